import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_OUTREACH_TEXTS, type JobOutreachRow, type JobOutreachSummary } from '@floorhire/domain-job-board';
import { releaseHeldText, runJobMatching } from '../src/modules/job-board';
import { q, subscribe } from './applications-fixtures';
import { call, closeContext, createEmployer, createUser, RUN, testContext, type TestContext, type TestUser } from './helpers';

// What a job was sent to pros, and sending it by hand (ADR 208) on a real database, both
// engines: staff see the list, the job's employer only the count; a send by hand follows the
// pro's channels, STOP and the quiet hours of ADR 226, and sends once however often it is asked.

let ctx: TestContext;
let staff: TestUser;
let employerId: number;
let owner: TestUser;
let otherOwner: TestUser;
let titleId: number;
const PUBLIC_URL = process.env.PUBLIC_URL ?? 'http://localhost';
let phone = 3129418000;

/** An IANA zone whose local hour is `hour` right now (Etc/GMT zones have no daylight saving). */
function zoneAtHour(hour: number): string {
  const offset = (((hour - new Date().getUTCHours()) % 24) + 24) % 24;
  const east = offset > 12 ? offset - 24 : offset;
  // Etc/GMT-5 is five hours east of UTC (the sign is POSIX's).
  return east === 0 ? 'Etc/UTC' : east > 0 ? `Etc/GMT-${east}` : `Etc/GMT+${-east}`;
}

async function makePro(o: { email?: boolean; sms?: boolean; zone?: string; status?: string } = {}): Promise<TestUser> {
  phone += 1;
  const user = await createUser(ctx, { group: 'Expert', phone: String(phone), ...(o.status ? { status: o.status } : {}) });
  await ctx.db.query('update user_profiles set notification_email = $2, notification_sms = $3 where id = $1', [user.id, o.email === false ? 0 : 1, o.sms ? 1 : 0]);
  await ctx.db.query(`update pros set postal_code = '60601', timezone = $2 where user_profile_id = $1`, [user.id, o.zone ?? zoneAtHour(12)]);
  return user;
}

async function makeJob(status = 'live'): Promise<number> {
  return (
    await q(ctx, `insert into jobs (employer_id, job_title_id, display_title, status, city, state, lat, lng, pay_rate_min, pay_rate_max, pay_rate_period, shift) values ($1, $2, $3, $4, 'Chicago', 'IL', 41.8858, -87.6181, 20, 30, 'hourly', 1) returning id`, [
      employerId,
      titleId,
      `Lathe ${RUN}`,
      status,
    ])
  ).id;
}

const send = (jobId: number, user: TestUser, as: TestUser = staff) => call(ctx, 'POST', `/v4/job/${jobId}/job-notification`, { token: as.token, body: { userProfileId: user.id } });
const messagesTo = async (userId: number) =>
  (await ctx.db.query<{ channel: string; status: string; body_text: string }>(`select channel, status, body_text from outbox_messages where user_profile_id = $1 and template = 'job-notification' order by id`, [userId])).rows;
const heldJobs = async (jobId: number, userId: number) =>
  (await ctx.db.query<{ run_at: Date }>(`select run_at from background_jobs where kind = 'job-board.send-held-text' and idempotency_key = $1`, [`job-notification-held:${jobId}:${userId}`])).rows;

beforeAll(async () => {
  ctx = await testContext();
  staff = await createUser(ctx, { group: 'Super Admin' });
  employerId = await createEmployer(ctx);
  await subscribe(ctx, employerId);
  owner = await createUser(ctx, { group: 'Company Admin', employerIds: [employerId] });
  otherOwner = await createUser(ctx, { group: 'Company Admin', employerIds: [await createEmployer(ctx)] });
  titleId = (await q(ctx, `insert into job_titles (title) values ($1) returning id`, [`Lathe hand ${RUN} (outreach)`])).id;
});
afterAll(closeContext);

describe('what a job was sent to pros', () => {
  it("lists the matcher's outreach for staff, with status, channel and times; the job's employer sees the count only", async () => {
    const matched = await makePro();
    await ctx.db.query(`insert into pro_preferences (pro_id, max_commute, postal_code, job_title_ids) select id, 30, '60601', $2 from pros where user_profile_id = $1`, [matched.id, [titleId]]);
    const jobId = await makeJob();
    await runJobMatching(ctx.db, PUBLIC_URL, { jobIds: [jobId] });

    const list = await call(ctx, 'GET', `/v4/job/${jobId}/job-notification`, { token: staff.token });
    expect(list.statusCode).toBe(200);
    const [row] = list.json<JobOutreachRow[]>();
    expect(row).toMatchObject({ userProfileId: matched.id, status: 'QUEUED', channel: 'email', sendAt: null, sentBy: null });
    expect(row!.sentTs).not.toBeNull();

    const summary = await call(ctx, 'GET', `/v4/job/${jobId}/job-notification/summary`, { token: owner.token });
    expect(summary.json<JobOutreachSummary>()).toMatchObject({ sent: 1, byStatus: { QUEUED: 1, 'NOT QUEUED': 0 } });
    // The employer never reads who it went to; another employer not even the count.
    expect((await call(ctx, 'GET', `/v4/job/${jobId}/job-notification`, { token: owner.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/v4/job/${jobId}/job-notification/summary`, { token: otherOwner.token })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/job/${jobId}/job-notification?filter=${encodeURIComponent('{"status":"APPLIED"}')}`, { token: staff.token })).json()).toEqual([]);
  });
});

describe('staff send a job to a pro by hand', () => {
  it("e-mails the pro at once, records who sent it, and sends once however often it is asked", async () => {
    const pro = await makePro();
    const jobId = await makeJob();
    const res = await send(jobId, pro);
    expect(res.statusCode).toBe(201);
    expect(res.json<JobOutreachRow>()).toMatchObject({ status: 'QUEUED', channel: 'email', sendAt: null, sentBy: { id: staff.id } });
    const mails = await messagesTo(pro.id);
    expect(mails.map((m) => [m.channel, m.status])).toEqual([['email', 'queued']]);
    expect(mails[0]!.body_text).toContain(`/pro/opportunities/${jobId}`);

    const again = await send(jobId, pro);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(JOB_OUTREACH_TEXTS.alreadySent);
    await runJobMatching(ctx.db, PUBLIC_URL, { jobIds: [jobId] });
    expect(await messagesTo(pro.id)).toHaveLength(1);
    const rows = (await call(ctx, 'GET', `/v4/job/${jobId}/job-notification`, { token: staff.token })).json<JobOutreachRow[]>();
    expect(rows.filter((r) => r.userProfileId === pro.id)).toHaveLength(1);
    expect((await call(ctx, 'GET', `/v4/job/${jobId}/job-notification/summary`, { token: owner.token })).json<JobOutreachSummary>().sent).toBe(rows.filter((r) => r.sentTs).length);
  });

  it("follows the pro's consent: nothing to a pro who takes no job messages, no text after STOP", async () => {
    const jobId = await makeJob();
    const silent = await makePro({ email: false, sms: false });
    expect((await send(jobId, silent)).json<{ message: string }>()).toMatchObject({ statusCode: 409, message: JOB_OUTREACH_TEXTS.noChannel });
    const stopped = await makePro({ email: false, sms: true });
    await ctx.db.query('insert into sms_opt_outs (phone) values ($1) on conflict do nothing', [String(phone)]);
    expect((await send(jobId, stopped)).json<{ message: string }>()).toMatchObject({ statusCode: 409, message: JOB_OUTREACH_TEXTS.optedOut });
    const both = await makePro({ sms: true });
    await ctx.db.query('insert into sms_opt_outs (phone) values ($1) on conflict do nothing', [String(phone)]);
    expect((await send(jobId, both)).statusCode).toBe(201);
    expect((await messagesTo(both.id)).map((m) => m.channel)).toEqual(['email']);
    for (const user of [silent, stopped]) expect(await messagesTo(user.id)).toEqual([]);
    expect((await ctx.db.query('select 1 from job_notifications where job_id = $1 and user_profile_id = any($2::int[])', [jobId, [silent.id, stopped.id]])).rowCount).toBe(0);
  });

  it("texts at once in the pro's daytime, and holds a text in their quiet hours until 08:00 there", async () => {
    const jobId = await makeJob();
    const day = await makePro({ email: false, sms: true, zone: zoneAtHour(12) });
    expect((await send(jobId, day)).json<JobOutreachRow>()).toMatchObject({ channel: 'sms', sendAt: null });
    expect((await messagesTo(day.id)).map((m) => m.channel)).toEqual(['sms']);

    const night = await makePro({ email: false, sms: true, zone: zoneAtHour(23) });
    const held = (await send(jobId, night)).json<JobOutreachRow>();
    expect(held).toMatchObject({ status: 'QUEUED', channel: 'sms', sentTs: null });
    const hoursAway = (Date.parse(held.sendAt!) - Date.now()) / 3_600_000;
    expect(hoursAway).toBeGreaterThan(8);
    expect(hoursAway).toBeLessThanOrEqual(9);
    expect(await messagesTo(night.id)).toEqual([]);
    expect((await heldJobs(jobId, night.id)).map((j) => j.run_at.toISOString())).toEqual([held.sendAt]);
    // The employer's count includes a text waiting for the morning.
    expect((await call(ctx, 'GET', `/v4/job/${jobId}/job-notification/summary`, { token: owner.token })).json<JobOutreachSummary>().sent).toBe(2);

    // Morning: sent once, even if the job runs twice.
    await releaseHeldText(ctx.db, PUBLIC_URL, jobId, night.id);
    await releaseHeldText(ctx.db, PUBLIC_URL, jobId, night.id);
    const texts = await messagesTo(night.id);
    expect(texts.map((m) => [m.channel, m.status])).toEqual([['sms', 'queued']]);
    expect(texts[0]!.body_text).toContain(`Lathe ${RUN}`);
    const after = (await call(ctx, 'GET', `/v4/job/${jobId}/job-notification`, { token: staff.token })).json<JobOutreachRow[]>().find((r) => r.userProfileId === night.id);
    expect(after).toMatchObject({ status: 'QUEUED', sendAt: null });
    expect(after!.sentTs).not.toBeNull();
  });

  it('asks again in the morning: a STOP in the night sends nothing and the outreach is skipped', async () => {
    const jobId = await makeJob();
    const night = await makePro({ email: false, sms: true, zone: zoneAtHour(2) });
    expect((await send(jobId, night)).statusCode).toBe(201);
    await ctx.db.query('insert into sms_opt_outs (phone) values ($1) on conflict do nothing', [String(phone)]);
    await releaseHeldText(ctx.db, PUBLIC_URL, jobId, night.id);
    expect(await messagesTo(night.id)).toEqual([]);
    expect((await q<{ status: string; send_at: Date | null }>(ctx, 'select status, send_at from job_notifications where job_id = $1 and user_profile_id = $2', [jobId, night.id]))).toEqual({ status: 'SKIPPED', send_at: null });
  });

  it('sends only a live job, to a pro who has not applied and whose account is open; only staff send', async () => {
    const pro = await makePro();
    const draft = await makeJob('draft');
    expect((await send(draft, pro)).json()).toMatchObject({ statusCode: 409, message: JOB_OUTREACH_TEXTS.jobNotLive });
    const jobId = await makeJob();
    await ctx.db.query(`insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, 'New')`, [jobId, pro.id]);
    expect((await send(jobId, pro)).json()).toMatchObject({ statusCode: 409, message: JOB_OUTREACH_TEXTS.alreadyApplied });
    const blocked = await makePro({ status: 'block' });
    expect((await send(jobId, blocked)).json()).toMatchObject({ statusCode: 409, message: JOB_OUTREACH_TEXTS.proUnavailable('block') });
    expect((await send(jobId, owner)).statusCode).toBe(404);
    expect((await send(999_999_999, pro)).statusCode).toBe(404);
    const other = await makePro();
    expect((await send(jobId, other, owner)).statusCode).toBe(403);
    expect(await messagesTo(other.id)).toEqual([]);
  });

  it("goes past the matcher's daily allowance (staff chose this pro) and counts towards it", async () => {
    const pro = await makePro();
    for (let i = 0; i < 3; i++) await ctx.db.query(`insert into job_notifications (job_id, user_profile_id, status, channel, sent_ts) values ($1, $2, 'QUEUED', 'email', now())`, [await makeJob(), pro.id]);
    const waiting = await makeJob();
    await ctx.db.query(`insert into job_notifications (job_id, user_profile_id, status) values ($1, $2, 'NOT QUEUED')`, [waiting, pro.id]);
    const res = await send(waiting, pro);
    expect(res.json<JobOutreachRow>()).toMatchObject({ status: 'QUEUED', channel: 'email' });
    expect((await messagesTo(pro.id)).map((m) => m.channel)).toEqual(['email']);
  });
});
