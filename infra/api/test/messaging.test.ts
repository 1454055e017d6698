import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionItem } from '@floorhire/domain-applications';
import { MESSAGE_PAGE_SIZE, MESSAGING_API_TEXTS, MESSAGING_TEXTS, TOP_MATCHES_SHOWN, type ConversationPage, type DraftMessageAnswer, type Message, type MessagePage, type ProPanel, type TopMatches } from '@floorhire/domain-messaging';
import { releaseScheduled, twilioSignature, webhookKey, inboundUrl } from '../src/modules/messaging/messaging.service';
import { quietHoursRelease } from '../src/modules/messaging/quiet-hours';
import { createHiringFixture, q, type HiringFixture } from './applications-fixtures';
import { call, closeContext, createUser, testContext, type TestContext, type TestUser } from './helpers';

// The conversation service (spec 002 §7 Messaging) on a real database, both engines: tenancy,
// buckets, paging, SMS out through the outbox, replies and keywords through the signed webhook.

let ctx: TestContext;
let f: HiringFixture;
let phoneSeq = 0;

/** A number no other test file uses (the PostgreSQL run shares one database). */
function uniquePhone(): string {
  phoneSeq += 1;
  return `7${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 90) + 10)}${phoneSeq % 10}`.slice(0, 10);
}

/** A pro with a number of their own; unlocked by the fixture's employer unless told otherwise (ADR 037). */
async function proWithPhone(options: { unlocked?: boolean } = {}): Promise<{ user: TestUser; phone: string }> {
  const phone = uniquePhone();
  const user = await createUser(ctx, { group: 'Expert', phone });
  if (options.unlocked !== false) await unlock(f.employerId, user.id);
  return { user, phone };
}

async function unlock(employerId: number, userProfileId: number): Promise<void> {
  await ctx.db.query(`insert into pro_unlocks (employer_id, pro_user_profile_id, source) values ($1, $2, 'ppp') on conflict do nothing`, [employerId, userProfileId]);
}

beforeAll(async () => {
  ctx = await testContext();
  f = await createHiringFixture(ctx, { pros: 3 });
});
afterAll(closeContext);

const post = (url: string, token: string, body?: unknown, headers?: Record<string, string>) => call(ctx, 'POST', url, { token, body: body ?? {}, ...(headers ? { headers } : {}) });
const get = (url: string, token: string, headers?: Record<string, string>) => call(ctx, 'GET', url, { token, ...(headers ? { headers } : {}) });

/** Posts form fields to the webhook as the provider would, signed with the configured key. */
function inbound(fields: Record<string, string>, signature?: string) {
  const config = ctx.app.deps.config;
  return ctx.app.inject({
    method: 'POST',
    url: '/v4/sms/inbound',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature ?? twilioSignature(webhookKey(config), inboundUrl(config), fields) },
    payload: new URLSearchParams(fields).toString(),
  });
}

let sid = 0;
const reply = (phone: string, body: string) => inbound({ From: `+1${phone}`, To: '+15550000000', Body: body, MessageSid: `SM${Date.now()}${(sid += 1)}` });

describe('create and send', () => {
  it('creates the conversation, queues the SMS with the company and the STOP footer, and publishes on the employer topic', async () => {
    const { user, phone } = await proWithPhone();
    const res = await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'Hi, are you free Tuesday?', source: 'ppp' });
    expect(res.statusCode, res.body).toBe(201);
    const { conversationId, message } = res.json<{ conversationId: number; message: { id: number; senderId: number } }>();
    expect(message.senderId).toBe(f.manager.id);
    const sms = await q<{ body_text: string; status: string }>(ctx, `select body_text, status from outbox_messages where to_address = $1 order by id desc limit 1`, [phone]);
    expect(sms.status).toBe('queued');
    expect(sms.body_text).toMatch(/: Hi, are you free Tuesday\?\nReply STOP to opt out\.$/u);
    const event = await q<{ type: string; payload: { conversationId: number; messageId: number } }>(
      ctx,
      `select type, payload from platform_events where topic = $1 order by position desc limit 1`,
      [`employer:${f.employerId}`],
    );
    expect(event).toEqual({ type: 'conversation.message', payload: { conversationId, messageId: message.id, direction: 'outbound' } });
    // A second create for the same pro reuses the conversation; the footer is sent only once.
    const again = await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'Second note' });
    expect(again.json<{ conversationId: number }>().conversationId).toBe(conversationId);
    const second = await q<{ body_text: string }>(ctx, `select body_text from outbox_messages where to_address = $1 order by id desc limit 1`, [phone]);
    expect(second.body_text).not.toContain('STOP');
    const lookup = await get(`/v4/employer/${f.employerId}/user-profile/${user.id}/conversation`, f.manager.token);
    expect(lookup.json()).toEqual({ conversationId, employerName: expect.any(String), pro: { userProfileId: user.id, nameFirst: 'Test', nameLast: expect.any(String), unlocked: true } });
  });

  it('answers null for a pro without a conversation, and stores a retried send once (clientKey)', async () => {
    const { user } = await proWithPhone({ unlocked: false });
    // Before any application or unlock, the employer reads the last name's initial only.
    expect((await get(`/v4/employer/${f.employerId}/user-profile/${user.id}/conversation`, f.manager.token)).json()).toMatchObject({ conversationId: null, pro: { nameLast: expect.stringMatching(/^[A-Z]\.$/u) } });
    expect((await get(`/v4/employer/${f.employerId}/user-profile/${f.manager.id}/conversation`, f.manager.token)).statusCode).toBe(404);
    await unlock(f.employerId, user.id);
    const created = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'One' })).json<{ conversationId: number }>();
    const body = { message: 'Retry me', clientKey: 'client-key-0001' };
    const first = await post(`/v4/conversation/${created.conversationId}/message`, f.manager.token, body);
    const second = await post(`/v4/conversation/${created.conversationId}/message`, f.manager.token, body);
    expect(first.statusCode).toBe(201);
    expect(second.json<{ message: { id: number } }>().message.id).toBe(first.json<{ message: { id: number } }>().message.id);
    const count = await q<{ n: number }>(ctx, `select count(*)::int as n from messages where conversation_id = $1 and content = 'Retry me'`, [created.conversationId]);
    expect(count.n).toBe(1);
  });

  it('refuses an empty message and a senderId that is not the caller', async () => {
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: f.pros[0]!.id, message: 'Hello' })).json<{ conversationId: number }>().conversationId;
    const empty = await post(`/v4/conversation/${conversationId}/message`, f.manager.token, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(MESSAGING_API_TEXTS.messageRequired);
    const other = await post(`/v4/conversation/${conversationId}/message`, f.manager.token, { message: 'x', senderId: f.admin.id });
    expect(other.statusCode).toBe(400);
  });
});

describe('tenancy (spec 002 §6)', () => {
  it("never lets an employer read or write another employer's conversation", async () => {
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: f.pros[1]!.id, message: 'Private' })).json<{ conversationId: number }>().conversationId;
    const outsider = f.otherEmployerUser.token;
    for (const res of [
      await get(`/v4/message/conversation/${conversationId}/messages`, outsider),
      await post(`/v4/conversation/${conversationId}/message`, outsider, { message: 'Intrude' }),
      await post(`/v4/conversation/${conversationId}/read`, outsider),
      await get(`/v4/conversation/${conversationId}/pro`, outsider),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(MESSAGING_API_TEXTS.conversationNotFound);
    }
    expect((await get(`/v4/conversation?employerId=${f.employerId}`, outsider)).statusCode).toBe(403);
    expect((await post(`/v4/employer/${f.employerId}/conversation`, outsider, { userProfileId: f.pros[1]!.id, message: 'x' })).statusCode).toBe(403);
    const summaries = await get(`/v4/job-summaries?conversationIds=${JSON.stringify([conversationId])}`, outsider);
    expect(summaries.json()).toEqual([]);
    expect((await get(`/v4/conversation/admin/headers`, f.manager.token)).statusCode).toBe(403);
    expect((await post('/v4/sms/simulator/reply', f.manager.token, { phone: '3125550100', message: 'x' })).statusCode).toBe(403);
    // Pros have no employer messaging calls.
    expect((await get(`/v4/message/conversation/${conversationId}/messages`, f.pros[1]!.token)).statusCode).toBe(403);
  });
});

describe('who may start a conversation and what the pro panel shows (ADR 037)', () => {
  const conversationsOf = (employerId: number, userProfileId: number) =>
    q<{ n: number }>(ctx, 'select count(*)::int as n from conversations where employer_id = $1 and user_profile_id = $2', [employerId, userProfileId]);

  it('refuses a pro the employer may not see, with nothing stored, and takes an applicant or an unlocked pro', async () => {
    const { user } = await proWithPhone({ unlocked: false });
    const refused = await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'Hi' });
    expect([refused.statusCode, refused.json<{ message: string; error: string }>()]).toEqual([403, expect.objectContaining({ message: MESSAGING_API_TEXTS.proLocked, error: 'ProLocked' })]);
    expect((await conversationsOf(f.employerId, user.id)).n).toBe(0);
    // Notified is outreach the pro never answered, not an application.
    const notified = await q(ctx, `insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, 'Notified') returning id`, [f.jobId, user.id]);
    expect((await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'Hi' })).statusCode).toBe(403);
    await ctx.db.query(`update job_applicants set status = 'New' where id = $1`, [notified.id]);
    expect((await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'Hi' })).statusCode).toBe(201);
    const unlocked = await proWithPhone();
    expect((await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: unlocked.user.id, message: 'Hi' })).statusCode).toBe(201);
    // Staff reach every pro.
    const other = await proWithPhone({ unlocked: false });
    expect((await post(`/v4/employer/${f.employerId}/conversation`, f.staff.token, { userProfileId: other.user.id, message: 'Hi' })).statusCode).toBe(201);
  });

  it("refuses another employer's job, storing nothing", async () => {
    const otherEmployer = (await q(ctx, 'select employer_id as id from employer_users where user_profile_id = $1', [f.otherEmployerUser.id])).id;
    const draft = await q(ctx, `insert into jobs (employer_id, display_title, status) values ($1, 'Their secret draft', 'draft') returning id`, [otherEmployer]);
    const applicant = (await proWithPhone({ unlocked: false })).user;
    await ctx.db.query(`insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, 'New')`, [f.jobId, applicant.id]);
    const res = await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: applicant.id, message: 'Hi', jobId: draft.id });
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([404, MESSAGING_API_TEXTS.jobNotFound]);
    expect((await conversationsOf(f.employerId, applicant.id)).n).toBe(0);
  });

  it('needs an active plan: an expired employer may not start one, even with an applicant, nor read the pro panel', async () => {
    const expired = await createHiringFixture(ctx, { pros: 1, subscribed: false });
    const res = await post(`/v4/employer/${expired.employerId}/conversation`, expired.manager.token, { userProfileId: expired.pros[0]!.id, message: 'Hi' });
    expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([403, 'SubscriptionRequired']);
    expect((await conversationsOf(expired.employerId, expired.pros[0]!.id)).n).toBe(0);
    const legacy = await q(ctx, 'insert into conversations (employer_id, user_profile_id) values ($1, $2) returning id', [expired.employerId, expired.pros[0]!.id]);
    expect((await get(`/v4/conversation/${legacy.id}/pro`, expired.manager.token)).statusCode).toBe(403);
  });

  it('shows an applicant in full and a pro the employer may not see as a first name and an initial, with nothing else', async () => {
    const applicant = f.pros[0]!;
    const known = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: applicant.id, message: 'Hi' })).json<{ conversationId: number }>();
    const full = (await get(`/v4/conversation/${known.conversationId}/pro`, f.manager.token)).json<ProPanel>();
    expect(full).toMatchObject({ locked: false, phone: expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/u), work: [expect.objectContaining({ employerName: 'Midwest Tool' })], education: [expect.objectContaining({ school: 'Harper College' })] });
    expect(full.nameLast).not.toMatch(/^[A-Z]\.$/u);
    // A conversation stored before this rule, with a pro the employer never had a relation with.
    const { user } = await proWithPhone({ unlocked: false });
    const proRow = await q(ctx, 'update pros set city = $2, state = $3 where user_profile_id = $1 returning id', [user.id, 'Dayton', 'OH']);
    await ctx.db.query(`insert into pro_work_history (pro_id, employer_name, job_title, start_yyyymm) values ($1, 'Secret Works', 'Welder', 202001)`, [proRow.id]);
    const legacy = await q(ctx, 'insert into conversations (employer_id, user_profile_id) values ($1, $2) returning id', [f.employerId, user.id]);
    const masked = await get(`/v4/conversation/${legacy.id}/pro`, f.manager.token);
    expect(masked.json<ProPanel>()).toMatchObject({ locked: true, nameFirst: 'Test', nameLast: expect.stringMatching(/^[A-Z]\.$/u), phone: '', city: null, state: null, applications: [], work: [], education: [] });
    expect(masked.body).not.toContain('Secret Works');
    // The list and the job summaries keep to the initial as well.
    const list = (await get(`/v4/conversation?employerId=${f.employerId}&filter=${encodeURIComponent(JSON.stringify({ bucket: 'Other', conversationId: legacy.id }))}`, f.manager.token)).json<ConversationPage>();
    expect(list.conversations.map((c) => c.proUserLastName)).toEqual([expect.stringMatching(/^[A-Z]\.$/u)]);
    const summaries = (await get(`/v4/job-summaries?conversationIds=${JSON.stringify([legacy.id])}`, f.manager.token)).json<{ proUserLastName: string }[]>();
    expect(summaries.map((s) => s.proUserLastName)).toEqual([expect.stringMatching(/^[A-Z]\.$/u)]);
    // Staff see the pro in full.
    expect((await get(`/v4/conversation/${legacy.id}/pro`, f.staff.token)).json<ProPanel>()).toMatchObject({ locked: false, city: 'Dayton' });
  });

  it("never names another employer's job in a conversation stored with one", async () => {
    const otherEmployer = (await q(ctx, 'select employer_id as id from employer_users where user_profile_id = $1', [f.otherEmployerUser.id])).id;
    const draft = await q(ctx, `insert into jobs (employer_id, display_title, status) values ($1, 'Their other draft', 'draft') returning id`, [otherEmployer]);
    const { user } = await proWithPhone();
    const legacy = await q(ctx, 'insert into conversations (employer_id, user_profile_id, job_id) values ($1, $2, $3) returning id', [f.employerId, user.id, draft.id]);
    const summaries = await get(`/v4/job-summaries?conversationIds=${JSON.stringify([legacy.id])}`, f.manager.token);
    expect(summaries.json()).toEqual([expect.objectContaining({ conversationId: legacy.id, jobId: null, jobTitle: null })]);
    expect(summaries.body).not.toContain('Their other draft');
  });
});

describe('list, buckets, paging, read state', () => {
  it('files conversations in the buckets of spec 002 §2 by applicant status, newest activity first', async () => {
    const [a, b] = f.applicantIds as [number, number];
    await ctx.db.query(`update job_applicants set status = 'Review' where id = $1`, [a]);
    await ctx.db.query(`update job_applicants set status = 'Hired' where id = $1`, [b]);
    const review = (await get(`/v4/conversation?employerId=${f.employerId}&filter=${encodeURIComponent(JSON.stringify({ bucket: 'Review' }))}`, f.manager.token)).json<ConversationPage>();
    expect(review.conversations.map((c) => c.proUserProfileId)).toEqual([f.pros[0]!.id]);
    expect(review.conversations[0]).toMatchObject({ jobApplicantStatus: 'Review', jobId: f.jobId, jobApplicantId: a });
    const hired = (await get(`/v4/conversation?employerId=${f.employerId}&filter=${encodeURIComponent(JSON.stringify({ bucket: 'Hired' }))}`, f.manager.token)).json<ConversationPage>();
    expect(hired.conversations.map((c) => c.proUserProfileId)).toEqual([f.pros[1]!.id]);
    const open = (await get(`/v4/conversation?employerId=${f.employerId}`, f.manager.token)).json<ConversationPage>();
    expect(open.conversations.some((c) => c.proUserProfileId === f.pros[1]!.id)).toBe(false);
    expect(open.conversations.some((c) => c.proUserProfileId === f.pros[0]!.id)).toBe(true);
    const times = open.conversations.map((c) => c.activeTs);
    expect([...times].sort().reverse()).toEqual(times);
    // Talent-search conversations (no application) are Other.
    const other = (await get(`/v4/conversation?employerId=${f.employerId}&filter=${encodeURIComponent(JSON.stringify({ bucket: 'Other' }))}`, f.manager.token)).json<ConversationPage>();
    expect(other.count).toBeGreaterThanOrEqual(2);
    expect(other.conversations.every((c) => c.jobApplicantStatus === null)).toBe(true);
    const bad = await get(`/v4/conversation?employerId=${f.employerId}&filter=${encodeURIComponent(JSON.stringify({ bucket: 'Nope' }))}`, f.manager.token);
    expect(bad.statusCode).toBe(400);
  });

  it('pages messages 20 at a time from the newest, page 1 first (spec 002 §9)', async () => {
    const { user } = await proWithPhone();
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'm1' })).json<{ conversationId: number }>().conversationId;
    for (let i = 2; i <= 25; i += 1) await ctx.db.query(`insert into messages (conversation_id, sender_id, content) values ($1, $2, $3)`, [conversationId, f.manager.id, `m${i}`]);
    const page1 = (await get(`/v4/message/conversation/${conversationId}/messages?page=1`, f.manager.token)).json<MessagePage>();
    expect(page1.messages).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(page1.count).toBe(25);
    expect(page1.messages[0]!.message).toBe('m6');
    expect(page1.messages.at(-1)!.message).toBe('m25');
    const page2 = (await get(`/v4/message/conversation/${conversationId}/messages?page=2`, f.manager.token)).json<MessagePage>();
    expect(page2.messages.map((m) => m.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    const after = (await get(`/v4/message/conversation/${conversationId}/messages?afterId=${page1.messages.at(-2)!.id}`, f.manager.token)).json<MessagePage>();
    expect(after.messages.map((m) => m.message)).toEqual(['m25']);
  });

  it('marks read and unread, checking the Employer-Id header', async () => {
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: f.pros[2]!.id, message: 'Hi' })).json<{ conversationId: number }>().conversationId;
    const wrong = await post(`/v4/conversation/${conversationId}/unread`, f.manager.token, {}, { 'employer-id': String(f.employerId + 100000) });
    expect(wrong.statusCode).toBe(400);
    const unread = await post(`/v4/conversation/${conversationId}/unread`, f.manager.token, {}, { 'employer-id': String(f.employerId) });
    expect(unread.json()).toEqual({ conversationId, read: false });
    expect((await q<{ read: boolean }>(ctx, 'select read from conversations where id = $1', [conversationId])).read).toBe(false);
    expect((await post(`/v4/conversation/${conversationId}/read`, f.manager.token)).json()).toEqual({ conversationId, read: true });
  });

  it('answers job summaries and the pro panel with applications, work and education', async () => {
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: f.pros[0]!.id, message: 'Panel' })).json<{ conversationId: number }>().conversationId;
    const summaries = await get(`/v4/job-summaries?conversationIds=${JSON.stringify([conversationId])}`, f.manager.token, { 'employer-id': String(f.employerId) });
    expect(summaries.json()).toEqual([
      expect.objectContaining({ conversationId, jobId: f.jobId, proUserProfileId: f.pros[0]!.id, proUserLastName: expect.stringContaining('Avery') }),
    ]);
    const panel = (await get(`/v4/conversation/${conversationId}/pro`, f.manager.token)).json<ProPanel>();
    expect(panel.applications).toEqual([expect.objectContaining({ id: f.applicantIds[0], jobId: f.jobId, url: `/employer/jobs/${f.jobId}/pro/${f.pros[0]!.id}/application/${f.applicantIds[0]}` })]);
    expect(panel.work).toEqual([expect.objectContaining({ employerName: 'Midwest Tool', jobTitle: 'CNC Operator' })]);
    expect(panel.education).toEqual([expect.objectContaining({ school: 'Harper College' })]);
  });
});

describe('AI calls (spec 002 §7 AI)', () => {
  it('answers the top 3 matches with the preferred job title for a conversation of the caller only', async () => {
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: f.pros[0]!.id, message: 'Matches' })).json<{ conversationId: number }>().conversationId;
    const res = await get(`/v4/top-matches?conversationId=${conversationId}`, f.manager.token);
    expect(res.statusCode, res.body).toBe(200);
    const top = res.json<TopMatches>();
    expect(top.conversationId).toBe(conversationId);
    expect(top.preferredJobTitle).toMatch(/^CNC Machinist/u);
    expect(top.matches[0]).toEqual({ id: f.jobId, jobTitle: expect.stringMatching(/^CNC Machinist/u), city: expect.any(String), state: expect.any(String) });
    expect(top.matches.length).toBeLessThanOrEqual(TOP_MATCHES_SHOWN);
    expect((await get(`/v4/top-matches?conversationId=${conversationId}`, f.otherEmployerUser.token)).statusCode).toBe(404);
    expect((await get(`/v4/top-matches?conversationId=${conversationId}`, f.admin.token)).statusCode).toBe(200);
    expect((await get('/v4/top-matches', f.manager.token)).statusCode).toBe(400);
  });

  it('drafts a message specific to the pro, the job and the last reply, and sends nothing', async () => {
    const pro = f.pros[0]!;
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: pro.id, message: 'Draft base' })).json<{ conversationId: number }>().conversationId;
    const before = await q<{ n: number }>(ctx, 'select count(*)::int as n from messages where conversation_id = $1', [conversationId]);
    const url = `/v4/top-matches/conversation/${conversationId}/pro/${pro.id}/message`;
    const first = await post(url, f.manager.token, { resume: 'CNC Operator at Midwest Tool, 01/2019 – present\nHarper College', previousMessages: [], jobCity: 'Elgin', jobState: 'IL' });
    expect(first.statusCode, first.body).toBe(200);
    const opening = first.json<DraftMessageAnswer>();
    expect(opening.jobId).toBe(f.jobId);
    expect(opening.generator).toBe('local');
    const panel = (await get(`/v4/conversation/${conversationId}/pro`, f.manager.token)).json<ProPanel>();
    expect(opening.message.startsWith(`Hi ${panel.nameFirst},`) || opening.message.startsWith(`Hello ${panel.nameFirst},`)).toBe(true);
    expect(opening.message).toContain('CNC Operator at Midwest Tool');
    expect(opening.message).toMatch(/CNC Machinist.* in Elgin, IL/u);
    expect(opening.message.length).toBeLessThanOrEqual(480);
    const replyDraft = (
      await post(url, f.manager.token, { resume: null, previousMessages: [{ role: 'employer', content: opening.message }, { role: 'pro', content: 'What is the pay?' }], jobCity: 'Elgin', jobState: 'IL' })
    ).json<DraftMessageAnswer>();
    expect(replyDraft.message).not.toBe(opening.message);
    expect(replyDraft.message).toMatch(/thank/iu);
    expect(replyDraft.message).toMatch(/question/iu);
    const after = await q<{ n: number }>(ctx, 'select count(*)::int as n from messages where conversation_id = $1', [conversationId]);
    expect(after.n).toBe(before.n);
    // Another pro's id, another employer, and a bad role are refused.
    expect((await post(`/v4/top-matches/conversation/${conversationId}/pro/${f.pros[1]!.id}/message`, f.manager.token, {})).statusCode).toBe(404);
    expect((await post(url, f.otherEmployerUser.token, {})).statusCode).toBe(404);
    expect((await post(url, f.manager.token, { previousMessages: [{ role: 'bot', content: 'x' }] })).statusCode).toBe(400);
  });
});

describe('inbound SMS, consent and opt-out', () => {
  it('refuses an unsigned or wrongly signed webhook', async () => {
    const fields = { From: '+13125550100', To: '+1', Body: 'hi', MessageSid: 'SMbad1' };
    expect((await inbound(fields, 'bm90IGEgc2lnbmF0dXJl')).statusCode).toBe(403);
    const res = await ctx.app.inject({ method: 'POST', url: '/v4/sms/inbound', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(MESSAGING_API_TEXTS.invalidSignature);
  });

  it('lands a reply in the conversation as unread, once per provider id, and announces it', async () => {
    const { user, phone } = await proWithPhone();
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'Can you start Monday?' })).json<{ conversationId: number }>().conversationId;
    const fields = { From: `+1${phone}`, To: '+15550000000', Body: 'Yes I can', MessageSid: `SMdup${Date.now()}` };
    const res = await inbound(fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/u);
    await inbound(fields);
    const messages = (await get(`/v4/message/conversation/${conversationId}/messages`, f.manager.token)).json<MessagePage>();
    expect(messages.messages.filter((m) => m.message === 'Yes I can')).toEqual([expect.objectContaining({ direction: 'inbound', senderId: user.id })]);
    const conv = await q<{ read: boolean; latest_message_text: string }>(ctx, 'select read, latest_message_text from conversations where id = $1', [conversationId]);
    expect(conv).toEqual({ read: false, latest_message_text: 'Yes I can' });
    const event = await q<{ payload: { direction: string; conversationId: number } }>(ctx, `select payload from platform_events where topic = $1 order by position desc limit 1`, [`employer:${f.employerId}`]);
    expect(event.payload).toMatchObject({ conversationId, direction: 'inbound' });
  });

  it("puts one 'new message' item in the employer's inbox per unread conversation, once on a webhook retry", async () => {
    const { user, phone } = await proWithPhone();
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'Still interested?' })).json<{ conversationId: number }>().conversationId;
    const fields = { From: `+1${phone}`, To: '+15550000000', Body: 'Yes, still looking', MessageSid: `SMinbox${Date.now()}` };
    expect((await inbound(fields)).statusCode).toBe(200);
    expect((await inbound(fields)).statusCode).toBe(200);
    const itemsOf = async () =>
      (await get(`/v4/notification?employerId=${f.employerId}&limit=100`, f.manager.token)).json<{ items: ActionItem[] }>().items.filter((i) => i.conversationId === conversationId);
    const items = await itemsOf();
    expect(items).toEqual([
      expect.objectContaining({ type: 'new message', proId: user.id, read: false, url: `/employer/messages?conversationId=${conversationId}&employerId=${f.employerId}` }),
    ]);
    expect(items[0]!.title).toMatch(/^New message from /u);
    // A second reply while the item is unread adds none; once read, the next reply adds a new one.
    await reply(phone, 'Call me after 5');
    expect(await itemsOf()).toHaveLength(1);
    expect((await call(ctx, 'PATCH', '/v4/notification', { token: f.manager.token, body: { id: items[0]!.id, read: true } })).statusCode).toBe(200);
    await reply(phone, 'Any news?');
    expect((await itemsOf()).filter((i) => !i.read)).toHaveLength(1);
    // Another employer sees none of it.
    expect((await get('/v4/notification', f.otherEmployerUser.token)).json<{ items: ActionItem[] }>().items.some((i) => i.conversationId === conversationId)).toBe(false);
  });

  it('honours STOP (and the other keywords) for sends and creates, records the ledger, and START opts back in', async () => {
    const { user, phone } = await proWithPhone();
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'Hello' })).json<{ conversationId: number }>().conversationId;
    expect((await reply(phone, ' stop ')).statusCode).toBe(200);
    const refused = await post(`/v4/conversation/${conversationId}/message`, f.manager.token, { message: 'Still there?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(MESSAGING_TEXTS.sendOptedOut);
    const create = await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'Hi again' });
    expect(create.statusCode).toBe(403);
    expect(create.json<{ message: string }>().message).toBe(MESSAGING_TEXTS.createOptedOut);
    const sent = await q<{ n: number }>(ctx, `select count(*)::int as n from outbox_messages where to_address = $1 and body_text like '%Still there%'`, [phone]);
    expect(sent.n).toBe(0);
    const panel = (await get(`/v4/conversation/${conversationId}/pro`, f.manager.token)).json<ProPanel>();
    expect(panel.optedOut).toBe(true);
    await reply(phone, 'START');
    expect((await post(`/v4/conversation/${conversationId}/message`, f.manager.token, { message: 'Welcome back' })).statusCode).toBe(201);
    await reply(phone, 'Unsubscribe');
    expect((await post(`/v4/conversation/${conversationId}/message`, f.manager.token, { message: 'x' })).statusCode).toBe(403);
    const ledger = await ctx.db.query<{ action: string; method: string; text: string }>('select action, method, text from sms_consents where phone = $1 order by id', [phone]);
    expect(ledger.rows).toEqual([
      { action: 'opt-out', method: 'keyword', text: ' stop ' },
      { action: 'opt-in', method: 'keyword', text: 'START' },
      { action: 'opt-out', method: 'keyword', text: 'Unsubscribe' },
    ]);
  });
});

describe('quiet hours (ADR 226)', () => {
  // Zones where it is night and day right now, so the test holds at any hour it runs.
  const zones = Array.from({ length: 25 }, (_, i) => (i === 12 ? 'Etc/GMT' : i < 12 ? `Etc/GMT-${12 - i}` : `Etc/GMT+${i - 12}`));
  const nightZone = zones.find((z) => quietHoursRelease(new Date(), z) !== null)!;
  const dayZone = zones.find((z) => quietHoursRelease(new Date(Date.now() + 5 * 60_000), z) === null && quietHoursRelease(new Date(), z) === null)!;

  async function proIn(zone: string) {
    const pro = await proWithPhone();
    await ctx.db.query('update pros set timezone = $2 where user_profile_id = $1', [pro.user.id, zone]);
    return pro;
  }
  const outboxTo = (phone: string) => q<{ n: number }>(ctx, `select count(*)::int as n from outbox_messages where to_address = $1`, [phone]);

  it('holds a bulk send to a pro at night until 08:00 local, sends one-to-one at once, and the worker releases it', async () => {
    const night = await proIn(nightZone);
    const day = await proIn(dayZone);
    const send = (userProfileId: number, bulk: boolean) => post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId, message: 'Open shifts this week', bulk });
    const held = (await send(night.user.id, true)).json<{ conversationId: number; message: Message }>();
    expect(held.message.status).toBe('scheduled');
    expect(held.message.sendAt).toBe(quietHoursRelease(new Date(), nightZone)!.toISOString());
    expect((await outboxTo(night.phone)).n).toBe(0);
    expect((await send(day.user.id, true)).json<{ message: Message }>().message.status).toBe('sent');
    expect((await outboxTo(day.phone)).n).toBe(1);
    // The thread shows it as scheduled.
    const page = (await get(`/v4/message/conversation/${held.conversationId}/messages`, f.manager.token)).json<MessagePage>();
    expect(page.messages.at(-1)).toMatchObject({ id: held.message.id, status: 'scheduled' });
    // One-to-one at night is not held.
    const direct = (await post(`/v4/conversation/${held.conversationId}/message`, f.manager.token, { message: 'Direct question' })).json<{ message: Message }>();
    expect(direct.message.status).toBe('sent');
    expect((await outboxTo(night.phone)).n).toBe(1);
    // Morning comes: the worker's job sends it, with the STOP footer of a first message.
    await ctx.db.query(`update messages set send_at = now() - interval '1 second' where id = $1`, [held.message.id]);
    await releaseScheduled(ctx.db);
    expect(await q(ctx, 'select status from messages where id = $1', [held.message.id])).toEqual({ status: 'sent' });
    const sms = await q<{ body_text: string }>(ctx, `select body_text from outbox_messages where to_address = $1 and body_text like '%Open shifts%'`, [night.phone]);
    expect(sms.body_text).toMatch(/Open shifts this week\nReply STOP to opt out\.$/u);
  });

  it('does not send a held message to a pro who texted STOP in the night', async () => {
    const night = await proIn(nightZone);
    const held = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: night.user.id, message: 'Held for morning', bulk: true })).json<{ message: Message }>();
    expect(held.message.status).toBe('scheduled');
    await reply(night.phone, 'STOP');
    await ctx.db.query(`update messages set send_at = now() - interval '1 second' where id = $1`, [held.message.id]);
    await releaseScheduled(ctx.db);
    expect(await q(ctx, 'select status from messages where id = $1', [held.message.id])).toEqual({ status: 'failed' });
    expect((await outboxTo(night.phone)).n).toBe(0);
  });
});

describe('staff messaging (spec 002 §7)', () => {
  it('lists every conversation, searches by "first last" or id, reads messages id desc and sends', async () => {
    const { user } = await proWithPhone();
    const last = `Zephyr${Date.now()}`;
    await ctx.db.query(`update user_profiles set name_first = 'Quinn', name_last = $2 where id = $1`, [user.id, last]);
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'first' })).json<{ conversationId: number }>().conversationId;
    const headers = (await get('/v4/conversation/admin/headers', f.staff.token)).json<ConversationPage>();
    expect(headers.conversations[0]!.conversationId).toBe(conversationId);
    const byName = (await get(`/v4/message/user?filter=${encodeURIComponent(JSON.stringify({ search: `Quinn ${last}` }))}`, f.staff.token)).json<ConversationPage>();
    expect(byName.conversations.map((c) => c.conversationId)).toEqual([conversationId]);
    const wrongFirst = (await get(`/v4/message/user?filter=${encodeURIComponent(JSON.stringify({ search: `Avery ${last}` }))}`, f.staff.token)).json<ConversationPage>();
    expect(wrongFirst.conversations).toEqual([]);
    const oneWord = (await get(`/v4/message/user?filter=${encodeURIComponent(JSON.stringify({ search: last }))}`, f.staff.token)).json<ConversationPage>();
    expect(oneWord.conversations.map((c) => c.conversationId)).toEqual([conversationId]);
    const byId = (await get(`/v4/message/user?filter=${encodeURIComponent(JSON.stringify({ search: String(conversationId) }))}`, f.staff.token)).json<ConversationPage>();
    expect(byId.conversations.map((c) => c.conversationId)).toEqual([conversationId]);
    expect((await post('/v4/message', f.staff.token, { conversationId, message: 'staff note', senderId: f.staff.id })).statusCode).toBe(201);
    expect((await post(`/v4/conversation/admin/${conversationId}/message`, f.staff.token, { message: 'staff two' })).statusCode).toBe(201);
    const list = (await get(`/v4/message/conversation/${conversationId}?filter=${encodeURIComponent(JSON.stringify({ limit: 2 }))}`, f.staff.token)).json<{ message: string }[]>();
    expect(list.map((m) => m.message)).toEqual(['staff two', 'staff note']);
  });

  it('disables a conversation (sends refused) and enables it again; staff only', async () => {
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: f.pros[2]!.id, message: 'Before' })).json<{ conversationId: number }>().conversationId;
    const put = (token: string, status: string) => call(ctx, 'PUT', `/v4/conversation/admin/${conversationId}/status`, { token, body: { status } });
    expect((await put(f.manager.token, 'disabled')).statusCode).toBe(403);
    const off = await put(f.staff.token, 'disabled');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ conversationId, status: 'disabled' });
    const refused = await post(`/v4/conversation/${conversationId}/message`, f.manager.token, { message: 'After' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(MESSAGING_API_TEXTS.conversationDisabled);
    expect((await post(`/v4/conversation/admin/${conversationId}/message`, f.staff.token, { message: 'Staff after' })).statusCode).toBe(403);
    expect((await put(f.staff.token, 'paused')).statusCode).toBe(400);
    expect((await put(f.staff.token, 'active')).json()).toEqual({ conversationId, status: 'active' });
    expect((await post(`/v4/conversation/${conversationId}/message`, f.manager.token, { message: 'Again' })).statusCode).toBe(201);
    expect((await call(ctx, 'PUT', '/v4/conversation/admin/999999999/status', { token: f.staff.token, body: { status: 'disabled' } })).statusCode).toBe(404);
  });

  it('replies as the phone through the simulator (local adapter)', async () => {
    const { user, phone } = await proWithPhone();
    const conversationId = (await post(`/v4/employer/${f.employerId}/conversation`, f.manager.token, { userProfileId: user.id, message: 'Simulate me' })).json<{ conversationId: number }>().conversationId;
    const res = await post('/v4/sms/simulator/reply', f.staff.token, { phone, message: 'From the simulator' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ kind: 'message' });
    const thread = (await get(`/v4/sms/simulator/thread?phone=${phone}`, f.staff.token)).json<{ messages: { direction: string; text: string }[] }>();
    expect(thread.messages.map((m) => [m.direction, m.text])).toEqual([
      ['to-phone', expect.stringContaining('Simulate me')],
      ['from-phone', 'From the simulator'],
    ]);
    const messages = (await get(`/v4/message/conversation/${conversationId}/messages`, f.manager.token)).json<MessagePage>();
    expect(messages.messages.at(-1)).toMatchObject({ message: 'From the simulator', direction: 'inbound' });
  });
});

describe('message templates (spec 001 §3, §7)', () => {
  type TemplatePage = { messages: { id: number; title: string; isFavorite: boolean; userProfileId: number | null; status: string }[]; count: number };
  const listOf = async (token: string, skip = 0) =>
    (await get(`/v4/message-template?employerId=${f.employerId}&filter=${encodeURIComponent(JSON.stringify({ skip }))}`, token)).json<TemplatePage>();
  const create = (token: string, body: Record<string, unknown>) => post(`/v4/message-template?employerId=${f.employerId}`, token, body);

  it('lists live own and shared templates, favourites first then newest, 5 a page; others cannot touch them', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const res = await create(f.manager.token, { title: `T${i}`, message: `Hi [Pro FirstName] ${i}`, shared: i === 6 });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ id: number }>().id);
    }
    const privateOfAdmin = (await create(f.admin.token, { title: 'Admin only', message: 'x' })).json<{ id: number }>().id;
    await call(ctx, 'PATCH', `/v4/message-template/${ids[1]}`, { token: f.manager.token, body: { isFavorite: true } });
    const first = await listOf(f.manager.token);
    expect(first.messages).toHaveLength(5);
    expect(first.messages[0]!.title).toBe('T2');
    expect(first.messages.slice(1).map((t) => t.title)).toEqual(['T6', 'T5', 'T4', 'T3']);
    expect(first.count).toBe(6);
    expect((await listOf(f.manager.token, 5)).messages.map((t) => t.title)).toEqual(['T1']);
    // The admin sees the shared one and their own, not the manager's private ones.
    const admins = await listOf(f.admin.token);
    expect(admins.messages.map((t) => t.title).sort()).toEqual(['Admin only', 'T6']);
    expect((await call(ctx, 'PATCH', `/v4/message-template/${privateOfAdmin}`, { token: f.manager.token, body: { title: 'mine now' } })).statusCode).toBe(404);
    expect((await call(ctx, 'PUT', `/v4/message-template/${ids[5]}/status`, { token: f.otherEmployerUser.token, body: { status: 'removed' } })).statusCode).toBe(404);
  });

  it('deletes to removed and restores to live in the same place; titles keep to 48 characters', async () => {
    const id = (await create(f.manager.token, { title: 'Undo me', message: 'm' })).json<{ id: number }>().id;
    const before = (await listOf(f.manager.token)).messages.map((t) => t.id);
    expect((await call(ctx, 'PUT', `/v4/message-template/${id}/status`, { token: f.manager.token, body: { status: 'removed' } })).json()).toMatchObject({ status: 'removed' });
    expect((await listOf(f.manager.token)).messages.map((t) => t.id)).not.toContain(id);
    await call(ctx, 'PUT', `/v4/message-template/${id}/status`, { token: f.manager.token, body: { status: 'live' } });
    expect((await listOf(f.manager.token)).messages.map((t) => t.id)).toEqual(before);
    const long = await create(f.manager.token, { title: 'x'.repeat(49), message: 'm' });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe('A title has at most 48 characters');
  });
});
