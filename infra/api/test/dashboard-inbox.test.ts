import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICANT_TEXTS, SAMPLE_DASHBOARD_STATS, encodeStatPoints, type ActionItem, type PrescreenedItem, type StatSeries } from '@floorhire/domain-applications';
import { call, closeContext, testContext, type TestContext } from './helpers';
import { createHiringFixture, q, type HiringFixture } from './applications-fixtures';

let ctx: TestContext;
let f: HiringFixture;

beforeAll(async () => {
  ctx = await testContext();
  f = await createHiringFixture(ctx, { pros: 4 });
});
afterAll(closeContext);

const counts = (series: StatSeries) => series.map((p) => p.count);
const total = (series: StatSeries) => counts(series).reduce((a, b) => a + b, 0);

describe('dashboard statistics', () => {
  it('counts by week over 30 days, at least 4 weeks, and follows status changes', async () => {
    const before = (await call(ctx, 'GET', `/v4/employer/${f.employerId}/stats/review`, { token: f.manager.token })).json<StatSeries>();
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(before.every((p) => /^\d{4}-\d{2}-\d{2}$/u.test(p.date))).toBe(true);
    expect(total(before)).toBe(0);
    for (const id of f.applicantIds.slice(0, 3)) await call(ctx, 'PATCH', `/v4/job-applicant/${id}`, { token: f.manager.token, body: { status: 'Review' } });
    const after = (await call(ctx, 'GET', `/v4/employer/${f.employerId}/stats/review`, { token: f.manager.token })).json<StatSeries>();
    expect(after.at(-1)!.count).toBe(3);
    const applicants = (await call(ctx, 'GET', `/v4/employer/${f.employerId}/stats/applicant`, { token: f.manager.token })).json<StatSeries>();
    expect(total(applicants)).toBe(4);
    await call(ctx, 'PATCH', `/v4/job-applicant/${f.applicantIds[0]}`, { token: f.manager.token, body: { status: 'Hired' } });
    expect(total((await call(ctx, 'GET', `/v4/employer/${f.employerId}/stats/hire`, { token: f.manager.token })).json<StatSeries>())).toBe(1);
  });

  it('draws total pros with a leading 0 and limits Mine to the user\'s jobs', async () => {
    const pros = (await call(ctx, 'GET', `/v4/employer/${f.employerId}/stats/pro`, { token: f.admin.token })).json<StatSeries>();
    expect(pros[0]!.count).toBe(0);
    expect(pros.at(-1)!.count).toBe(4);
    const long = (await call(ctx, 'GET', `/v4/employer/${f.employerId}/stats/pro?lookbackDays=120`, { token: f.admin.token })).json<StatSeries>();
    expect(long.length).toBeLessThanOrEqual(6);
    const mine = (await call(ctx, 'GET', `/v4/employer/${f.employerId}/stats/applicant?userProfileId=${f.manager.id}`, { token: f.manager.token })).json<StatSeries>();
    expect(total(mine)).toBe(0);
  });

  it('gives unsubscribed employers the fixed sample statistics, and other employers 403', async () => {
    const free = await createHiringFixture(ctx, { pros: 1, subscribed: false });
    const res = await call(ctx, 'GET', `/v4/employer/${free.employerId}/stats/interview`, { token: free.admin.token });
    expect(res.headers['x-sample-data']).toBe('true');
    expect(counts(res.json())).toEqual([...SAMPLE_DASHBOARD_STATS.interview]);
    expect(counts((await call(ctx, 'GET', `/v4/employer/${free.employerId}/stats/pro`, { token: free.admin.token })).json())).toEqual([...SAMPLE_DASHBOARD_STATS.pro]);
    expect((await call(ctx, 'GET', `/v4/employer/${free.employerId}/interview`, { token: free.admin.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/v4/employer/${free.employerId}/job-applicant`, { token: free.admin.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/v4/employer/${f.employerId}/stats/hire`, { token: f.otherEmployerUser.token })).statusCode).toBe(403);
    const expired = await createHiringFixture(ctx, { pros: 1, subscribed: false });
    await ctx.db.query(`insert into subscriptions (employer_id, status, plan, start_date, end_date) values ($1, 'active', 'test', current_date - 60, current_date - 10)`, [expired.employerId]);
    expect((await call(ctx, 'GET', `/v4/employer/${expired.employerId}/stats/hire`, { token: expired.admin.token })).headers['x-sample-data']).toBe('true');
    await ctx.db.query(`insert into subscriptions (employer_id, status, plan, start_date, end_date) values ($1, 'active', 'test', current_date, current_date + 30)`, [expired.employerId]);
    expect((await call(ctx, 'GET', `/v4/employer/${expired.employerId}/stats/hire`, { token: expired.admin.token })).headers['x-sample-data']).toBeUndefined();
    const staff = await call(ctx, 'GET', `/v4/employer/${free.employerId}/stats/interview`, { token: free.staff.token });
    expect(staff.headers['x-sample-data']).toBeUndefined();
  });
});

describe('dashboard charts drawn on the server (ADR 283)', () => {
  const chartUrl = (employerId: number, query: string) => `/v4/employer/${employerId}/stats/chart?${query}`;

  it('draws the series it is given as one SVG column chart of the asked width, kept by the browser', async () => {
    const series = (await call(ctx, 'GET', `/v4/employer/${f.employerId}/stats/applicant`, { token: f.manager.token })).json<StatSeries>();
    const points = [...series.slice(0, -1), { date: series.at(-1)!.date, count: 7 }];
    const res = await call(ctx, 'GET', chartUrl(f.employerId, `title=New%20applicants&width=342&points=${encodeStatPoints(points)}`), { token: f.manager.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    const { svg } = res.json<{ svg: string }>();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toMatch(/ width="342"/u);
    expect(svg).toContain('New applicants');
    // One bar per week, and the week labels as the axis shows them (month/day).
    expect(svg.match(/class="apexcharts-bar-area/gu)).toHaveLength(points.length);
    const [, month, day] = /^\d{4}-(\d{2})-(\d{2})$/u.exec(points.at(-1)!.date)!;
    expect(svg).toContain(`>${Number(month)}/${Number(day)}<`);
  });

  it('refuses markup in the title, a malformed series and a width out of range, in words', async () => {
    const points = encodeStatPoints([{ date: '2026-11-02', count: 1 }]);
    const bad = [
      [`title=%3Cimg%20src%3Dx%3E&width=300&points=${points}`, 'Must be letters, digits, spaces and . , : ( ) / + - only'],
      [`title=Hires&width=300&points=2026-11-02:1;2026-11-09:2`, 'Must be 1 to 60 date:count pairs, comma-separated'],
      [`title=Hires&width=99999&points=${points}`, 'Must be a whole number'],
      [`title=Hires&width=100&points=${points}`, 'Must be 160 or more'],
    ] as const;
    for (const [query, message] of bad) {
      const res = await call(ctx, 'GET', chartUrl(f.employerId, query), { token: f.manager.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });

  it('draws only for the employer\'s own users', async () => {
    const query = `title=Hires&width=300&points=${encodeStatPoints([{ date: '2026-11-02', count: 1 }])}`;
    expect((await call(ctx, 'GET', chartUrl(f.employerId, query), { token: f.otherEmployerUser.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', chartUrl(f.employerId, query))).statusCode).toBe(401);
  });

  it('draws charts asked for at once without mixing them up', async () => {
    const widths = [200, 260, 320, 380, 440, 500];
    const answers = await Promise.all(
      widths.map((width, i) => call(ctx, 'GET', chartUrl(f.employerId, `title=Chart%20${i}&width=${width}&points=${encodeStatPoints([{ date: '2026-11-02', count: i }, { date: '2026-11-09', count: i + 1 }])}`), { token: f.manager.token })),
    );
    answers.forEach((res, i) => {
      const { svg } = res.json<{ svg: string }>();
      expect(svg).toMatch(new RegExp(` width="${widths[i]}"`, 'u'));
      expect(svg).toContain(`Chart ${i}`);
    });
  });
});

describe('pre-screened candidates and the inbox', () => {
  it('lists pre-screened candidates with derived fields and puts each in the inbox', async () => {
    const fx = await createHiringFixture(ctx, { pros: 3 });
    await ctx.db.query(`insert into achievements (id, title) values (2, 'vetted') on conflict do nothing`);
    await ctx.db.query(`insert into pro_achievement_maps (pro_id, achievement_id) select p.id, 2 from pros p where p.user_profile_id = $1`, [fx.pros[0]!.id]);
    for (const id of fx.applicantIds.slice(0, 2)) await call(ctx, 'PATCH', `/v4/job-applicant/${id}`, { token: fx.manager.token, body: { status: 'Client' } });
    const list = (await call(ctx, 'GET', `/v4/employer/${fx.employerId}/job-applicant`, { token: fx.manager.token })).json<PrescreenedItem[]>();
    expect(list).toHaveLength(2);
    const first = list.find((i) => i.id === fx.applicantIds[0])!;
    expect(first).toMatchObject({ status: 'Client', statusText: 'New', achievementId: 2, lastEmployerName: 'Midwest Tool', lastJobTitle: 'CNC Operator' });
    expect(first.url).toBe(`/employer/jobs/${fx.jobId}/pro/${fx.pros[0]!.id}/application/${fx.applicantIds[0]}`);

    const inbox = (await call(ctx, 'GET', `/v4/notification?employerId=${fx.employerId}`, { token: fx.manager.token })).json<{ items: ActionItem[]; unread: number }>();
    expect(inbox.items.map((i) => i.type)).toEqual(['prescreened candidate', 'prescreened candidate']);
    expect(inbox.unread).toBe(2);
    expect((await call(ctx, 'GET', `/v4/notification?employerId=${fx.employerId}`, { token: f.otherEmployerUser.token })).statusCode).toBe(403);
    const other = (await call(ctx, 'GET', '/v4/notification', { token: f.otherEmployerUser.token })).json<{ items: ActionItem[] }>();
    expect(other.items.some((i) => i.employerId === fx.employerId)).toBe(false);

    const [newer, older] = inbox.items;
    const nav = (await call(ctx, 'GET', `/v4/notification/${newer!.id}`, { token: fx.manager.token })).json<{ previousId: number | null; nextId: number | null }>();
    expect(nav).toMatchObject({ previousId: null, nextId: older!.id });
    expect((await call(ctx, 'GET', `/v4/notification/${newer!.id}`, { token: f.otherEmployerUser.token })).statusCode).toBe(404);

    const read = await call(ctx, 'PATCH', '/v4/notification', { token: fx.manager.token, body: { id: older!.id, read: true } });
    expect(read.json()).toMatchObject({ removed: true, applicantStatus: 'Review', message: APPLICANT_TEXTS.markedReviewed });
    const applicant = await ctx.db.one<{ status: string }>('select status from job_applicants where id = $1', [older!.jobApplicantId]);
    expect(applicant?.status).toBe('Review');
    const left = (await call(ctx, 'GET', `/v4/notification?employerId=${fx.employerId}`, { token: fx.manager.token })).json<{ items: ActionItem[] }>();
    expect(left.items.map((i) => i.id)).toEqual([newer!.id]);
  });

  it('marks message items read and unread, clears them, and serves the user\'s own list', async () => {
    const fx = await createHiringFixture(ctx, { pros: 1 });
    const conversation = await q(ctx, 'insert into conversations (employer_id, user_profile_id, job_id) values ($1, $2, $3) returning id', [fx.employerId, fx.pros[0]!.id, fx.jobId]);
    const item = await q(ctx, `insert into inbox_items (type, employer_id, job_id, pro_id, conversation_id) values ('new message', $1, $2, $3, $4) returning id`, [fx.employerId, fx.jobId, fx.pros[0]!.id, conversation.id]);
    const read = await call(ctx, 'PATCH', '/v4/notification', { token: fx.admin.token, body: { id: item.id, read: true } });
    expect(read.json()).toMatchObject({ removed: false, read: true, message: APPLICANT_TEXTS.messageMarkedRead });
    await call(ctx, 'PATCH', '/v4/notification', { token: fx.admin.token, body: { id: item.id, read: false } });
    const cleared = await call(ctx, 'POST', '/v4/notification/clear', { token: fx.admin.token, body: { employerId: fx.employerId } });
    expect(cleared.json()).toEqual({ count: 1 });
    // A user of two employers sees only the asked employer's items.
    const second = await q(ctx, `insert into employers (name) values ('Second employer') returning id`);
    await ctx.db.query('insert into employer_users (employer_id, user_profile_id) values ($1, $2)', [second.id, fx.admin.id]);
    await ctx.db.query(`insert into inbox_items (type, user_profile_id, employer_id) values ('new message', $1, $2)`, [fx.admin.id, second.id]);
    const narrowed = (await call(ctx, 'GET', `/v4/notification?employerId=${fx.employerId}`, { token: fx.admin.token })).json<{ items: ActionItem[] }>();
    expect(narrowed.items.map((i) => i.employerId)).toEqual([fx.employerId]);
    const own = await call(ctx, 'GET', `/v4/user-profile/${fx.admin.id}/notification`, { token: fx.admin.token });
    // The admin's token predates the second employer, so the list covers the first one only.
    expect(own.json()).toMatchObject({ count: 1, unread: 0 });
    expect((await call(ctx, 'GET', `/v4/user-profile/${fx.admin.id}/notification`, { token: fx.manager.token })).statusCode).toBe(404);
    const seen = await call(ctx, 'PATCH', `/v4/user-profile/${fx.admin.id}/notification/${item.id}`, { token: fx.admin.token, body: { seen: true } });
    expect(seen.json()).toMatchObject({ item: { seen: true } });
  });

  it('pages the list with skip and limit (newest first, no item twice) and reports the total count', async () => {
    const fx = await createHiringFixture(ctx, { pros: 1 });
    for (let i = 0; i < 5; i += 1) {
      await ctx.db.query(`insert into inbox_items (type, employer_id, pro_id, create_ts) values ('new message', $1, $2, now() - make_interval(mins => $3))`, [fx.employerId, fx.pros[0]!.id, i]);
    }
    const page = async (query: string) =>
      (await call(ctx, 'GET', `/v4/notification?employerId=${fx.employerId}&${query}`, { token: fx.manager.token })).json<{ items: ActionItem[]; count: number; unread: number }>();
    const all = await page('limit=100');
    expect(all.count).toBe(5);
    const first = await page('limit=2');
    const second = await page('limit=2&skip=2');
    const last = await page('limit=2&skip=4');
    expect(first).toMatchObject({ count: 5, unread: 5 });
    expect(second.count).toBe(5);
    expect([...first.items, ...second.items, ...last.items].map((i) => i.id)).toEqual(all.items.map((i) => i.id));
    expect(last.items).toHaveLength(1);
    expect((await page('skip=5')).items).toEqual([]);
    expect((await call(ctx, 'GET', `/v4/notification?employerId=${fx.employerId}&limit=101`, { token: fx.manager.token })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', `/v4/notification?employerId=${fx.employerId}&skip=-1`, { token: fx.manager.token })).statusCode).toBe(400);
  });
});
