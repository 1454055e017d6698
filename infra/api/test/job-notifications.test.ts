import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLinkTarget } from '@floorhire/rules';
import { JOB_MESSAGE_TEXTS, JOB_NOTIFY_RULES, type ProJob } from '@floorhire/domain-job-board';
import { runJobMatching } from '../src/modules/job-board';
import { q, subscribe } from './applications-fixtures';
import { call, closeContext, createEmployer, createUser, RUN, testContext, type TestContext, type TestUser } from './helpers';

// Sending jobs to pros (spec 002 §3; ADR 215) on a real database, both engines: which pros a
// live job is sent to (title, commute from the pro's ZIP, pay minimum, shifts), on which
// channels, the daily allowance, NO REPLY after the interval, and a matcher run repeated or
// racing itself sending each pro one message.

let ctx: TestContext;
let employerId: number;
let titleId: number;
let otherTitleId: number;
const PUBLIC_URL = process.env.PUBLIC_URL ?? 'http://localhost';

interface ProSpec {
  zip: string;
  commute?: number | null;
  payMin?: number | null;
  shifts?: number[];
  titles?: number[];
  email?: boolean;
  sms?: boolean;
  phone?: string | null;
}

async function makePro(s: ProSpec): Promise<TestUser> {
  const user = await createUser(ctx, { group: 'Expert', phone: s.phone ?? null });
  await ctx.db.query(`update user_profiles set notification_email = $2, notification_sms = $3 where id = $1`, [user.id, s.email === false ? 0 : 1, s.sms ? 1 : 0]);
  const pro = await q<{ id: number }>(ctx, `update pros set postal_code = $2 where user_profile_id = $1 returning id`, [user.id, s.zip]);
  await ctx.db.query(
    `insert into pro_preferences (pro_id, pay_rate_min, max_commute, shifts, postal_code, job_title_ids) values ($1, $2, $3, $4, $5, $6)`,
    [pro.id, s.payMin ?? null, s.commute === undefined ? 25 : s.commute, s.shifts ?? [], s.zip, s.titles ?? [titleId]],
  );
  return user;
}

// Downtown Chicago (own coordinates), first shift, up to $30/hr.
async function makeJob(name: string, over: { shift?: number | null; payMax?: number | null; title?: number; status?: string } = {}): Promise<number> {
  const row = await q<{ id: number }>(
    ctx,
    `insert into jobs (employer_id, job_title_id, display_title, status, city, state, lat, lng, pay_rate_min, pay_rate_max, pay_rate_period, shift)
     values ($1, $2, $3, $4, 'Chicago', 'IL', 41.8858, -87.6181, 20, $5, 'hourly', $6) returning id`,
    [employerId, over.title ?? titleId, `${name} ${RUN}`, over.status ?? 'live', over.payMax === undefined ? 30 : over.payMax, over.shift === undefined ? 1 : over.shift],
  );
  return row.id;
}

const notificationsOf = async (jobId: number) =>
  new Map(
    (await ctx.db.query<{ user_profile_id: number; status: string; channel: string | null }>(`select user_profile_id, status, channel from job_notifications where job_id = $1`, [jobId])).rows.map((r) => [
      r.user_profile_id,
      r,
    ]),
  );

const messagesTo = async (userId: number) =>
  (
    await ctx.db.query<{ channel: string; status: string; body_text: string; subject: string | null; to_address: string }>(
      `select channel, status, body_text, subject, to_address from outbox_messages where user_profile_id = $1 and template = 'job-notification' order by id`,
      [userId],
    )
  ).rows;

beforeAll(async () => {
  ctx = await testContext();
  employerId = await createEmployer(ctx);
  await subscribe(ctx, employerId);
  // Titles of this file's own: API test files share a worker (isolate: false), hence RUN, and
  // the talent-search tests add 'CNC Machinist <RUN>' and 'Welder <RUN>' to the same database.
  titleId = (await q<{ id: number }>(ctx, `insert into job_titles (title) values ($1) returning id`, [`CNC Machinist ${RUN} (job notifications)`])).id;
  otherTitleId = (await q<{ id: number }>(ctx, `insert into job_titles (title) values ($1) returning id`, [`Welder ${RUN} (job notifications)`])).id;
});
afterAll(closeContext);

describe('sending a live job to pros (spec 002 §3)', () => {
  it('queues an e-mail to each pro the job suits, linking to their opportunity page, and nobody else', async () => {
    const near = await makePro({ zip: '60601' });
    const suburb = await makePro({ zip: '60004', commute: 30, payMin: 25, shifts: [1, 2] });
    const shortCommute = await makePro({ zip: '60004', commute: 10 });
    const farAway = await makePro({ zip: '10001', commute: 100 });
    const wantsMore = await makePro({ zip: '60601', payMin: 35 });
    const nights = await makePro({ zip: '60601', shifts: [3] });
    const welder = await makePro({ zip: '60601', titles: [otherTitleId] });
    const jobId = await makeJob('Lathe');
    const draftId = await makeJob('Draft', { status: 'draft' });

    await runJobMatching(ctx.db, PUBLIC_URL, { jobIds: [jobId, draftId] });

    const sent = await notificationsOf(jobId);
    expect(sent.get(near.id)).toMatchObject({ status: 'QUEUED', channel: 'email' });
    expect(sent.get(suburb.id)).toMatchObject({ status: 'QUEUED', channel: 'email' });
    for (const pro of [shortCommute, farAway, wantsMore, nights, welder]) expect(sent.has(pro.id), `pro ${pro.id}`).toBe(false);
    expect((await notificationsOf(draftId)).size).toBe(0);

    const [mail] = await messagesTo(near.id);
    expect(mail).toMatchObject({ channel: 'email', to_address: near.email, subject: JOB_MESSAGE_TEXTS.subject(`Lathe ${RUN}`) });
    const link = /https?:\/\/\S+/u.exec(mail!.body_text)![0];
    expect(findLinkTarget(link)).toBe('proOpportunity');
    const url = new URL(link);
    expect(url.pathname).toBe(`/pro/opportunities/${jobId}`);
    expect(url.searchParams.get('utm_campaign')).toBe(JOB_NOTIFY_RULES.campaign);
    expect(url.searchParams.get('channel')).toBe('EMAIL');
    for (const pro of [shortCommute, farAway, wantsMore, nights, welder]) expect(await messagesTo(pro.id)).toEqual([]);
  });

  it('sends each pro one message however often the matcher runs, also two runs at once', async () => {
    const pro = await makePro({ zip: '60601', sms: true, phone: '3125550171' });
    const jobId = await makeJob('Mill');
    await Promise.all([runJobMatching(ctx.db, PUBLIC_URL, { jobIds: [jobId] }), runJobMatching(ctx.db, PUBLIC_URL, { jobIds: [jobId] })]);
    await runJobMatching(ctx.db, PUBLIC_URL, { jobIds: [jobId] });
    expect((await messagesTo(pro.id)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect((await ctx.db.query(`select 1 from job_notifications where job_id = $1 and user_profile_id = $2`, [jobId, pro.id])).rowCount).toBe(1);
  });

  it("follows the pro's channels: SMS only to a number that did not opt out, nothing to a pro who takes no job messages", async () => {
    const optedOut = await makePro({ zip: '60601', email: false, sms: true, phone: '3125550172' });
    await ctx.db.query(`insert into sms_opt_outs (phone) values ('3125550172') on conflict do nothing`);
    const quiet = await makePro({ zip: '60601', email: false, sms: false });
    const jobId = await makeJob('Grinder');
    await runJobMatching(ctx.db, PUBLIC_URL, { jobIds: [jobId] });
    const sent = await notificationsOf(jobId);
    expect(sent.get(optedOut.id)).toMatchObject({ status: 'QUEUED', channel: 'sms' });
    expect((await messagesTo(optedOut.id)).map((m) => [m.channel, m.status])).toEqual([['sms', 'suppressed']]);
    expect(sent.get(quiet.id)).toMatchObject({ status: 'SKIPPED', channel: null });
    expect(await messagesTo(quiet.id)).toEqual([]);
  });

  it('holds matches past the daily allowance as NOT QUEUED and sends them once the day has passed', async () => {
    const pro = await makePro({ zip: '60601' });
    const jobs: number[] = [];
    for (let i = 0; i <= JOB_NOTIFY_RULES.dailyMessages; i++) jobs.push(await makeJob(`Press ${i}`));
    await runJobMatching(ctx.db, PUBLIC_URL, { jobIds: jobs });
    const statuses = await Promise.all(jobs.map(async (id) => (await notificationsOf(id)).get(pro.id)?.status));
    expect(statuses.filter((s) => s === 'QUEUED')).toHaveLength(JOB_NOTIFY_RULES.dailyMessages);
    expect(statuses.filter((s) => s === 'NOT QUEUED')).toHaveLength(1);
    expect(await messagesTo(pro.id)).toHaveLength(JOB_NOTIFY_RULES.dailyMessages);

    await ctx.db.query(`update job_notifications set sent_ts = sent_ts - interval '25 hours' where user_profile_id = $1`, [pro.id]);
    await runJobMatching(ctx.db, PUBLIC_URL, { jobIds: jobs });
    const after = await Promise.all(jobs.map(async (id) => (await notificationsOf(id)).get(pro.id)?.status));
    expect(after.every((s) => s === 'QUEUED')).toBe(true);
    expect(await messagesTo(pro.id)).toHaveLength(JOB_NOTIFY_RULES.dailyMessages + 1);
  });

  it('shows the pro the job as sent, lets them apply from it, and marks unanswered outreach NO REPLY after the interval', async () => {
    const applier = await makePro({ zip: '60601' });
    const silent = await makePro({ zip: '60601' });
    const jobId = await makeJob('Router');
    await runJobMatching(ctx.db, PUBLIC_URL, { jobIds: [jobId] });

    const seen = await call(ctx, 'GET', `/v4/pro/job?filter=${encodeURIComponent(JSON.stringify({ ids: [jobId] }))}`, { token: applier.token });
    expect(seen.json<ProJob[]>()[0]).toMatchObject({ id: jobId, notificationStatus: 'QUEUED', applicationId: null });
    expect((await call(ctx, 'POST', '/v4/job-applicant', { token: applier.token, body: { jobId } })).statusCode).toBe(201);

    await ctx.db.query(`update job_notifications set sent_ts = sent_ts - make_interval(days => $2) where job_id = $1`, [jobId, JOB_NOTIFY_RULES.noReplyAfterDays + 1]);
    await runJobMatching(ctx.db, PUBLIC_URL, { jobIds: [] });
    const settled = await notificationsOf(jobId);
    expect(settled.get(applier.id)?.status).toBe('APPLIED');
    expect(settled.get(silent.id)?.status).toBe('NO REPLY');
    const later = await call(ctx, 'GET', `/v4/pro/job?filter=${encodeURIComponent(JSON.stringify({ ids: [jobId] }))}`, { token: silent.token });
    expect(later.json<ProJob[]>()[0]).toMatchObject({ notificationStatus: 'NO REPLY' });
  });

  it("a pro sees only their own notification status", async () => {
    const sentTo = await makePro({ zip: '60601' });
    const other = await makePro({ zip: '10001', commute: 5 });
    const jobId = await makeJob('Lathe two');
    await runJobMatching(ctx.db, PUBLIC_URL, { jobIds: [jobId] });
    const theirs = await call(ctx, 'GET', `/v4/pro/job?filter=${encodeURIComponent(JSON.stringify({ ids: [jobId] }))}`, { token: other.token });
    expect(theirs.json<ProJob[]>()[0]).toMatchObject({ id: jobId, notificationStatus: null });
    expect((await notificationsOf(jobId)).get(sentTo.id)?.status).toBe('QUEUED');
  });
});
