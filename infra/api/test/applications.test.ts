import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICANT_TEXTS, NOTE_TEXTS, runBulkStatusChange, type ApplicantDetail, type ApplicantListItem, type NoteDto, type ScoreAnswer } from '@floorhire/domain-applications';
import { call, closeContext, createUser, testContext, type TestContext } from './helpers';
import { createHiringFixture, type HiringFixture } from './applications-fixtures';

let ctx: TestContext;
let f: HiringFixture;

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  ctx = await testContext();
  f = await createHiringFixture(ctx, { pros: 5 });
  await ctx.app.deps.worker.runDue();
});
afterAll(closeContext);

describe('applicants of a job', () => {
  it('lists New Applicants by score descending, 10 a page, with each score\'s evidence', async () => {
    const res = await call(ctx, 'GET', `/v4/job/${f.jobId}/job-applicant?filter=${enc({ where: { tab: 'New Applicants' } })}`, { token: f.manager.token });
    expect(res.statusCode).toBe(200);
    const list = res.json<ApplicantListItem[]>();
    expect(list).toHaveLength(5);
    const scores = list.map((a) => a.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(list[0]!.userProfileId).toBe(f.pros[0]!.id);
    expect(list[0]!.statusLabel).toBe('New Applications');
    expect(list[0]!.scoreEvidence?.items.find((i) => i.criterion === 'title')?.status).toBe('matched');
    expect(Number.isInteger((list[0]!.score ?? 0) * 10)).toBe(true);
  });

  it('sorts by last name, pages with limit and skip, and counts per tab', async () => {
    const page = await call(ctx, 'GET', `/v4/job/${f.jobId}/job-applicant?filter=${enc({ order: 'nameLast ASC', limit: 2, skip: 1 })}`, { token: f.manager.token });
    expect(page.json<ApplicantListItem[]>().map((a) => a.userProfile.nameLast[0])).toEqual(['B', 'C']);
    const count = await call(ctx, 'GET', `/v4/job/${f.jobId}/job-applicant/count`, { token: f.manager.token });
    expect(count.json()).toMatchObject({ count: 5, byTab: { 'New Applicants': 5, 'All Open': 5, Rejected: 0 } });
    expect(Object.keys(count.json<{ byTab: object }>().byTab)).not.toContain('Other');
    const staffCount = await call(ctx, 'GET', `/v4/job/${f.jobId}/job-applicant/count`, { token: f.staff.token });
    expect(Object.keys(staffCount.json<{ byTab: object }>().byTab)).toContain('Other');
  });

  it('searches by name with the allowed characters and by phone digits', async () => {
    const byName = await call(ctx, 'GET', `/v4/job/${f.jobId}/job-applicant?search=${encodeURIComponent('%caSEy*')}`, { token: f.manager.token });
    expect(byName.json<ApplicantListItem[]>().map((a) => a.userProfile.nameLast)).toEqual([expect.stringMatching(/^Casey/u)]);
    const phone = f.pros[3]!;
    const digits = (await ctx.db.one<{ phone: string }>('select phone from user_profiles where id = $1', [phone.id]))!.phone;
    const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const byPhone = await call(ctx, 'GET', `/v4/job/${f.jobId}/job-applicant?search=${encodeURIComponent(formatted)}`, { token: f.manager.token });
    expect(byPhone.json<ApplicantListItem[]>().map((a) => a.userProfileId)).toEqual([phone.id]);
  });

  it('hides another employer\'s job and refuses pros', async () => {
    expect((await call(ctx, 'GET', `/v4/job/${f.jobId}/job-applicant`, { token: f.otherEmployerUser.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/job/${f.jobId}/job-applicant`, { token: f.pros[0]!.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/v4/job/${f.jobId}/job-applicant?filter=${enc({ order: 'drop table' })}`, { token: f.manager.token })).statusCode).toBe(400);
  });
});

describe('status changes', () => {
  it('moves an applicant, writes the history with its creator and the timeline texts', async () => {
    const id = f.applicantIds[1]!;
    const res = await call(ctx, 'PATCH', `/v4/job-applicant/${id}`, { token: f.manager.token, body: { status: 'Client' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, applicant: { status: 'Client', statusLabel: 'Engaged' } });
    const reject = await call(ctx, 'PATCH', `/v4/job-applicant/${id}?silent=false`, { token: f.manager.token, body: { status: 'Rejected', rejectionReason: 'Needs more lathe time' } });
    expect(reject.json()).toMatchObject({ changed: true, applicant: { rejectionReason: 'Needs more lathe time' } });
    const detail = (await call(ctx, 'GET', `/v4/job-applicant/${id}`, { token: f.manager.token })).json<ApplicantDetail>();
    expect(detail.timeline.filter((t) => t.kind === 'status').map((t) => t.text)).toEqual([
      'Application created',
      'Status changed to Engaged',
      'Status changed to Rejected: Needs more lathe time',
    ]);
    expect(detail.statusHistories.at(-1)).toMatchObject({ status: 'Rejected', creatorId: f.manager.id, creator: { id: f.manager.id } });
    const mail = await ctx.db.one<{ subject: string }>(`select subject from outbox_messages where user_profile_id = $1 and template = 'applicant-status'`, [f.pros[1]!.id]);
    expect(mail?.subject).toMatch(/^Update on your application/u);
  });

  it('is silent by default and answers changed: false for the status it already has', async () => {
    const id = f.applicantIds[2]!;
    await call(ctx, 'PATCH', `/v4/job-applicant/${id}`, { token: f.admin.token, body: { status: 'Review' } });
    const again = await call(ctx, 'PATCH', `/v4/job-applicant/${id}`, { token: f.admin.token, body: { status: 'Review' } });
    expect(again.json()).toMatchObject({ changed: false, applicant: { status: 'Review' } });
    const rows = await ctx.db.one<{ n: number }>(`select count(*)::int as n from job_applicant_status_history where job_applicant_id = $1 and status = 'Review'`, [id]);
    expect(rows?.n).toBe(1);
    const mail = await ctx.db.one(`select 1 from outbox_messages where user_profile_id = $1 and template = 'applicant-status'`, [f.pros[2]!.id]);
    expect(mail).toBeUndefined();
  });

  it('keeps employers from setting Notified and staff-only statuses, and pros to withdrawing', async () => {
    const id = f.applicantIds[3]!;
    expect((await call(ctx, 'PATCH', `/v4/job-applicant/${id}`, { token: f.manager.token, body: { status: 'Notified' } })).statusCode).toBe(422);
    expect((await call(ctx, 'PATCH', `/v4/job-applicant/${id}`, { token: f.pros[3]!.token, body: { status: 'Hired' } })).statusCode).toBe(422);
    expect((await call(ctx, 'PATCH', `/v4/job-applicant/${id}`, { token: f.otherEmployerUser.token, body: { status: 'Review' } })).statusCode).toBe(404);
    const withdraw = await call(ctx, 'PATCH', `/v4/job-applicant/${id}`, { token: f.pros[3]!.token, body: { status: 'Not interested', notInterestedReason: 'Took another job' } });
    expect(withdraw.statusCode).toBe(200);
    const detail = (await call(ctx, 'GET', `/v4/job-applicant/${id}`, { token: f.staff.token })).json<ApplicantDetail>();
    expect(detail.timeline.at(-1)?.text).toBe('Status changed to Not interested: Took another job');
    expect(detail.notInterestedReasons[0]?.reason).toBe('Took another job');
  });

  it('bulk-moves with a pool of 5: skips those already in the target status; none left says No status changed', async () => {
    const fx = await createHiringFixture(ctx, { pros: 6 });
    await call(ctx, 'PATCH', `/v4/job-applicant/${fx.applicantIds[0]}`, { token: fx.manager.token, body: { status: 'Review' } });
    const list = (await call(ctx, 'GET', `/v4/job/${fx.jobId}/job-applicant?filter=${enc({ where: { status: 'All' } })}`, { token: fx.manager.token })).json<ApplicantListItem[]>();
    let calls = 0;
    const patch = async (a: ApplicantListItem) => {
      calls += 1;
      const res = await call(ctx, 'PATCH', `/v4/job-applicant/${a.id}`, { token: fx.manager.token, body: { status: 'Review' } });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json<{ changed: boolean }>();
    };
    const first = await runBulkStatusChange(list, 'Review', patch);
    expect(first).toMatchObject({ changed: 5, skipped: 1, failed: 0, message: APPLICANT_TEXTS.statusesChanged });
    expect(calls).toBe(5);
    const again = (await call(ctx, 'GET', `/v4/job/${fx.jobId}/job-applicant?filter=${enc({ where: { tab: 'Review' } })}`, { token: fx.manager.token })).json<ApplicantListItem[]>();
    expect(again).toHaveLength(6);
    const second = await runBulkStatusChange(again, 'Review', patch);
    expect(second.message).toBe('No status changed');
    expect(calls).toBe(5);
  });
});

describe('applicant detail', () => {
  it('carries contact, work, education, screener answers and the job, and is 404 across employers', async () => {
    const id = f.applicantIds[0]!;
    await ctx.db.query(`insert into screener_questions (job_id, question, display_order) values ($1, 'Can you read blueprints?', 1), ($1, 'Can you lift 50 lb?', 2)`, [f.jobId]);
    const q1 = (await ctx.db.one<{ id: number }>(`select id from screener_questions where job_id = $1 and display_order = 1`, [f.jobId]))!;
    await ctx.db.query('insert into screener_answers (job_applicant_id, screener_question_id, answer) values ($1, $2, $3)', [id, q1.id, 'Yes, daily']);
    const res = await call(ctx, 'GET', `/v4/job-applicant/${id}`, { token: f.manager.token });
    expect(res.statusCode).toBe(200);
    const d = res.json<ApplicantDetail>();
    expect(d.contact.email).toBe(f.pros[0]!.email);
    expect(d.workHistory[0]).toMatchObject({ employerName: 'Midwest Tool', endYYYYMM: null });
    expect(d.education[0]).toMatchObject({ school: 'Harper College' });
    expect(d.screenerAnswers.map((a) => a.answer)).toEqual(['Yes, daily', null]);
    expect(d.url).toBe(`/employer/jobs/${f.jobId}/pro/${f.pros[0]!.id}/application/${id}`);
    expect((await call(ctx, 'GET', `/v4/job-applicant/${id}/screener-question-answers`, { token: f.manager.token })).json()).toHaveLength(2);
    expect((await call(ctx, 'GET', `/v4/job-applicant/${id}`, { token: f.otherEmployerUser.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/job-applicant/${id}`, { token: f.pros[1]!.token })).statusCode).toBe(404);
    const own = (await call(ctx, 'GET', `/v4/job-applicant/${id}`, { token: f.pros[0]!.token })).json<ApplicantDetail>();
    expect(own.score).toBeNull();
    expect(own.notes).toEqual([]);
  });

  it('sends screening again: counts and stamps, and an Idempotency-Key retry changes nothing', async () => {
    const id = f.applicantIds[0]!;
    const headers = { 'idempotency-key': 'abc-1' };
    const first = await call(ctx, 'POST', `/v4/job-applicant/${id}/send-screening`, { token: f.manager.token, headers });
    expect(first.json()).toMatchObject({ screeningSentCount: 1 });
    const retry = await call(ctx, 'POST', `/v4/job-applicant/${id}/send-screening`, { token: f.manager.token, headers });
    expect(retry.json()).toMatchObject({ screeningSentCount: 1 });
    const second = await call(ctx, 'POST', `/v4/job-applicant/${id}/send-screening`, { token: f.manager.token });
    expect(second.json()).toMatchObject({ screeningSentCount: 2 });
    const mails = await ctx.db.one<{ n: number }>(`select count(*)::int as n from outbox_messages where user_profile_id = $1 and template = 'send-screening'`, [f.pros[0]!.id]);
    expect(mails?.n).toBe(2);
  });

  it('answers a real PDF of the profile with the pro\'s name', async () => {
    const id = f.applicantIds[0]!;
    const res = await call(ctx, 'GET', `/v4/job-applicant/${id}/profile-pdf`, { token: f.manager.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF/u);
    // Page text sits in the pages' content streams as hex strings; pdf-lib finds and inflates the
    // streams (a regex over the raw bytes broke when a compressed stream happened to end in \r).
    const pdf = await PDFDocument.load(bytes);
    let text = '';
    for (const page of pdf.getPages()) {
      const contents = page.node.Contents();
      const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
      for (const stream of streams) {
        if (!(stream instanceof PDFRawStream)) continue;
        const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
        for (const h of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/gu)) text += `${Buffer.from(h[1]!, 'hex').toString('latin1')}\n`;
      }
    }
    const name = (await ctx.db.one<{ n: string }>(`select name_first || ' ' || name_last as n from user_profiles where id = $1`, [f.pros[0]!.id]))!.n;
    expect(text).toContain(name);
    expect(text).toContain('Midwest Tool');
    expect((await call(ctx, 'GET', `/v4/job-applicant/${id}/profile-pdf`, { token: f.otherEmployerUser.token })).statusCode).toBe(404);
  });
});

describe('notes', () => {
  it('creates, lists in server order and deletes employer notes with the spec messages', async () => {
    const pro = f.pros[0]!;
    const url = `/v4/employer/${f.employerId}/pro/${pro.id}/note`;
    const a = await call(ctx, 'POST', url, { token: f.manager.token, body: { description: 'Strong on lathes', jobApplicantId: f.applicantIds[0] } });
    expect(a.statusCode).toBe(201);
    expect(a.json<NoteDto>()).toMatchObject({ description: 'Strong on lathes', job: { jobApplicantId: f.applicantIds[0], url: expect.stringContaining('/employer/jobs/') } });
    await call(ctx, 'POST', url, { token: f.admin.token, body: { description: 'Call back Monday' } });
    const staffNote = await call(ctx, 'POST', `/v4/pro/${pro.id}/note`, { token: f.staff.token, body: { description: 'Staff only' } });
    expect(staffNote.statusCode).toBe(201);
    const list = (await call(ctx, 'GET', url, { token: f.manager.token })).json<NoteDto[]>();
    expect(list.map((n) => n.description)).toEqual(['Strong on lathes', 'Call back Monday']);
    const all = (await call(ctx, 'GET', `/v4/pro/${pro.id}/note`, { token: f.staff.token })).json<NoteDto[]>();
    expect(all.map((n) => n.description)).toEqual(['Strong on lathes', 'Call back Monday', 'Staff only']);
    expect((await call(ctx, 'DELETE', `/v4/pro-note/${list[0]!.id}`, { token: f.otherEmployerUser.token })).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', `/v4/pro-note/${staffNote.json<NoteDto>().id}`, { token: f.manager.token })).statusCode).toBe(404);
    const del = await call(ctx, 'DELETE', `/v4/pro-note/${list[0]!.id}`, { token: f.manager.token });
    expect(del.json()).toEqual({ message: NOTE_TEXTS.deleted });
    expect((await call(ctx, 'GET', url, { token: f.manager.token })).json<NoteDto[]>()).toHaveLength(1);
  });

  it('refuses empty notes, other employers and pros outside the pipeline', async () => {
    const url = `/v4/employer/${f.employerId}/pro/${f.pros[0]!.id}/note`;
    expect((await call(ctx, 'POST', url, { token: f.manager.token, body: { description: '   ' } })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', url, { token: f.otherEmployerUser.token })).statusCode).toBe(403);
    const stranger = await createUser(ctx, { group: 'Expert' });
    expect((await call(ctx, 'GET', `/v4/employer/${f.employerId}/pro/${stranger.id}/note`, { token: f.manager.token })).statusCode).toBe(404);
  });
});

describe('scoring', () => {
  it('answers GET /score with evidence, and "Score unavailable" while a changed profile is rescored', async () => {
    const id = f.applicantIds[0]!;
    const res = await call(ctx, 'GET', `/v4/score?jobApplicationId=${id}`, { token: f.manager.token });
    expect(res.statusCode).toBe(200);
    const body = res.json<ScoreAnswer>();
    expect(body.score).toBeGreaterThan(8);
    expect(body.evidence.items.map((i) => i.criterion)).toEqual(['title', 'skills', 'machines', 'experience', 'distance', 'pay', 'shifts']);
    // The pro stops working first shift: the score goes stale, then drops after the worker runs.
    await ctx.db.query('update pros set shift_first = false, shift_second = true where user_profile_id = $1', [f.pros[0]!.id]);
    const stale = await call(ctx, 'GET', `/v4/score?jobApplicationId=${id}`, { token: f.manager.token });
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toMatchObject({ message: APPLICANT_TEXTS.scoreUnavailable });
    await ctx.app.deps.worker.runDue();
    const after = (await call(ctx, 'GET', `/v4/score?jobApplicationId=${id}`, { token: f.manager.token })).json<ScoreAnswer>();
    expect(after.score).toBeLessThan(body.score);
    expect(after.evidence.items.find((i) => i.criterion === 'shifts')).toMatchObject({ status: 'missing', missing: ['First shift'] });
    expect((await call(ctx, 'GET', `/v4/score?jobApplicationId=${id}`, { token: f.otherEmployerUser.token })).statusCode).toBe(404);
  });

  it('scores a new application in the background after a pro applies', async () => {
    const pro = await createUser(ctx, { group: 'Expert' });
    const res = await call(ctx, 'POST', '/v4/job-applicant', { token: pro.token, body: { jobId: f.jobId, analyticOptions: { source: 'test' } } });
    expect(res.statusCode).toBe(201);
    const id = res.json<ApplicantListItem>().id;
    expect((await call(ctx, 'POST', '/v4/job-applicant', { token: pro.token, body: { jobId: f.jobId } })).statusCode).toBe(409);
    await ctx.app.deps.worker.runDue();
    const scored = await call(ctx, 'GET', `/v4/score?jobApplicationId=${id}`, { token: f.manager.token });
    expect(scored.statusCode).toBe(200);
    expect(scored.json<ScoreAnswer>().evidence.items.find((i) => i.criterion === 'title')?.status).toBe('missing');
  });
});
