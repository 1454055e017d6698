import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOB_TEXTS, type JobDto, type JobSaveAnswer, type JobSummaryRow } from '@floorhire/domain-jobs';
import { call, closeContext, createEmployer, createUser, RUN, testContext, type TestContext, type TestUser } from './helpers';

// The jobs service against a real database: the employer's create → draft → publish → list →
// edit → remove journey, slots, validation texts of spec 001 §5/§8, tenancy and staff powers.

let ctx: TestContext;
let employerA: number;
let employerB: number;
let ownerA: TestUser;
let managerA: TestUser;
let ownerB: TestUser;
let staff: TestUser;
let staff2: TestUser;
let pro: TestUser;
const tax = { cncTitle: 0, haas: 0, mazak: 0, hypertherm: 0, vmc: 0, lathe: 0, discipline: 0, material: 0 };

async function idOf(sql: string, params: unknown[]): Promise<number> {
  return (await ctx.db.one<{ id: number }>(sql, params as never[]))!.id;
}

async function upsertNamed(table: string, column: string, name: string): Promise<number> {
  const found = await ctx.db.one<{ id: number }>(`select id from ${table} where lower(${column}) = lower($1)`, [name]);
  return found?.id ?? idOf(`insert into ${table} (${column}) values ($1) returning id`, [name]);
}

async function subscribe(employerId: number, slots: number | null, status = 'active'): Promise<number> {
  return idOf(`insert into subscriptions (employer_id, status, plan, start_date, job_slot_quantity) values ($1, $2, 'professional', current_date - 1, $3) returning id`, [
    employerId,
    status,
    slots,
  ]);
}

function completeJob(employerId: number, assigneeId: number, title = `CNC Machinist ${RUN}`) {
  return {
    employerId,
    displayTitle: title,
    employerAssigneeId: assigneeId,
    hireType: 'Full-Time',
    shift: 2,
    payRatePeriod: 'hourly',
    payRateMin: 24,
    payRateMax: 32,
    street1: '100 Industrial Pkwy',
    city: 'Dayton',
    state: 'OH',
    postalCode: '45402',
    rawDescription: 'We machine aerospace brackets.\n\nRESPONSIBILITIES\n- Set up Haas mills\n- Inspect first pieces',
    screenerQuestions: ['How many years on Haas mills?', 'Can you read GD&T?', 'Can you work second shift?'],
  };
}

beforeAll(async () => {
  ctx = await testContext();
  employerA = await createEmployer(ctx, `Acme Jobs ${RUN}`);
  employerB = await createEmployer(ctx, `Other Co ${RUN}`);
  await subscribe(employerA, 5);
  await subscribe(employerB, 5);
  ownerA = await createUser(ctx, { group: 'Company Admin', employerIds: [employerA] });
  managerA = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA] });
  ownerB = await createUser(ctx, { group: 'Company Admin', employerIds: [employerB] });
  staff = await createUser(ctx, { group: 'Super Admin' });
  staff2 = await createUser(ctx, { group: 'Super Admin' });
  pro = await createUser(ctx, { group: 'Expert' });
  tax.cncTitle = await upsertNamed('job_titles', 'title', 'CNC Machinist');
  tax.vmc = await upsertNamed('machines', 'name', 'CNC Vertical Machining Center');
  tax.lathe = await upsertNamed('machines', 'name', 'CNC Lathe');
  tax.haas = await upsertNamed('brands', 'name', 'Haas');
  tax.mazak = await upsertNamed('brands', 'name', 'Mazak');
  tax.hypertherm = await upsertNamed('brands', 'name', 'Hypertherm');
  tax.discipline = await upsertNamed('knowledge_disciplines', 'name', 'CNC Machining');
  tax.material = await upsertNamed('materials', 'name', 'Aluminum 6061');
  for (const [m, b] of [
    [tax.vmc, tax.haas],
    [tax.vmc, tax.mazak],
    [tax.lathe, tax.haas],
  ]) {
    await ctx.db.query('insert into machine_brand_maps (machine_id, brand_id) values ($1, $2) on conflict do nothing', [m!, b!]);
  }
});
afterAll(closeContext);
beforeEach(() => ctx.app.deps.limiter.reset());

describe('an employer creates, publishes, lists, edits and removes a job', () => {
  let jobId: number;

  it('saves a draft, applying the payload rules of §3 and keeping the title custom text', async () => {
    const res = await call(ctx, 'POST', '/v4/job', {
      token: ownerA.token,
      body: {
        employerId: employerA,
        displayTitle: 'CNC Machinist - 2nd shift',
        shift: 1,
        startTime: '06:00',
        endTime: '14:30',
        payRatePeriod: 'hourly',
        payRateMin: 22,
        payRateMax: 30,
        payRateSalaryMin: 50000,
        knowledgeDisciplineIds: [tax.discipline],
        machines: [{ machineId: tax.vmc, brandIds: [tax.haas, tax.mazak] }],
        materialIds: [tax.material],
        screenerQuestions: ['Years on a Haas?', '   '],
      },
    });
    expect(res.statusCode).toBe(201);
    const { job, message } = res.json<JobSaveAnswer>();
    jobId = job.id;
    expect(message).toBeNull();
    expect(job).toMatchObject({
      status: 'draft',
      employerId: employerA,
      jobTitle: { id: tax.cncTitle, title: 'CNC Machinist' },
      jobTitleCustom: 'CNC Machinist - 2nd shift',
      // Shift 1 is not Other: no start or end time; hourly: no salary.
      startTime: null,
      endTime: null,
      payRateMin: 22,
      payRateSalaryMin: null,
      screenerQuestions: [{ question: 'Years on a Haas?', displayOrder: 0 }],
      jobMachineMaps: [{ machineId: tax.vmc, jobMachineBrandMaps: [{ name: 'Haas' }, { name: 'Mazak' }] }],
      jobKnowledgeDisciplineMaps: [{ knowledgeDisciplineId: tax.discipline }],
      jobMaterialMaps: [{ materialId: tax.material }],
    });
    expect(job.statusHistories.map((h) => h.text)).toEqual(['Status set to Draft']);
    expect(job.missingFields).toEqual(expect.arrayContaining(['street1', 'employerAssigneeId', 'hireType', 'rawDescription', 'screenerQuestions']));
  });

  it('keeps start and end time for shift Other and only the salary pair for an annual job', async () => {
    const res = await call(ctx, 'PATCH', `/v4/job/${jobId}`, {
      token: managerA.token,
      body: { shift: 0, startTime: '06:00', endTime: '14:30', payRatePeriod: 'annual', payRateSalaryMin: 52000, payRateSalaryMax: 64000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<JobSaveAnswer>()).toMatchObject({
      message: JOB_TEXTS.updated,
      job: { shift: 0, startTime: '06:00', endTime: '14:30', payRatePeriod: 'annual', payRateMin: null, payRateMax: null, payRateSalaryMin: 52000, payRateSalaryMax: 64000 },
    });
  });

  it('refuses to publish an incomplete job with the spec message, naming the field', async () => {
    const res = await call(ctx, 'PATCH', `/v4/job/${jobId}`, { token: ownerA.token, body: { status: 'live' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Please complete the missing information in the job post.', error: 'JobInformationMissing', field: 'street1' });
    const still = await call(ctx, 'GET', `/v4/job/${jobId}`, { token: ownerA.token });
    expect(still.json<JobDto>().status).toBe('draft');
  });

  it('publishing saves the draft and then sets it live, with the §8 success text', async () => {
    const { employerId: _e, ...fields } = completeJob(employerA, managerA.id, `Haas Machinist ${RUN}`);
    const res = await call(ctx, 'PATCH', `/v4/job/${jobId}`, { token: ownerA.token, body: { ...fields, status: 'live' } });
    expect(res.statusCode).toBe(200);
    const answer = res.json<JobSaveAnswer>();
    expect(answer.message).toBe(`Haas Machinist ${RUN} job post is Live.`);
    expect(answer.paymentNote).toBe(false);
    expect(answer.job.status).toBe('live');
    expect(answer.job.missingFields).toEqual([]);
    expect(answer.job.description.markdown).toContain('## Responsibilities');
    expect(answer.job.description.html).toContain('<li>Set up Haas mills</li>');
    expect(answer.job.statusHistories.map((h) => h.text)).toEqual(['Status set to Draft', 'Status set to Live']);
    expect(answer.job.statusHistories[1]).toMatchObject({ creatorId: ownerA.id, creator: { id: ownerA.id } });
  });

  it('lists it for the employer (default Live and Draft) with applicant counts, and edits it', async () => {
    const list = await call(ctx, 'GET', `/v4/employer/${employerA}/job/summary`, { token: managerA.token });
    expect(list.statusCode).toBe(200);
    const row = list.json<JobSummaryRow[]>().find((r) => r.id === jobId)!;
    expect(row).toMatchObject({ title: `Haas Machinist ${RUN}`, city: 'Dayton', state: 'OH', status: 'live', employerAssigneeId: managerA.id });
    expect(row.applicantCounts).toEqual({ newApplications: 0, outreach: 0, engaged: 0, reviewed: 0, interview: 0, offer: 0, hired: 0 });
    const edit = await call(ctx, 'PATCH', `/v4/job/${jobId}`, { token: managerA.token, body: { city: 'Kettering' } });
    expect(edit.json()).toMatchObject({ message: 'Job successfully updated', job: { city: 'Kettering', status: 'live' } });
  });

  it('removes it (out of the default list) and a repost reads as the spec says', async () => {
    const removed = await call(ctx, 'PATCH', `/v4/job/${jobId}`, { token: ownerA.token, body: { status: 'removed' } });
    expect(removed.json<JobSaveAnswer>().job.statusHistories.at(-1)?.text).toBe('Status set to Removed');
    const list = await call(ctx, 'GET', `/v4/employer/${employerA}/job/summary`, { token: ownerA.token });
    expect(list.json<JobSummaryRow[]>().some((r) => r.id === jobId)).toBe(false);
    const filter = encodeURIComponent(JSON.stringify({ where: { status: { inq: ['removed'] } } }));
    const onlyRemoved = await call(ctx, 'GET', `/v4/employer/${employerA}/job/summary?filter=${filter}`, { token: ownerA.token });
    expect(onlyRemoved.json<JobSummaryRow[]>().map((r) => r.id)).toContain(jobId);
    expect(onlyRemoved.json<JobSummaryRow[]>().every((r) => r.status === 'removed')).toBe(true);
    const reposted = await call(ctx, 'PATCH', `/v4/job/${jobId}`, { token: ownerA.token, body: { status: 'live' } });
    expect(reposted.json<JobSaveAnswer>().job.statusHistories.at(-1)?.text).toBe('Reposted to new matches and external job boards');
  });
});

describe('validation texts', () => {
  let jobId: number;
  beforeAll(async () => {
    const res = await call(ctx, 'POST', '/v4/job', { token: ownerA.token, body: { employerId: employerA, displayTitle: 'Validation job' } });
    jobId = res.json<JobSaveAnswer>().job.id;
  });

  it('screener questions: at least 3 non-empty, at most 7', async () => {
    const put = (questions: string[]) =>
      call(ctx, 'PUT', `/v4/job/${jobId}/screening-questions`, { token: ownerA.token, body: { screenerQuestions: questions.map((question) => ({ question })) } });
    expect((await put(['One?', 'Two?'])).json()).toMatchObject({ statusCode: 400, message: 'Add at least 3 screener questions', field: 'screenerQuestions' });
    expect((await put(['One?', 'Two?', '  '])).json()).toMatchObject({ statusCode: 400, message: 'Screener questions cannot be empty' });
    expect((await put(['1', '2', '3', '4', '5', '6', '7', '8'])).json()).toMatchObject({ statusCode: 400, message: 'Add no more than 7 screener questions' });
    const ok = await put(['One?', ' Two? ', 'Three?']);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<JobDto>().screenerQuestions.map((q) => q.question)).toEqual(['One?', 'Two?', 'Three?']);
  });

  it('pay, shift, url screening and taxonomy inputs', async () => {
    const patch = (body: object) => call(ctx, 'PATCH', `/v4/job/${jobId}`, { token: ownerA.token, body });
    expect((await patch({ payRateMin: 30, payRateMax: 20 })).json()).toMatchObject({ statusCode: 400, message: 'The maximum pay must be at least the minimum pay' });
    expect((await patch({ payRateMin: -1 })).json()).toMatchObject({ statusCode: 400, field: 'payRateMin' });
    expect((await patch({ shift: 7 })).json()).toMatchObject({ statusCode: 400, message: 'Shift must be 0, 1, 2, 3, 4 or empty' });
    expect((await patch({ employerCareerSiteUrl: 'javascript:alert(1)' })).json()).toMatchObject({ statusCode: 400, field: 'employerCareerSiteUrl' });
    expect((await patch({ employerAssigneeId: ownerB.id })).json()).toMatchObject({ statusCode: 400, message: 'The hiring contact must be a user of this employer' });
    const wrongBrand = await call(ctx, 'PUT', `/v4/job/${jobId}/taxonomy-machine`, { token: ownerA.token, body: { machines: [{ machineId: tax.lathe, brandIds: [tax.hypertherm] }] } });
    expect(wrongBrand.json()).toMatchObject({ statusCode: 400, message: 'Hypertherm does not make CNC Lathe' });
    const url = await patch({ screeningAction: 'url', employerCareerSiteUrl: 'https://careers.example.com/jobs/1' });
    expect(url.json<JobSaveAnswer>().job).toMatchObject({ screeningAction: 'url', employerCareerSiteUrl: 'https://careers.example.com/jobs/1' });
    expect(url.json<JobSaveAnswer>().job.missingFields).not.toContain('screenerQuestions');
  });

  it('the assignee is staff only', async () => {
    const res = await call(ctx, 'PATCH', `/v4/job/${jobId}`, { token: ownerA.token, body: { assigneeId: staff.id } });
    expect(res.json()).toMatchObject({ statusCode: 403, message: 'Only staff can set the job assignee' });
  });
});

describe('job slots', () => {
  it('a full plan refuses the next post with 403 "There are no job slots available"; staff may post past it with the payment note', async () => {
    const employer = await createEmployer(ctx, `Slots Co ${RUN}`);
    await subscribe(employer, 1);
    const owner = await createUser(ctx, { group: 'Company Admin', employerIds: [employer] });
    const first = await call(ctx, 'POST', '/v4/job', { token: owner.token, body: { ...completeJob(employer, owner.id, 'First post'), status: 'live' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: 'First post job post is Live.', paymentNote: false, job: { status: 'live' } });
    const slots = await call(ctx, 'GET', `/v4/employer/${employer}/job-slots`, { token: owner.token });
    expect(slots.json()).toMatchObject({ subscribed: true, total: 1, used: 1, available: 0 });

    const second = await call(ctx, 'POST', '/v4/job', { token: owner.token, body: { ...completeJob(employer, owner.id, 'Second post'), status: 'live' } });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ message: 'There are no job slots available', error: 'NoJobSlots' });
    // The draft was not left behind half-made: the whole submit rolled back.
    const drafts = await ctx.db.one<{ n: number }>(`select count(*)::int as n from jobs where employer_id = $1 and display_title = 'Second post'`, [employer]);
    expect(drafts?.n).toBe(0);

    const ignored = await call(ctx, 'POST', '/v4/job?skipJobSlotsValidation=true', { token: owner.token, body: { ...completeJob(employer, owner.id, 'Second post'), status: 'live' } });
    expect(ignored.statusCode).toBe(403);

    const byStaff = await call(ctx, 'POST', '/v4/job?skipJobSlotsValidation=true', { token: staff.token, body: { ...completeJob(employer, owner.id, 'Second post'), status: 'live' } });
    expect(byStaff.statusCode).toBe(201);
    expect(byStaff.json()).toMatchObject({
      message: 'Second post job post is Live. Your Customer Success Manager will reach out shortly for payment.',
      paymentNote: true,
    });
    const allocation = await ctx.db.one<{ quantity: number; memo: string }>(`select quantity, memo from allocations where employer_id = $1`, [employer]);
    expect(allocation).toEqual({ quantity: 2, memo: 'Additional Job Slot' });
  });

  it('an expired plan has no slots', async () => {
    const employer = await createEmployer(ctx, `Expired Co ${RUN}`);
    await ctx.db.query(
      `insert into subscriptions (employer_id, status, plan, start_date, end_date, job_slot_quantity) values ($1, 'active', 'basic', current_date - 400, current_date - 30, 3)`,
      [employer],
    );
    const owner = await createUser(ctx, { group: 'Company Admin', employerIds: [employer] });
    const res = await call(ctx, 'POST', '/v4/job', { token: owner.token, body: { ...completeJob(employer, owner.id), status: 'live' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('There are no job slots available');
  });
});

describe('tenancy and staff powers', () => {
  let jobA: number;
  beforeAll(async () => {
    jobA = (await call(ctx, 'POST', '/v4/job', { token: ownerA.token, body: { employerId: employerA, displayTitle: 'Tenancy job' } })).json<JobSaveAnswer>().job.id;
  });

  it("another employer's job is 404 to read, change or watch; its lists are 403", async () => {
    expect((await call(ctx, 'GET', `/v4/job/${jobA}`, { token: ownerB.token })).statusCode).toBe(404);
    expect((await call(ctx, 'PATCH', `/v4/job/${jobA}`, { token: ownerB.token, body: { displayTitle: 'hijack' } })).statusCode).toBe(404);
    expect((await call(ctx, 'PUT', `/v4/job/${jobA}/taxonomy-knowledge-discipline`, { token: ownerB.token, body: { knowledgeDisciplineIds: [] } })).statusCode).toBe(404);
    expect((await call(ctx, 'POST', `/v4/job/${jobA}/employer-user-job-watcher/${ownerB.id}`, { token: ownerB.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/employer/${employerA}/job/summary`, { token: ownerB.token })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/v4/job', { token: ownerB.token, body: { employerId: employerA, displayTitle: 'x' } })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/v4/job/${jobA}`, { token: pro.token })).statusCode).toBe(403);
    const title = await ctx.db.one<{ display_title: string }>('select display_title from jobs where id = $1', [jobA]);
    expect(title?.display_title).toBe('Tenancy job');
  });

  it('staff create a job for any employer, set the assignee, and manage admin watchers', async () => {
    const res = await call(ctx, 'POST', '/v4/job', { token: staff.token, body: { employerId: employerB, jobTitleId: tax.cncTitle, assigneeId: staff2.id } });
    expect(res.statusCode).toBe(201);
    const job = res.json<JobSaveAnswer>().job;
    expect(job).toMatchObject({ employerId: employerB, assigneeId: staff2.id, title: 'CNC Machinist', creatorId: staff.id });
    // Staff need no display title (§5): the taxonomy title is enough.
    expect(job.missingFields).not.toContain('displayTitle');
    expect((await call(ctx, 'GET', `/v4/job/${job.id}`, { token: ownerB.token })).json<JobDto>().employer.id).toBe(employerB);

    const add = await call(ctx, 'POST', `/v4/job/${job.id}/job-watcher`, { token: staff.token, body: { watcherId: staff2.id } });
    expect(add.json()).toEqual([expect.objectContaining({ watcherId: staff2.id })]);
    expect((await call(ctx, 'POST', `/v4/job/${job.id}/job-watcher`, { token: staff.token, body: { watcherId: ownerB.id } })).json()).toMatchObject({
      statusCode: 400,
      message: 'Admin watchers must be staff users',
    });
    expect((await call(ctx, 'GET', `/v4/job/${job.id}/job-watcher`, { token: ownerB.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/v4/job/${job.id}`, { token: staff.token })).json<JobDto>().jobWatchers).toEqual([{ watcherId: staff2.id }]);
    expect((await call(ctx, 'GET', `/v4/job/${job.id}`, { token: ownerB.token })).json<JobDto>().jobWatchers).toEqual([]);
  });

  it('employer watchers must belong to the employer; watching is idempotent and reversible', async () => {
    const url = `/v4/job/${jobA}/employer-user-job-watcher`;
    expect((await call(ctx, 'POST', `${url}/${ownerB.id}`, { token: ownerA.token })).json()).toMatchObject({ statusCode: 400, message: 'The watcher must be a user of this employer' });
    await call(ctx, 'POST', `${url}/${managerA.id}`, { token: ownerA.token });
    const again = await call(ctx, 'POST', `${url}/${managerA.id}`, { token: managerA.token });
    expect(again.json()).toMatchObject({ watching: true, watchers: [{ watcherId: managerA.id }] });
    expect((await call(ctx, 'GET', `${url}/${ownerA.id}`, { token: ownerA.token })).json()).toMatchObject({ watching: false });
    expect((await call(ctx, 'DELETE', `${url}/${managerA.id}`, { token: managerA.token })).json()).toMatchObject({ watching: false, watchers: [] });
  });

  it('the staff list spans employers, shows archived jobs on request, and is closed to employers', async () => {
    await ctx.db.query(`update jobs set status = 'archived' where id = $1`, [jobA]);
    const filter = encodeURIComponent(JSON.stringify({ where: { status: 'archived', employerId: employerA } }));
    const res = await call(ctx, 'GET', `/v4/job/summary?filter=${filter}`, { token: staff.token });
    expect(res.json<JobSummaryRow[]>().map((r) => r.id)).toEqual([jobA]);
    const count = await call(ctx, 'GET', `/v4/job/summary/count?filter=${filter}`, { token: staff.token });
    expect(count.json()).toEqual({ count: 1 });
    expect((await call(ctx, 'GET', '/v4/job/summary', { token: ownerA.token })).statusCode).toBe(403);
    // Employers cannot set staff statuses.
    expect((await call(ctx, 'PATCH', `/v4/job/${jobA}`, { token: ownerA.token, body: { status: 'expired' } })).statusCode).toBe(403);
    await ctx.db.query(`update jobs set status = 'draft' where id = $1`, [jobA]);
  });
});

describe('jobs list sorting and filters', () => {
  let employer: number;
  let owner: TestUser;
  let other: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    employer = await createEmployer(ctx, `Sorting Co ${RUN}`);
    await subscribe(employer, 10);
    owner = await createUser(ctx, { group: 'Company Admin', employerIds: [employer] });
    other = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employer] });
    const applicantsByJob: Record<string, string[]> = {
      a: ['New', 'New', 'Contact', 'Interview'],
      b: ['New', 'Client', 'Client', 'Offer', 'Offer', 'Offer'],
      c: ['Review'],
    };
    for (const [key, statuses] of Object.entries(applicantsByJob)) {
      const creator = key === 'c' ? other : owner;
      const res = await call(ctx, 'POST', '/v4/job', { token: creator.token, body: { employerId: employer, displayTitle: `Sort ${key}`, city: key === 'b' ? 'Toledo' : 'Akron' } });
      ids[key] = res.json<JobSaveAnswer>().job.id;
      for (const status of statuses) {
        const p = await createUser(ctx, { group: 'Expert' });
        await ctx.db.query('insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, $3)', [ids[key]!, p.id, status]);
      }
    }
    await ctx.db.query(`update jobs set status = 'removed' where id = $1`, [ids.c!]);
  });

  const list = async (filter: object, extra = '') => {
    const res = await call(ctx, 'GET', `/v4/employer/${employer}/job/summary?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    return res.json<JobSummaryRow[]>();
  };

  it('counts applicants per status and sorts by them both ways', async () => {
    const all = { status: { inq: ['live', 'draft', 'removed'] } };
    const byNew = await list({ where: all, order: 'newApplications DESC' });
    expect(byNew.map((r) => r.id)).toEqual([ids.a, ids.b, ids.c]);
    expect(byNew[0]!.applicantCounts).toMatchObject({ newApplications: 3, outreach: 1, interview: 1 });
    const byOffer = await list({ where: all, order: ['offer DESC'] });
    expect(byOffer[0]!.id).toBe(ids.b);
    const byEngagedAsc = await list({ where: all, order: ['engaged ASC'] });
    expect(byEngagedAsc.at(-1)!.id).toBe(ids.b);
    const byReviewed = await list({ where: all, order: ['reviewed DESC'] });
    expect(byReviewed[0]!.id).toBe(ids.c);
  });

  it('defaults to Live and Draft, drops empty filter values, filters Mine and searches', async () => {
    expect((await list({})).map((r) => r.id).sort()).toEqual([ids.a, ids.b].sort());
    expect((await list({ where: { status: '', employerUserProfileId: '' } })).length).toBe(2);
    expect((await list({ where: { status: { inq: [] }, employerAssigneeId: null } })).length).toBe(2);
    const mine = await list({ where: { status: { inq: ['live', 'draft', 'removed'] }, employerUserProfileId: other.id } });
    expect(mine.map((r) => r.id)).toEqual([ids.c]);
    expect((await list({}, '&search=toledo')).map((r) => r.id)).toEqual([ids.b]);
    const page = await list({ where: { status: { inq: ['live', 'draft', 'removed'] } }, order: 'newApplications DESC', limit: 1, skip: 1 });
    expect(page.map((r) => r.id)).toEqual([ids.b]);
    const count = await call(ctx, 'GET', `/v4/employer/${employer}/job/summary/count`, { token: owner.token });
    expect(count.json()).toEqual({ count: 2 });
  });

  it('rejects unknown sort keys instead of guessing', async () => {
    const res = await call(ctx, 'GET', `/v4/employer/${employer}/job/summary?filter=${encodeURIComponent(JSON.stringify({ order: 'password DESC' }))}`, { token: owner.token });
    expect(res.statusCode).toBe(400);
  });
});

describe('taxonomy reads and title normalisation', () => {
  it('machines come with the brands that make them', async () => {
    const res = await call(ctx, 'GET', '/v4/public/taxonomy-machine?search=vertical');
    const vmc = res.json<{ id: number; brands: { name: string }[] }[]>().find((m) => m.id === tax.vmc)!;
    const names = vmc.brands.map((b) => b.name);
    expect(names).toEqual(expect.arrayContaining(['Haas', 'Mazak']));
    expect(names).not.toContain('Hypertherm');
  });

  it('maps a free-text title to the taxonomy and keeps the text', async () => {
    const res = await call(ctx, 'GET', `/v4/normalize-job-title-full-obj?jobTitle=${encodeURIComponent('cnc machinist (2nd shift)')}`, { token: ownerA.token });
    expect(res.json()).toMatchObject({ jobTitle: { id: tax.cncTitle, title: 'CNC Machinist' }, jobTitleCustom: 'cnc machinist (2nd shift)' });
    const none = await call(ctx, 'GET', `/v4/normalize-job-title-full-obj?jobTitle=${encodeURIComponent('Pastry Chef')}`, { token: ownerA.token });
    expect(none.json()).toMatchObject({ jobTitle: null, jobTitleCustom: 'Pastry Chef' });
  });
});

describe('idempotent create', () => {
  it('a retried POST /job with the same Idempotency-Key answers the same job', async () => {
    const key = `create-${RUN}`;
    const body = { employerId: employerA, displayTitle: 'Retry job' };
    const first = await call(ctx, 'POST', '/v4/job', { token: ownerA.token, body, headers: { 'idempotency-key': key } });
    const second = await call(ctx, 'POST', '/v4/job', { token: ownerA.token, body, headers: { 'idempotency-key': key } });
    expect(second.json<JobSaveAnswer>().job.id).toBe(first.json<JobSaveAnswer>().job.id);
  });
});
