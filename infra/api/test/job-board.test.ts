import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_BOARD_API_TEXTS, type ProApplication, type ProJob, type PublicJob } from '@floorhire/domain-job-board';
import type { ApplicantDetail, InterviewDto } from '@floorhire/domain-applications';
import { q, subscribe } from './applications-fixtures';
import { call, closeContext, createEmployer, createUser, RUN, testContext, type TestContext, type TestUser } from './helpers';

// The job board on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// what a visitor finds near a ZIP, the §5 pay and shift rules, the §3 notification statuses a
// pro sees, applying from notified or not interested, screening answers the employer reads,
// and the pro reaching only their own applications and interviews.

let ctx: TestContext;
let employerId: number;
let manager: TestUser;
let proA: TestUser;
let proB: TestUser;
let titleId: number;
const job = {} as Record<'downtown' | 'suburb' | 'lowPay' | 'night' | 'salary' | 'newYork' | 'draft', number>;

interface JobSpec {
  status?: string;
  lat?: number | null;
  lng?: number | null;
  postalCode?: string | null;
  payMin?: number | null;
  payMax?: number | null;
  shift?: number | null;
  period?: 'hourly' | 'annual';
  salaryMax?: number | null;
  daysAgo: number;
}

async function makeJob(name: string, s: JobSpec): Promise<number> {
  const row = await q(
    ctx,
    `insert into jobs (employer_id, job_title_id, display_title, status, city, state, postal_code, lat, lng, pay_rate_min, pay_rate_max, pay_rate_period, pay_rate_salary_max, shift, update_ts)
     values ($1, $2, $3, $4, 'Chicago', 'IL', $5, $6, $7, $8, $9, $10, $11, $12, now() - make_interval(days => $13)) returning id`,
    [employerId, titleId, `${name} ${RUN}`, s.status ?? 'live', s.postalCode ?? null, s.lat ?? null, s.lng ?? null, s.payMin ?? null, s.payMax ?? null, s.period ?? 'hourly', s.salaryMax ?? null, s.shift === undefined ? 1 : s.shift, s.daysAgo],
  );
  return row.id;
}

const filterOf = (f: Record<string, unknown>) => `?filter=${encodeURIComponent(JSON.stringify({ jobTitleIds: [titleId], ...f }))}`;

beforeAll(async () => {
  ctx = await testContext();
  employerId = await createEmployer(ctx);
  await subscribe(ctx, employerId);
  manager = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerId] });
  proA = await createUser(ctx, { group: 'Expert' });
  proB = await createUser(ctx, { group: 'Expert' });
  titleId = (await q(ctx, `insert into job_titles (title) values ($1) returning id`, [`Maintenance Technician ${RUN}`])).id;
  // Downtown Chicago (own coordinates), Arlington Heights (ZIP only: placed by the gazetteer), New York.
  job.downtown = await makeJob('Downtown', { lat: 41.8858, lng: -87.6181, payMin: 22, payMax: 30, shift: 1, daysAgo: 3 });
  job.suburb = await makeJob('Suburb', { postalCode: '60004', payMin: 20, payMax: null, shift: null, daysAgo: 1 });
  job.lowPay = await makeJob('Low pay', { lat: 41.88, lng: -87.62, payMin: 15, payMax: 18, shift: 1, daysAgo: 2 });
  job.night = await makeJob('Night', { lat: 41.88, lng: -87.63, payMin: 25, payMax: 35, shift: 3, daysAgo: 4 });
  job.salary = await makeJob('Salary', { lat: 41.89, lng: -87.64, period: 'annual', salaryMax: 70_000, shift: 2, daysAgo: 5 });
  job.newYork = await makeJob('New York', { lat: 40.7506, lng: -73.9972, payMax: 40, daysAgo: 0 });
  job.draft = await makeJob('Draft', { status: 'draft', lat: 41.88, lng: -87.62, daysAgo: 0 });
  await ctx.db.query(`insert into screener_questions (job_id, question, display_order) values ($1, 'Years on a CNC lathe?', 1), ($1, 'Can you work weekends?', 2)`, [job.downtown]);
});
afterAll(closeContext);

describe('public job search (spec 002 §7, §5)', () => {
  it('a visitor finds live jobs near a ZIP, newest first by default, with the distance; drafts and far jobs stay out', async () => {
    const res = await call(ctx, 'GET', `/v4/public/job${filterOf({ postalCode: '60601', radius: 30 })}`);
    expect(res.statusCode).toBe(200);
    const jobs = res.json<PublicJob[]>();
    expect(jobs.map((j) => j.id)).toEqual([job.suburb, job.lowPay, job.downtown, job.night, job.salary]);
    expect(jobs.find((j) => j.id === job.downtown)?.distanceMiles).toBe(0);
    const suburb = jobs.find((j) => j.id === job.suburb)!;
    expect(suburb.distanceMiles).toBeGreaterThan(15);
    expect(suburb.distanceMiles).toBeLessThan(30);
    const count = await call(ctx, 'GET', `/v4/public/job/count${filterOf({ postalCode: '60601', radius: 30 })}`);
    expect(count.json()).toEqual({ count: 5 });
    const near = (await call(ctx, 'GET', `/v4/public/job${filterOf({ postalCode: '60601', radius: 5, sortBy: 'distance asc' })}`)).json<PublicJob[]>();
    expect(near.map((j) => j.id)).toEqual([job.downtown, job.lowPay, job.night, job.salary]);
  });

  it('keeps jobs with no maximum pay or a maximum at or above the minimum, and jobs with no shift', async () => {
    const pay = (await call(ctx, 'GET', `/v4/public/job${filterOf({ minPay: 25, limit: 50 })}`)).json<PublicJob[]>().map((j) => j.id);
    expect(pay).toEqual(expect.arrayContaining([job.downtown, job.suburb, job.night, job.salary, job.newYork]));
    expect(pay).not.toContain(job.lowPay);
    const shifts = (await call(ctx, 'GET', `/v4/public/job${filterOf({ shifts: [3], limit: 50 })}`)).json<PublicJob[]>().map((j) => j.id);
    expect(shifts.sort()).toEqual([job.night, job.suburb].sort());
  });

  it("answers a bad ZIP or a radius without a ZIP in the spec's words, and hides drafts", async () => {
    const bad = await call(ctx, 'GET', `/v4/public/job${filterOf({ postalCode: '606' })}`);
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([400, 'Please enter a valid 5-digit ZIP code']);
    const radius = await call(ctx, 'GET', `/v4/public/job${filterOf({ radius: 10 })}`);
    expect(radius.json<{ message: string }>().message).toBe(JOB_BOARD_API_TEXTS.radiusNeedsPostalCode);
    const draft = await call(ctx, 'GET', `/v4/public/job/${job.draft}`);
    expect([draft.statusCode, draft.json<{ message: string }>().message]).toEqual([404, JOB_BOARD_API_TEXTS.jobNotFound]);
    const one = await call(ctx, 'GET', `/v4/public/job/${job.downtown}?postalCode=60004`);
    expect(one.json<PublicJob>()).toMatchObject({ id: job.downtown, screenerQuestionCount: 2, payRateMax: 30 });
    expect(one.json<PublicJob>().distanceMiles).toBeGreaterThan(15);
  });

  it('serves the public reference lists', async () => {
    const titles = (await call(ctx, 'GET', `/v4/public/job-title?search=${encodeURIComponent(`Maintenance Technician ${RUN}`)}`)).json<{ id: number }[]>();
    expect(titles.map((t) => t.id)).toEqual([titleId]);
    expect((await call(ctx, 'GET', '/v4/public/skill-category')).json()).toEqual([
      { id: 1, name: 'disciplines' },
      { id: 2, name: 'technologies and machines' },
      { id: 3, name: 'brands' },
      { id: 4, name: 'materials' },
    ]);
    expect((await call(ctx, 'GET', '/v4/public/achievement')).statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/v4/public/industry')).statusCode).toBe(200);
  });
});

describe('pro job search and notification statuses (spec 002 §3, §7)', () => {
  it('shows each job with the status of what was sent to the pro; not-interested jobs leave unless asked for', async () => {
    await ctx.db.query(`insert into job_notifications (job_id, user_profile_id, status, channel) values ($1, $2, 'QUEUED', 'email'), ($3, $2, 'NO REPLY', 'sms')`, [job.downtown, proA.id, job.night]);
    const notified = await q(ctx, `insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, 'Notified') returning id`, [job.night, proA.id]);
    const list = (await call(ctx, 'GET', `/v4/pro/job${filterOf({ limit: 50 })}`, { token: proA.token })).json<ProJob[]>();
    const byId = new Map(list.map((j) => [j.id, j]));
    expect(byId.get(job.downtown)).toMatchObject({ notificationStatus: 'QUEUED', applicationId: null });
    expect(byId.get(job.night)).toMatchObject({ notificationStatus: 'NO REPLY', applicationId: notified.id, applicationStatus: 'Notified' });
    expect(byId.get(job.suburb)?.notificationStatus).toBeNull();
    const hidden = (await call(ctx, 'GET', `/v4/pro/job${filterOf({ limit: 50, notInterestedJobIds: [job.suburb] })}`, { token: proA.token })).json<ProJob[]>();
    expect(hidden.map((j) => j.id)).not.toContain(job.suburb);
    const shown = (await call(ctx, 'GET', `/v4/pro/job${filterOf({ limit: 50, notInterestedJobIds: [job.suburb], showNotInterestedJobs: true })}`, { token: proA.token })).json<ProJob[]>();
    expect(shown.map((j) => j.id)).toContain(job.suburb);
    // Another pro sees none of proA's state.
    const other = (await call(ctx, 'GET', `/v4/pro/job${filterOf({ limit: 50 })}`, { token: proB.token })).json<ProJob[]>();
    expect(other.find((j) => j.id === job.night)).toMatchObject({ notificationStatus: null, applicationId: null });
    expect((await call(ctx, 'GET', '/v4/pro/job', { token: manager.token })).statusCode).toBe(403);
  });

  it('not interested dismisses the job and the unanswered outreach; the pro may still apply from there', async () => {
    const res = await call(ctx, 'POST', `/v4/pro/job/${job.night}/not-interested`, { token: proA.token, body: { reason: 'Too far' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProJob>()).toMatchObject({ notificationStatus: 'DISMISSED', applicationStatus: 'Not interested' });
    const list = (await call(ctx, 'GET', `/v4/pro/job${filterOf({ limit: 50 })}`, { token: proA.token })).json<ProJob[]>();
    expect(list.map((j) => j.id)).not.toContain(job.night);
    const applied = await call(ctx, 'POST', '/v4/job-applicant', { token: proA.token, body: { jobId: job.night } });
    expect(applied.statusCode).toBe(201);
    const after = (await call(ctx, 'GET', `/v4/pro/job/${job.night}`, { token: proA.token })).json<ProJob>();
    expect(after).toMatchObject({ notificationStatus: 'APPLIED', applicationStatus: 'New' });
    const again = await call(ctx, 'POST', `/v4/pro/job/${job.night}/not-interested`, { token: proA.token, body: {} });
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([409, JOB_BOARD_API_TEXTS.notInterestedAfterApplying]);
  });
});

describe("the pro's applications (spec 002 §2, §4)", () => {
  let applicationId: number;

  it('applies with analyticOptions, answers the screening questions, and the employer reads them', async () => {
    const res = await call(ctx, 'POST', '/v4/job-applicant', {
      token: proB.token,
      body: { jobId: job.downtown, analyticOptions: { source: 'indeed', channel: 'EMAIL', medium: 'cpc', campaign: 'SKILLED_PRO_WEEKLY_JOB_NOTIFICATION' } },
    });
    expect(res.statusCode).toBe(201);
    applicationId = res.json<{ id: number }>().id;
    const stored = await q<{ analytic_source: string; analytic_channel: string }>(ctx, 'select analytic_source, analytic_channel from job_applicants where id = $1', [applicationId]);
    expect(stored).toEqual({ analytic_source: 'indeed', analytic_channel: 'EMAIL' });
    const mine = (await call(ctx, 'GET', `/v4/pro/${proB.id}/job-applicant`, { token: proB.token })).json<ProApplication[]>();
    expect(mine.find((a) => a.id === applicationId)).toMatchObject({ status: 'New', unansweredQuestions: 2, nextInterview: null });
    const questions = (await call(ctx, 'GET', `/v4/job-applicant/${applicationId}/screener-question-answers`, { token: proB.token })).json<{ screenerQuestionId: number }[]>();
    const body = { answers: questions.map((qq, i) => ({ screenerQuestionId: qq.screenerQuestionId, answer: i === 0 ? '6 years' : 'Yes' })) };
    expect((await call(ctx, 'PUT', `/v4/job-applicant/${applicationId}/screener-question-answers`, { token: proA.token, body })).statusCode).toBe(404);
    expect((await call(ctx, 'PUT', `/v4/job-applicant/${applicationId}/screener-question-answers`, { token: manager.token, body })).statusCode).toBe(403);
    const empty = await call(ctx, 'PUT', `/v4/job-applicant/${applicationId}/screener-question-answers`, { token: proB.token, body: { answers: [{ screenerQuestionId: questions[0]!.screenerQuestionId, answer: ' ' }] } });
    expect([empty.statusCode, empty.json<{ message: string }>().message]).toEqual([400, 'Required.']);
    const saved = await call(ctx, 'PUT', `/v4/job-applicant/${applicationId}/screener-question-answers`, { token: proB.token, body });
    expect(saved.statusCode).toBe(200);
    const detail = (await call(ctx, 'GET', `/v4/job-applicant/${applicationId}`, { token: manager.token })).json<ApplicantDetail>();
    expect(detail.screenerAnswers.map((a) => [a.question, a.answer])).toEqual([
      ['Years on a CNC lathe?', '6 years'],
      ['Can you work weekends?', 'Yes'],
    ]);
    const again = (await call(ctx, 'GET', `/v4/pro/${proB.id}/job-applicant`, { token: proB.token })).json<ProApplication[]>();
    expect(again.find((a) => a.id === applicationId)?.unansweredQuestions).toBe(0);
  });

  it('a pro reaches only their own applications and interviews', async () => {
    const other = await call(ctx, 'GET', `/v4/pro/${proB.id}/job-applicant`, { token: proA.token });
    expect(other.statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/job-applicant/${applicationId}`, { token: proA.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/job-applicant/${applicationId}/interview`, { token: proA.token })).statusCode).toBe(404);
    expect((await call(ctx, 'PATCH', `/v4/job-applicant/${applicationId}`, { token: proA.token, body: { status: 'Not interested', notInterestedReason: 'x' } })).statusCode).toBe(404);
  });

  it('sees the proposed times, counter-proposes in their own zone across daylight saving, and the employer sees it', async () => {
    const created = await call(ctx, 'POST', `/v4/job-applicant/${applicationId}/interview`, {
      token: manager.token,
      body: { interviewType: 'Phone', timezone: 'America/Chicago', slots: [{ date: '2027-03-12', times: ['09:00'] }] },
    });
    expect(created.statusCode).toBe(201);
    const interview = created.json<InterviewDto>();
    const listed = (await call(ctx, 'GET', `/v4/pro/${proB.id}/job-applicant`, { token: proB.token })).json<ProApplication[]>().find((a) => a.id === applicationId)!;
    expect(listed).toMatchObject({ status: 'Interview', proposedSlots: 1, nextInterview: { tsInterview: '2027-03-12T15:00:00.000Z', status: 'Proposed' } });
    // 10:00 in New York is 15:00 UTC before the change (EST) and 14:00 UTC after it (EDT).
    const counter = await call(ctx, 'POST', `/v4/job-applicant/${applicationId}/interview/${interview.id}/interview-slot`, {
      token: proB.token,
      body: { timezone: 'America/New_York', slots: [{ date: '2027-03-12', times: ['10:00'] }, { date: '2027-03-15', times: ['10:00'] }] },
    });
    expect(counter.statusCode).toBe(201);
    const seen = (await call(ctx, 'GET', `/v4/job-applicant/${applicationId}/interview`, { token: manager.token })).json<InterviewDto>();
    expect(seen.jobApplicantInterviewSlots.filter((s) => s.proposer === 'Skilled Pro').map((s) => [s.tsInterview, s.status])).toEqual([
      ['2027-03-12 15:00:00', 'Proposed'],
      ['2027-03-15 14:00:00', 'Proposed'],
    ]);
    expect(seen.timeline.at(-1)?.text).toMatch(/^Interview proposed by /u);
  });

  it('rejects one proposed time, accepts another and confirms attendance; the employer reads each answer in the timeline', async () => {
    const interview = (await call(ctx, 'GET', `/v4/job-applicant/${applicationId}/interview`, { token: manager.token })).json<InterviewDto>();
    const proposed = await call(ctx, 'POST', `/v4/job-applicant/${applicationId}/interview/${interview.id}/interview-slot`, {
      token: manager.token,
      body: { timezone: 'America/Chicago', slots: [{ date: '2027-04-05', times: ['09:00', '10:00'] }] },
    });
    expect(proposed.statusCode).toBe(201);
    const open = proposed.json<InterviewDto>().jobApplicantInterviewSlots.filter((s) => s.status === 'Proposed' && s.proposer === 'Business');
    // 09:00 and 10:00 in Chicago after the March change (CDT, UTC-5).
    expect(open.map((s) => s.tsInterview)).toEqual(['2027-04-05 14:00:00', '2027-04-05 15:00:00']);
    const [early, late] = open as [InterviewDto['jobApplicantInterviewSlots'][number], InterviewDto['jobApplicantInterviewSlots'][number]];
    const slotUrl = (slotId: number) => `/v4/job-applicant/${applicationId}/interview/${interview.id}/interview-slot/${slotId}`;

    expect((await call(ctx, 'PATCH', slotUrl(early.id), { token: proA.token, body: { status: 'Rejected' } })).statusCode).toBe(404);
    const rejected = await call(ctx, 'PATCH', slotUrl(early.id), { token: proB.token, body: { status: 'Rejected' } });
    expect(rejected.statusCode).toBe(200);
    expect((await call(ctx, 'PATCH', slotUrl(late.id), { token: proB.token, body: { status: 'Accepted' } })).statusCode).toBe(200);
    expect((await call(ctx, 'PATCH', slotUrl(late.id), { token: proA.token, body: { status: 'Confirmed' } })).statusCode).toBe(404);
    const confirmed = await call(ctx, 'PATCH', slotUrl(late.id), { token: proB.token, body: { status: 'Confirmed' } });
    expect(confirmed.statusCode).toBe(200);

    const seen = (await call(ctx, 'GET', `/v4/job-applicant/${applicationId}/interview`, { token: manager.token })).json<InterviewDto>();
    expect(seen.jobApplicantInterviewSlots.find((s) => s.id === early.id)?.status).toBe('Rejected');
    expect(seen.jobApplicantInterviewSlots.find((s) => s.id === late.id)?.status).toBe('Confirmed');
    expect(seen.status).toBe('accepted');
    const lines = seen.timeline.map((t) => t.text);
    expect(lines.some((t) => /^Interview time rejected by Test User/u.test(t))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Interview attendance confirmed by Test User/u);
    const listed = (await call(ctx, 'GET', `/v4/pro/${proB.id}/job-applicant`, { token: proB.token })).json<ProApplication[]>().find((a) => a.id === applicationId)!;
    expect(listed.nextInterview).toMatchObject({ tsInterview: '2027-04-05T15:00:00.000Z', status: 'Confirmed' });
  });

  it('withdraws with a reason: the employer sees Not interested with it', async () => {
    const res = await call(ctx, 'PATCH', `/v4/job-applicant/${applicationId}`, { token: proB.token, body: { status: 'Not interested', notInterestedReason: 'Took another job' } });
    expect(res.statusCode).toBe(200);
    const detail = (await call(ctx, 'GET', `/v4/job-applicant/${applicationId}`, { token: manager.token })).json<ApplicantDetail>();
    expect(detail.status).toBe('Not interested');
    expect(JSON.stringify(detail.timeline)).toContain('Took another job');
  });
});
