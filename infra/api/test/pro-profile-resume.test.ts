import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX_MIME, PDF_MIME, RESUME_TEXTS, needsConfirmation, type ResumeParse } from '@floorhire/domain-pro-profile';
import { call, closeContext, createEmployer, createUser, RUN, testContext, uniqueEmail, type TestContext, type TestUser } from './helpers';
import { dataUrlOf, resumeDocx, resumePdf } from './resume-fixtures';

// Pro sign-up and resume parsing on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): real PDF and Word files, parsed by the background worker.

let ctx: TestContext;
let pdfUrl: string;
let docxUrl: string;
const ids: Record<string, number> = {};

async function term(table: string, column: string, name: string, extra = ''): Promise<number> {
  const found = await ctx.db.one<{ id: number }>(`select id from ${table} where lower(${column}) = lower($1)`, [name]);
  if (found) return found.id;
  return (await ctx.db.one<{ id: number }>(`insert into ${table} (${column}${extra ? ', category' : ''}) values ($1${extra ? `, ${extra}` : ''}) returning id`, [name]))!.id;
}

beforeAll(async () => {
  ctx = await testContext();
  ids.machinist = await term('job_titles', 'title', 'CNC Machinist');
  ids.operator = await term('job_titles', 'title', 'Machine Operator');
  ids.blueprint = await term('job_skills', 'name', 'Blueprint Reading', '1');
  ids.mill = await term('machines', 'name', 'CNC Mill');
  ids.haas = await term('brands', 'name', 'Haas');
  await ctx.db.query('insert into machine_brand_maps (machine_id, brand_id) values ($1, $2) on conflict do nothing', [ids.mill, ids.haas]);
  pdfUrl = dataUrlOf(await resumePdf(), PDF_MIME);
  docxUrl = dataUrlOf(await resumeDocx(), DOCX_MIME);
});
afterAll(closeContext);

async function signUp(): Promise<{ token: string; userId: number; proId: number; email: string }> {
  const email = uniqueEmail('pro-signup');
  const res = await call(ctx, 'POST', '/v4/public/signup/pro', {
    body: { email, password: 'Strong-pass-1', nameFirst: 'Jordan', nameLast: 'Rivera', phone: '9375550142', postalCode: '45402' },
  });
  expect(res.statusCode).toBe(201);
  const token = res.json<{ accessToken: string }>().accessToken;
  const me = await call(ctx, 'GET', '/v4/user-profile/me?include=["pro"]', { token });
  const body = me.json<{ id: number; groupMembership: string; pro: { id: number; postalCode: string } }>();
  return { token, userId: body.id, proId: body.pro.id, email };
}

async function finish(parseId: string, token?: string): Promise<ResumeParse> {
  await ctx.app.deps.worker.runDue();
  const res = await call(ctx, 'GET', `/v4/public/resume/parse/${parseId}`, token ? { token } : {});
  expect(res.statusCode).toBe(200);
  return res.json<ResumeParse>();
}

describe('pro sign-up', () => {
  it('creates a signed-in pro (group Expert) with a pro profile holding the postal code', async () => {
    const email = uniqueEmail('pro-signup');
    const res = await call(ctx, 'POST', '/v4/public/signup/pro', {
      body: { email, password: 'Strong-pass-1', nameFirst: 'Sam', nameLast: 'Lee', phone: '3125550100', postalCode: '60601' },
    });
    expect(res.statusCode).toBe(201);
    const me = await call(ctx, 'GET', '/v4/user-profile/me?include=["pro"]', { token: res.json<{ accessToken: string }>().accessToken });
    expect(me.json()).toMatchObject({ email, groupMembership: 'Expert', userRoles: [{ roleMembership: 'user.pro' }], pro: { postalCode: '60601' } });
    const again = await call(ctx, 'POST', '/v4/public/signup/pro', { body: { email, password: 'Strong-pass-1', nameFirst: 'Sam', nameLast: 'Lee' } });
    expect(again.statusCode).toBe(409);
  });
});

describe('resume parsing', () => {
  it('a visitor parses a real PDF in the background and reads fields with confidences', async () => {
    const res = await call(ctx, 'POST', '/v4/public/resume/parse', { body: { resumeDataUrl: pdfUrl, fileName: 'jordan.pdf' } });
    expect(res.statusCode).toBe(202);
    const queued = res.json<ResumeParse>();
    expect(queued).toMatchObject({ status: 'uploaded', progress: 10, resumeData: null, mimeType: PDF_MIME });
    const done = await finish(queued.parseId);
    expect(done).toMatchObject({ status: 'completed', progress: 100, resumeUrl: `/v4/resume/file/${queued.parseId}` });
    expect(done.resumeText).toContain('Acme Precision Manufacturing Inc');
    const data = done.resumeData!;
    expect(data.email?.value).toBe('jordan.rivera@example.test');
    expect(data.jobTitles.map((t) => t.value.id)).toEqual(expect.arrayContaining([ids.machinist, ids.operator]));
    expect(data.machines.find((m) => m.value.id === ids.mill)?.value.brandIds).toEqual([ids.haas]);
    expect(data.history[0]!.value).toMatchObject({ employerName: 'Acme Precision Manufacturing Inc', jobTitleId: ids.machinist, startYYYYMM: 201903, endYYYYMM: null });
    expect(data.history.some(needsConfirmation)).toBe(true);
    // The file itself comes back as uploaded.
    const file = await call(ctx, 'GET', done.resumeUrl);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, PDF_MIME]);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads a Word .docx the same way', async () => {
    const res = await call(ctx, 'POST', '/v4/public/resume/parse', { body: { resumeDataUrl: docxUrl, fileName: 'jordan.docx' } });
    const done = await finish(res.json<ResumeParse>().parseId);
    expect(done.status).toBe('completed');
    expect(done.resumeData?.history.map((h) => h.value.employerName)).toEqual(['Acme Precision Manufacturing Inc', 'Buckeye Plastics LLC']);
  });

  it('refuses other file types and files over 5 MB in the texts of the domain', async () => {
    const gif = await call(ctx, 'POST', '/v4/public/resume/parse', { body: { resumeDataUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' } });
    expect([gif.statusCode, gif.json<{ message: string }>().message]).toEqual([415, RESUME_TEXTS.unsupportedType]);
    const big = `data:${PDF_MIME};base64,${'A'.repeat(Math.ceil((5_000_001 * 4) / 3) + 4)}`;
    const tooLarge = await call(ctx, 'POST', '/v4/public/resume/parse', { body: { resumeDataUrl: big } });
    expect([tooLarge.statusCode, tooLarge.json<{ message: string }>().message]).toEqual([400, RESUME_TEXTS.fileTooLarge]);
  });

  it('a PDF that is not a PDF ends in error with a message, not a retry loop', async () => {
    const res = await call(ctx, 'POST', '/v4/public/resume/parse', { body: { resumeDataUrl: dataUrlOf(new TextEncoder().encode(`not a pdf ${RUN}`), PDF_MIME) } });
    const done = await finish(res.json<ResumeParse>().parseId);
    expect(done).toMatchObject({ status: 'error', message: RESUME_TEXTS.unreadable, resumeData: null });
  });

  it('a retry with the same Idempotency-Key names the same parse', async () => {
    const headers = { 'idempotency-key': `resume-${RUN}` };
    const first = await call(ctx, 'POST', '/v4/public/resume/parse', { body: { resumeDataUrl: docxUrl }, headers });
    const second = await call(ctx, 'POST', '/v4/public/resume/parse', { body: { resumeDataUrl: docxUrl }, headers });
    expect(second.json<ResumeParse>().parseId).toBe(first.json<ResumeParse>().parseId);
  });
});

describe('the pro resume', () => {
  let pro: Awaited<ReturnType<typeof signUp>>;
  let other: TestUser;
  let employerUser: TestUser;
  beforeAll(async () => {
    pro = await signUp();
    other = await createUser(ctx, { group: 'Expert' });
    employerUser = await createUser(ctx, { group: 'Company Admin', employerIds: [await createEmployer(ctx)] });
  });

  it('a pro uploads to its own profile; progress reaches its event topic', async () => {
    const res = await call(ctx, 'POST', `/v4/pro/${pro.proId}/resume`, { token: pro.token, body: { resumeDataUrl: pdfUrl, fileName: 'me.pdf' } });
    expect(res.statusCode).toBe(202);
    const parse = res.json<ResumeParse>();
    expect(parse.proId).toBe(pro.proId);
    const done = await finish(parse.parseId, pro.token);
    expect(done.status).toBe('completed');
    const events = await ctx.db.query<{ payload: { status: string } }>(`select payload from platform_events where topic = $1 and type = 'resume.progress' order by position`, [`user:${pro.userId}`]);
    expect(events.rows.map((e) => e.payload.status)).toEqual(['uploaded', 'processing', 'completed']);
    // Owned now: the parse and the file are the pro's alone.
    expect((await call(ctx, 'GET', `/v4/public/resume/parse/${parse.parseId}`)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/public/resume/parse/${parse.parseId}`, { token: other.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/resume/file/${parse.parseId}`, { token: employerUser.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/resume/file/${parse.parseId}`, { token: pro.token })).statusCode).toBe(200);
  });

  it('a pro takes over the parse made before sign-up (the apply flow)', async () => {
    const visitor = (await call(ctx, 'POST', '/v4/public/resume/parse', { body: { resumeDataUrl: docxUrl } })).json<ResumeParse>();
    const claimed = await call(ctx, 'POST', `/v4/pro/${pro.proId}/resume`, { token: pro.token, body: { parseId: visitor.parseId } });
    expect([claimed.statusCode, claimed.json<ResumeParse>().parseId]).toEqual([202, visitor.parseId]);
    // Nobody else can take it now.
    const otherPro = (await call(ctx, 'GET', '/v4/user-profile/me?include=["pro"]', { token: other.token })).json<{ pro: { id: number } }>().pro.id;
    expect((await call(ctx, 'POST', `/v4/pro/${otherPro}/resume`, { token: other.token, body: { parseId: visitor.parseId } })).statusCode).toBe(404);
  });

  it("a pro cannot upload to another pro's profile, and an employer user cannot upload at all", async () => {
    expect((await call(ctx, 'POST', `/v4/pro/${pro.proId}/resume`, { token: other.token, body: { resumeDataUrl: pdfUrl } })).statusCode).toBe(404);
    expect((await call(ctx, 'POST', `/v4/pro/${pro.proId}/resume`, { token: employerUser.token, body: { resumeDataUrl: pdfUrl } })).statusCode).toBe(403);
  });
});
