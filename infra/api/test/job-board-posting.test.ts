import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_BOARD_FORM_TEXTS as T, JOB_FEED_OPTIONAL_ELEMENTS, JOB_FEED_REQUIRED_ELEMENTS, type JobBoardInformation, type JobBoardRequest } from '@floorhire/domain-job-board';
import { call, closeContext, createEmployer, createUser, RUN, testContext, uniqueEmail, type TestContext, type TestUser } from './helpers';

// The job-board posting form (spec 002 §7 "Job-board posting form (staff)", §5 its submit rule)
// and the job feed (ADR 219) on a real database, PGlite and PostgreSQL: staff only; a submitted
// request puts the employer's live jobs in a feed that is valid XML with Indeed's required
// elements, public, cached, and rebuilt when a job changes.

let ctx: TestContext;
let staff: TestUser;
let employerId: number;
let contact: TestUser;
const BASE = '/v4/indeed-employer-request-information';

beforeAll(async () => {
  ctx = await testContext();
  staff = await createUser(ctx, { group: 'Super Admin' });
  employerId = await createEmployer(ctx, `Feed & Sons ${RUN}`);
  contact = await createUser(ctx, { group: 'Company Admin', employerIds: [employerId] });
});
afterAll(closeContext);

interface FeedJob {
  title: string;
  referencenumber: string;
  requisitionid: string;
  url: string;
  company: string;
  description: string;
  salary?: string;
  jobtype?: string;
  [element: string]: unknown;
}

async function feed(headers: Record<string, string> = {}) {
  const res = await call(ctx, 'GET', '/v4/public/job-feed.xml', { headers });
  return res;
}

function jobsOf(xml: string): FeedJob[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({ cdataPropName: false, parseTagValue: false, isArray: (name) => name === 'job' }).parse(xml) as { source: { job?: FeedJob[]; publisher: string } };
  return doc.source.job ?? [];
}

async function publish(title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await call(ctx, 'POST', '/v4/job?skipJobSlotsValidation=true', {
    token: staff.token,
    body: {
      employerId,
      displayTitle: title,
      employerAssigneeId: contact.id,
      hireType: 'Full-Time',
      shift: 1,
      payRatePeriod: 'hourly',
      payRateMin: 24,
      payRateMax: 31.5,
      street1: '100 Industrial Pkwy',
      city: 'Dayton',
      state: 'OH',
      postalCode: '45402',
      rawDescription: 'Set up Haas mills & inspect first pieces.\n\nSecond shift; tools ]]> provided.',
      screenerQuestions: ['How many years on Haas mills?', 'Can you read GD&T?', 'Can you work first shift?'],
      status: 'live',
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ job: { id: number } }>().job.id;
}

describe('who reaches the posting form', () => {
  it('only staff; an employer of that very employer and a pro are refused', async () => {
    const pro = await createUser(ctx, { group: 'Expert' });
    for (const token of [contact.token, pro.token]) {
      expect((await call(ctx, 'GET', `${BASE}/${employerId}`, { token })).statusCode).toBe(403);
      expect((await call(ctx, 'POST', BASE, { token, body: { ffEmployerId: employerId } })).statusCode).toBe(403);
      expect((await call(ctx, 'PATCH', `${BASE}/${employerId}`, { token, body: {} })).statusCode).toBe(403);
      expect((await call(ctx, 'GET', `${BASE}/${employerId}/indeed-information`, { token })).statusCode).toBe(403);
      expect((await call(ctx, 'POST', `${BASE}/indeed-information`, { token, body: { ffEmployerId: employerId } })).statusCode).toBe(403);
      expect((await call(ctx, 'PATCH', `${BASE}/${employerId}/indeed-information`, { token, body: {} })).statusCode).toBe(403);
      expect((await call(ctx, 'POST', `${BASE}/${employerId}/submit-form`, { token })).statusCode).toBe(403);
    }
    expect((await call(ctx, 'GET', `${BASE}/${employerId}`)).statusCode).toBe(401);
  });
});

describe('the posting form and the feed', () => {
  it('an employer without a request is a 404; staff fill, save, are held to §5, submit, and the live jobs go into the feed', async () => {
    const before = await publish(`Feed Machinist ${RUN}`);
    expect((await call(ctx, 'GET', `${BASE}/${employerId}`, { token: staff.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `${BASE}/${employerId}/indeed-information`, { token: staff.token })).statusCode).toBe(404);
    expect(jobsOf((await feed()).body).some((j) => j.requisitionid === String(before))).toBe(false);

    const created = await call(ctx, 'POST', BASE, { token: staff.token, body: { ffEmployerId: employerId, contactEmail: 'HR@feed-sons.test', firstName: 'Karen', companyName: 'Feed & Sons' } });
    expect(created.statusCode).toBe(201);
    expect(created.json<JobBoardRequest>()).toMatchObject({ ffEmployerId: employerId, contactEmail: 'hr@feed-sons.test', firstName: 'Karen', lastName: null, postsToJobBoard: null, status: 'draft' });
    expect((await call(ctx, 'POST', BASE, { token: staff.token, body: { ffEmployerId: employerId } })).statusCode).toBe(409);

    const info = await call(ctx, 'POST', `${BASE}/indeed-information`, { token: staff.token, body: { ffEmployerId: employerId, companyWebsite: 'feed-sons.test', jobsPerMonth: 4, budgetPerJob: 250 } });
    expect(info.statusCode).toBe(201);
    expect(info.json<JobBoardInformation>()).toMatchObject({ companyWebsite: 'https://feed-sons.test', jobsPerMonth: 4, budgetPerJob: 250, notes: null });
    const patchedInfo = await call(ctx, 'PATCH', `${BASE}/${employerId}/indeed-information`, { token: staff.token, body: { notes: 'Second shift only' } });
    expect(patchedInfo.json<JobBoardInformation>()).toMatchObject({ jobsPerMonth: 4, notes: 'Second shift only' });
    expect((await call(ctx, 'PATCH', `${BASE}/${employerId}/indeed-information`, { token: staff.token, body: { contactPhone: '555' } })).statusCode).toBe(400);

    // §5: every one of the five must be there, the flag ticked.
    const early = await call(ctx, 'POST', `${BASE}/${employerId}/submit-form`, { token: staff.token });
    expect([early.statusCode, early.json<{ message: string }>().message]).toEqual([422, T.missing([T.lastName, T.postsToJobBoard])]);
    const patched = await call(ctx, 'PATCH', `${BASE}/${employerId}`, { token: staff.token, body: { lastName: 'Hoffman', postsToJobBoard: true } });
    expect(patched.json<JobBoardRequest>()).toMatchObject({ firstName: 'Karen', lastName: 'Hoffman', postsToJobBoard: true, companyName: 'Feed & Sons' });
    const submitted = await call(ctx, 'POST', `${BASE}/${employerId}/submit-form`, { token: staff.token });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<JobBoardRequest>()).toMatchObject({ status: 'submitted', submittedTs: expect.any(String) });
    expect((await call(ctx, 'GET', `${BASE}/${employerId}`, { token: staff.token })).json<JobBoardRequest>().status).toBe('submitted');

    const res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const job = jobsOf(res.body).find((j) => j.requisitionid === String(before))!;
    for (const element of JOB_FEED_REQUIRED_ELEMENTS) expect(String(job[element] ?? '').trim(), element).not.toBe('');
    // This job gives its street, pay and hire type: the optional elements are there too.
    for (const element of JOB_FEED_OPTIONAL_ELEMENTS) expect(String(job[element] ?? '').trim(), element).not.toBe('');
    expect(job).toMatchObject({
      title: `Feed Machinist ${RUN}`,
      referencenumber: `floorhire-${before}`,
      company: `Feed & Sons ${RUN}`,
      city: 'Dayton',
      state: 'OH',
      country: 'US',
      postalcode: '45402',
      email: 'hr@feed-sons.test',
      salary: '$24 - $31.50 per hour',
      jobtype: 'fulltime',
    });
    expect(job.url).toMatch(new RegExp(`/open-jobs/${before}\\?utm_source=indeed&utm_medium=organic&utm_campaign=job-feed$`, 'u'));
    // Content in CDATA, without HTML entities (Indeed reads none): the ampersand as itself.
    expect(res.body).toContain('<company><![CDATA[Feed & Sons');
    expect(job.description).toContain('<p>Set up Haas mills & inspect first pieces.</p>');
    expect(new Date(String(job.date)).toString()).not.toBe('Invalid Date');
  });

  it('is served from its cache until a job changes: a job posted a moment before is in the next read, a closed one leaves it', async () => {
    const first = await feed();
    const again = await feed({ 'if-none-match': String(first.headers.etag) });
    expect([again.statusCode, again.headers['x-feed-cache']]).toEqual([304, 'hit']);
    expect((await feed()).headers['x-feed-cache']).toBe('hit');

    const fresh = await publish(`Just Posted Welder ${RUN}`, { hireType: 'Temp', payRatePeriod: 'annual', payRateMin: null, payRateMax: null, payRateSalaryMin: 52000, payRateSalaryMax: 60000 });
    const after = await feed({ 'if-none-match': String(first.headers.etag) });
    expect([after.statusCode, after.headers['x-feed-cache']]).toEqual([200, 'miss']);
    expect(jobsOf(after.body).find((j) => j.requisitionid === String(fresh))).toMatchObject({ title: `Just Posted Welder ${RUN}`, jobtype: 'temporary', salary: '$52,000 - $60,000 per year' });

    expect((await call(ctx, 'PATCH', `/v4/job/${fresh}`, { token: staff.token, body: { status: 'removed' } })).statusCode).toBe(200);
    expect(jobsOf((await feed()).body).some((j) => j.requisitionid === String(fresh))).toBe(false);
  });

  it('leaves out employers whose request is not submitted or says not to post', async () => {
    const other = await createEmployer(ctx, `Draft Co ${RUN}`);
    await call(ctx, 'POST', BASE, { token: staff.token, body: { ffEmployerId: other, contactEmail: uniqueEmail('draft'), firstName: 'A', lastName: 'B', companyName: 'Draft Co', postsToJobBoard: true } });
    const job = (await ctx.db.one<{ id: number }>(`insert into jobs (employer_id, display_title, status, city, state, postal_code) values ($1, 'Draft Co job', 'live', 'Dayton', 'OH', '45402') returning id`, [other]))!.id;
    expect(jobsOf((await feed()).body).some((j) => j.requisitionid === String(job))).toBe(false);
    const unknown = await call(ctx, 'POST', BASE, { token: staff.token, body: { ffEmployerId: 999_999_999 } });
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([404, T.employerNotFound]);
  });
});
