import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_PROFILE_TEXTS, PRO_RECORD_TEXTS, type NetworkPro, type NetworkProRow, type ProAchievement, type ProProfile, type ProRecordRow } from '@floorhire/domain-pro-profile';
import { q, subscribe } from './applications-fixtures';
import { call, closeContext, createEmployer, createUser, RUN, testContext, type TestContext, type TestUser } from './helpers';

// Pro records (ADR 206) and an employer's network of pros (ADR 207) on a real database, both
// engines: only staff reach the staff calls; staff read and change any pro through the pro's
// own calls; an employer's network follows ADR 037's one rule and keeps tenants apart.

let ctx: TestContext;
let staff: TestUser;
let employerA: number;
let employerB: number;
let adminA: TestUser;
let managerB: TestUser;
let jobA: number;
let otherJobA: number;
let jobB: number;
const pros: Record<string, TestUser & { proId: number }> = {};
// Surnames unique to this run: API test files share one database.
const surname = (s: string) => `${s}${RUN}`.replace(/\d/gu, (d) => 'abcdefghij'[Number(d)]!);

async function makePro(key: string, nameFirst: string, nameLast: string, phone: string): Promise<void> {
  const user = await createUser(ctx, { group: 'Expert', phone });
  await ctx.db.query('update user_profiles set name_first = $2, name_last = $3 where id = $1', [user.id, nameFirst, nameLast]);
  const pro = await q(ctx, 'select id from pros where user_profile_id = $1', [user.id]);
  pros[key] = { ...user, proId: pro.id };
}

const get = <T>(user: TestUser, url: string) => call(ctx, 'GET', url, { token: user.token }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));
const filter = (f: object) => `filter=${encodeURIComponent(JSON.stringify(f))}`;

beforeAll(async () => {
  ctx = await testContext();
  staff = await createUser(ctx, { group: 'Super Admin' });
  employerA = await createEmployer(ctx);
  employerB = await createEmployer(ctx);
  await subscribe(ctx, employerA);
  await subscribe(ctx, employerB);
  adminA = await createUser(ctx, { group: 'Company Admin', employerIds: [employerA] });
  managerB = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerB] });
  jobA = (await q(ctx, `insert into jobs (employer_id, display_title, status) values ($1, 'Lathe A', 'live') returning id`, [employerA])).id;
  otherJobA = (await q(ctx, `insert into jobs (employer_id, display_title, status) values ($1, 'Mill A', 'live') returning id`, [employerA])).id;
  jobB = (await q(ctx, `insert into jobs (employer_id, display_title, status) values ($1, 'Lathe B', 'live') returning id`, [employerB])).id;
  const last = surname('Vantongeren');
  await makePro('applied', 'Marisol', last, '3129417001');
  await makePro('unlocked', 'Marcus', last, '3129417002');
  await makePro('notified', 'Maria', last, '3129417003');
  await makePro('elsewhere', 'Mark', last, '3129417004');
  await makePro('both', 'Mabel', last, '3129417005');
  await ctx.db.query(`insert into job_applicants (job_id, user_profile_id, status, apply_ts) values ($1, $2, 'Review', now() - interval '2 days')`, [jobA, pros.applied!.id]);
  await ctx.db.query(`insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, 'Notified')`, [jobA, pros.notified!.id]);
  await ctx.db.query(`insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, 'New')`, [jobB, pros.elsewhere!.id]);
  await ctx.db.query(`insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, 'New')`, [otherJobA, pros.both!.id]);
  await ctx.db.query(`insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, 'Interview')`, [jobB, pros.both!.id]);
  await ctx.db.query(`insert into pro_unlocks (employer_id, pro_user_profile_id, source) values ($1, $2, 'ppp'), ($1, $3, 'ppp'), ($4, $5, 'ppp')`, [
    employerA,
    pros.unlocked!.id,
    pros.both!.id,
    employerB,
    pros.notified!.id,
  ]);
});
afterAll(closeContext);

describe('staff find pros (GET pro, pro/count)', () => {
  it('only staff reach the list, the count, a record and the badges', async () => {
    for (const user of [adminA, managerB, pros.applied!]) {
      expect((await get(user, '/v4/pro')).status, user.email).toBe(403);
      expect((await get(user, '/v4/pro/count')).status).toBe(403);
      expect((await get(user, `/v4/pro/${pros.applied!.proId}/achievement`)).status).toBe(403);
      expect((await call(ctx, 'PUT', `/v4/pro/${pros.applied!.proId}/achievement`, { token: user.token, body: { achievementIds: [1] } })).statusCode).toBe(403);
    }
    expect((await get(staff, '/v4/pro')).status).toBe(200);
  });

  it('finds a first and last name together, one word on either name, and a phone by its digits (spec 002 §5)', async () => {
    const last = surname('Vantongeren');
    const names = async (text: string) => (await get<ProRecordRow[]>(staff, `/v4/pro?${filter({ q: text, limit: 100 })}`)).body.map((r) => r.nameFirst).sort();
    expect(await names(last)).toEqual(['Mabel', 'Marcus', 'Maria', 'Marisol', 'Mark']);
    expect(await names(`Mar ${last}`)).toEqual(['Marcus', 'Maria', 'Marisol', 'Mark']);
    expect(await names(`marisol ${last.slice(0, 6)}`)).toEqual(['Marisol']);
    // Characters a name cannot hold are dropped, not searched for.
    expect(await names(`Mabel! ${last}\u0007`)).toEqual(['Mabel']);
    expect(await names('(312) 941-7003')).toEqual(['Maria']);
    expect(await names('941700')).toEqual(['Mabel', 'Marcus', 'Maria', 'Marisol', 'Mark']);
    const count = await get<{ count: number }>(staff, `/v4/pro/count?${filter({ q: `Mar ${last}` })}`);
    expect(count.body).toEqual({ count: 4 });
  });

  it('pages 25 at a time by default, newest first, and refuses an unknown order', async () => {
    const page = await get<ProRecordRow[]>(staff, '/v4/pro');
    expect(page.body.length).toBeLessThanOrEqual(25);
    const times = page.body.map((r) => r.createTs);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await get<ProRecordRow[]>(staff, `/v4/pro?${filter({ q: surname('Vantongeren'), limit: 2, skip: 2, order: 'name ASC' })}`);
    expect(second.body.map((r) => r.nameFirst)).toEqual(['Maria', 'Marisol']);
    expect((await get(staff, `/v4/pro?${filter({ order: 'email ASC' })}`)).status).toBe(400);
  });
});

describe("a pro's record: staff act through the pro's own calls", () => {
  it('GET user-profile/{id}/pro answers staff for any pro and a pro for itself only', async () => {
    const record = await get<ProProfile>(staff, `/v4/user-profile/${pros.applied!.id}/pro`);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ id: pros.applied!.proId, userProfileId: pros.applied!.id, nameFirst: 'Marisol' });
    expect((await get(pros.applied!, `/v4/user-profile/${pros.applied!.id}/pro`)).status).toBe(200);
    expect((await get(pros.applied!, `/v4/user-profile/${pros.unlocked!.id}/pro`)).status).toBe(404);
    expect((await get(adminA, `/v4/user-profile/${pros.applied!.id}/pro`)).status).toBe(403);
    // An employer user has no pro record.
    const notAPro = await get<{ message: string }>(staff, `/v4/user-profile/${adminA.id}/pro`);
    expect(notAPro).toEqual({ status: 404, body: expect.objectContaining({ message: PRO_PROFILE_TEXTS.proNotFound }) });
  });

  it('staff change a pro\'s experience through the form\'s call, and the pro sees the change', async () => {
    const added = await call(ctx, 'POST', `/v4/pro/${pros.unlocked!.proId}/history-employer`, {
      token: staff.token,
      body: { employerName: 'Acme Tool', jobTitle: 'Setup machinist', start: '03/2019', end: '' },
    });
    expect(added.statusCode).toBe(201);
    const mine = await get<ProProfile>(pros.unlocked!, '/v4/pro/me');
    expect(mine.body.historyEmployers.map((h) => h.employerName)).toContain('Acme Tool');
    // An employer cannot, even for a pro of its network.
    expect((await call(ctx, 'POST', `/v4/pro/${pros.unlocked!.proId}/history-employer`, { token: adminA.token, body: { employerName: 'X', jobTitle: 'Y', start: '03/2019' } })).statusCode).toBe(403);
  });

  it('staff give and take badges (1 elite, 2 vetted, 3 block); block never reaches an employer', async () => {
    const put = await call(ctx, 'PUT', `/v4/pro/${pros.unlocked!.proId}/achievement`, { token: staff.token, body: { achievementIds: [3, 2] } });
    expect(put.statusCode).toBe(200);
    expect(put.json<ProAchievement[]>().map((a) => [a.achievementId, a.title])).toEqual([
      [2, 'vetted'],
      [3, 'block'],
    ]);
    const staffRow = (await get<ProRecordRow[]>(staff, `/v4/pro?${filter({ q: `Marcus ${surname('Vantongeren')}` })}`)).body[0];
    expect(staffRow?.achievements).toEqual(['vetted', 'block']);
    const employerRow = (await get<NetworkProRow[]>(adminA, `/v4/employer/${employerA}/pro?${filter({ q: 'Marcus' })}`)).body.find((r) => r.userProfileId === pros.unlocked!.id);
    expect(employerRow?.achievements).toEqual(['vetted']);
    expect((await call(ctx, 'PUT', `/v4/pro/${pros.unlocked!.proId}/achievement`, { token: staff.token, body: { achievementIds: [] } })).json()).toEqual([]);
    expect((await call(ctx, 'PUT', `/v4/pro/999999999/achievement`, { token: staff.token, body: { achievementIds: [1] } })).statusCode).toBe(404);
  });
});

describe("an employer's network of pros (GET employer/{id}/pro, /pro/count, /pro/{proId})", () => {
  const ids = (rows: NetworkProRow[]) => rows.map((r) => r.nameFirst).sort();
  const last = () => surname('Vantongeren');

  it('is who applied to its jobs (not an outreach left Notified) and whom it unlocked, by default', async () => {
    const full = await get<NetworkProRow[]>(adminA, `/v4/employer/${employerA}/pro?${filter({ q: last() })}`);
    expect(full.status).toBe(200);
    expect(ids(full.body)).toEqual(['Mabel', 'Marcus', 'Marisol']);
    const marisol = full.body.find((r) => r.nameFirst === 'Marisol')!;
    expect(marisol).toMatchObject({ applied: true, unlocked: false, userProfileId: pros.applied!.id, phone: '3129417001' });
    expect(marisol.lastApplyTs).not.toBeNull();
    expect(full.body.find((r) => r.nameFirst === 'Mabel')).toMatchObject({ applied: true, unlocked: true });
    expect((await get(adminA, `/v4/employer/${employerA}/pro/count?${filter({ q: last() })}`)).body).toEqual({ count: 3 });
  });

  it('fullNetwork false is its applicants; a network filter names the parts; jobId one job\'s applicants', async () => {
    expect(ids((await get<NetworkProRow[]>(adminA, `/v4/employer/${employerA}/pro?fullNetwork=false&${filter({ q: last() })}`)).body)).toEqual(['Mabel', 'Marisol']);
    expect(ids((await get<NetworkProRow[]>(adminA, `/v4/employer/${employerA}/pro?${filter({ q: last(), network: ['unlocked'] })}`)).body)).toEqual(['Mabel', 'Marcus']);
    expect(ids((await get<NetworkProRow[]>(adminA, `/v4/employer/${employerA}/pro?${filter({ q: last(), jobId: jobA })}`)).body)).toEqual(['Marisol']);
    expect((await get<{ count: number }>(adminA, `/v4/employer/${employerA}/pro/count?${filter({ q: last(), network: ['applied'], fullNetwork: true })}`)).body).toEqual({ count: 2 });
    // Another employer's job is not a filter it may use.
    expect((await get<{ message: string }>(adminA, `/v4/employer/${employerA}/pro?${filter({ jobId: jobB })}`)).status).toBe(404);
  });

  it("keeps tenancy: another employer's network is refused; its own shows what B's rule gives", async () => {
    expect((await get(adminA, `/v4/employer/${employerB}/pro`)).status).toBe(403);
    expect((await get(adminA, `/v4/employer/${employerB}/pro/count`)).status).toBe(403);
    expect((await get(adminA, `/v4/employer/${employerB}/pro/${pros.elsewhere!.id}`)).status).toBe(403);
    expect((await get(pros.applied!, `/v4/employer/${employerA}/pro`)).status).toBe(403);
    expect(ids((await get<NetworkProRow[]>(managerB, `/v4/employer/${employerB}/pro?${filter({ q: last() })}`)).body)).toEqual(['Mabel', 'Maria', 'Mark']);
    // Staff reach any employer's network.
    expect(ids((await get<NetworkProRow[]>(staff, `/v4/employer/${employerB}/pro?${filter({ q: last() })}`)).body)).toEqual(['Mabel', 'Maria', 'Mark']);
  });

  it('reads one pro of the network with its includes, applications to this employer only; anyone else is not found', async () => {
    const one = await get<NetworkPro>(adminA, `/v4/employer/${employerA}/pro/${pros.both!.id}?include=${encodeURIComponent('["history","education","references","jobApplicants"]')}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ userProfileId: pros.both!.id, applied: true, unlocked: true, historyEmployers: [], educationCertifications: [], references: [] });
    expect(one.body.jobApplicants?.map((a) => a.jobId)).toEqual([otherJobA]);
    const bare = await get<NetworkPro>(adminA, `/v4/employer/${employerA}/pro/${pros.both!.id}`);
    expect(bare.body.historyEmployers).toBeUndefined();
    for (const outside of [pros.notified!, pros.elsewhere!]) {
      expect(await get(adminA, `/v4/employer/${employerA}/pro/${outside.id}`)).toEqual({ status: 404, body: expect.objectContaining({ message: PRO_RECORD_TEXTS.notInNetwork }) });
    }
    expect((await get(adminA, `/v4/employer/${employerA}/pro/${pros.both!.id}?include=${encodeURIComponent('["pro"]')}`)).status).toBe(400);
  });

  it('needs an active plan, like the applicant lists; staff need none', async () => {
    const expired = await createEmployer(ctx);
    const owner = await createUser(ctx, { group: 'Company Admin', employerIds: [expired] });
    expect((await get(owner, `/v4/employer/${expired}/pro`)).status).toBe(403);
    expect((await get(staff, `/v4/employer/${expired}/pro`)).status).toBe(200);
  });
});
