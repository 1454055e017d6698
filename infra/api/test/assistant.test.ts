import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, closeContext, createEmployer, createUser, testContext, type TestContext, type TestUser } from './helpers';

// The assistant of spec 001 §4/§7: a request answers a documentId, a durable background job
// writes the text, the client polls; Stop wins over a late result; documents are private.

let ctx: TestContext;
let owner: TestUser;
let colleague: TestUser;
let pro: TestUser;

beforeAll(async () => {
  ctx = await testContext();
  const employer = await createEmployer(ctx);
  owner = await createUser(ctx, { group: 'Company Admin', employerIds: [employer] });
  colleague = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employer] });
  pro = await createUser(ctx, { group: 'Expert' });
  const upsert = async (table: string, column: string, name: string) =>
    (await ctx.db.one<{ id: number }>(`select id from ${table} where lower(${column}) = lower($1)`, [name]))?.id ??
    (await ctx.db.one<{ id: number }>(`insert into ${table} (${column}) values ($1) returning id`, [name]))!.id;
  const title = await upsert('job_titles', 'title', 'Press Brake Operator');
  const machine = await upsert('machines', 'name', 'Press Brake');
  const brand = await upsert('brands', 'name', 'Trumpf');
  await ctx.db.query('insert into machine_brand_maps (machine_id, brand_id) values ($1, $2) on conflict do nothing', [machine, brand]);
  await ctx.db.query(`insert into responsibilities (name, job_title_id) values ('Set up press brake tooling and bend parts to print', $1)`, [title]);
});
afterAll(closeContext);
beforeEach(() => ctx.app.deps.limiter.reset());

const descriptionBody = {
  jobTitle: 'Press Brake Operator',
  location: 'Wichita, KS',
  skills: ['Bend Allowance and K-Factor', 'Blueprint Reading'],
  brands: ['Trumpf'],
  shift: 1,
  payRateMin: 21,
  payRateMax: 27,
};

describe('assistant generation', () => {
  it('writes a job description that names the inputs, after the background job runs', async () => {
    const start = await call(ctx, 'POST', '/v4/gpt-helper/generate-temporary-job-description', { token: owner.token, body: descriptionBody });
    expect(start.statusCode).toBe(202);
    const { documentId } = start.json<{ documentId: string }>();
    const pending = await call(ctx, 'GET', `/v4/gpt-helper/get-temporary-job-description/${documentId}`, { token: owner.token });
    expect(pending.json()).toMatchObject({ documentId, status: 'pending', jobDescription: null });

    await ctx.app.deps.worker.runDue();
    const done = await call(ctx, 'GET', `/v4/gpt-helper/get-temporary-job-description/${documentId}`, { token: owner.token });
    const { status, jobDescription } = done.json<{ status: string; jobDescription: string }>();
    expect(status).toBe('fulfilled');
    for (const expected of ['Press Brake Operator', 'Wichita, KS', 'Bend Allowance and K-Factor', 'Trumpf Press Brake', 'first shift', '$21 - $27/hr', 'Set up press brake tooling and bend parts to print']) {
      expect(jobDescription).toContain(expected);
    }
  });

  it('writes 3 to 7 screener questions about the skills and brands', async () => {
    const start = await call(ctx, 'POST', '/v4/gpt-helper/generate-temporary-screening-questions', {
      token: owner.token,
      body: { jobTitle: 'Press Brake Operator', skills: ['Bend Allowance and K-Factor'], brands: ['Trumpf'] },
    });
    const { documentId } = start.json<{ documentId: string }>();
    await ctx.app.deps.worker.runDue();
    const done = await call(ctx, 'GET', `/v4/gpt-helper/get-temporary-screening-questions/${documentId}`, { token: owner.token });
    const questions = done.json<{ screeningQuestions: string[] }>().screeningQuestions;
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(7);
    expect(questions.some((q) => q.includes('Trumpf'))).toBe(true);
    expect(questions.some((q) => q.includes('Bend Allowance and K-Factor'))).toBe(true);
  });

  it('Stop wins: a stopped document is never filled in', async () => {
    const { documentId } = (await call(ctx, 'POST', '/v4/gpt-helper/generate-temporary-job-description', { token: owner.token, body: descriptionBody })).json<{ documentId: string }>();
    const stopped = await call(ctx, 'POST', `/v4/gpt-helper/stop-temporary-document/${documentId}`, { token: owner.token });
    expect(stopped.json()).toEqual({ documentId, status: 'stopped' });
    await ctx.app.deps.worker.runDue();
    const after = await call(ctx, 'GET', `/v4/gpt-helper/get-temporary-job-description/${documentId}`, { token: owner.token });
    expect(after.json()).toMatchObject({ status: 'stopped', jobDescription: null });
  });

  it('a retried request with the same Idempotency-Key names the same document', async () => {
    const headers = { 'idempotency-key': `desc-${Date.now()}` };
    const a = await call(ctx, 'POST', '/v4/gpt-helper/generate-temporary-job-description', { token: owner.token, body: descriptionBody, headers });
    const b = await call(ctx, 'POST', '/v4/gpt-helper/generate-temporary-job-description', { token: owner.token, body: descriptionBody, headers });
    expect(b.json()).toEqual(a.json());
  });

  it('documents are private to their requester, need a job title, and are closed to pros', async () => {
    const { documentId } = (await call(ctx, 'POST', '/v4/gpt-helper/generate-temporary-job-description', { token: owner.token, body: descriptionBody })).json<{ documentId: string }>();
    expect((await call(ctx, 'GET', `/v4/gpt-helper/get-temporary-job-description/${documentId}`, { token: colleague.token })).statusCode).toBe(404);
    expect((await call(ctx, 'POST', `/v4/gpt-helper/stop-temporary-document/${documentId}`, { token: colleague.token })).statusCode).toBe(404);
    // A description id is not a questions document.
    expect((await call(ctx, 'GET', `/v4/gpt-helper/get-temporary-screening-questions/${documentId}`, { token: owner.token })).statusCode).toBe(404);
    const noTitle = await call(ctx, 'POST', '/v4/gpt-helper/generate-temporary-job-description', { token: owner.token, body: { ...descriptionBody, jobTitle: '  ' } });
    expect(noTitle.json()).toMatchObject({ statusCode: 400, field: 'jobTitle', message: 'A job title is required to generate text' });
    expect((await call(ctx, 'POST', '/v4/gpt-helper/generate-temporary-job-description', { token: pro.token, body: descriptionBody })).statusCode).toBe(403);
  });
});
