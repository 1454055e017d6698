import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_API_TEXTS, STAFF_EMAIL_TEXTS, type ActAsHistory, type ActAsSession, type StaffEmployerSummary, type StaffInboxItem, type StaffUserRow } from '@floorhire/domain-staff';
import { API_ERRORS } from '@floorhire/rules';
import { call, closeContext, createEmployer, createUser, lastMessageTo, linkCode, refreshCookieOf, testContext, uniqueEmail, PASSWORD, RUN, type TestContext, type TestUser } from './helpers';

// The staff console's API on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): only staff reach it; acting as a user gives the user's rights and no more, reaches no
// staff call, ends when it ends, and every write made while acting is in the audit trail.

let ctx: TestContext;
let staff: TestUser;
let employerA: number;
let employerB: number;
let ownerA: TestUser;
let managerA: TestUser;
let ownerB: TestUser;
let pro: TestUser;

beforeAll(async () => {
  ctx = await testContext();
  staff = await createUser(ctx, { group: 'Super Admin' });
  employerA = await createEmployer(ctx);
  employerB = await createEmployer(ctx);
  ownerA = await createUser(ctx, { group: 'Company Admin', employerIds: [employerA] });
  managerA = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA] });
  ownerB = await createUser(ctx, { group: 'Company Admin', employerIds: [employerB] });
  pro = await createUser(ctx, { group: 'Expert', phone: '3125550199' });
});
afterAll(closeContext);
beforeEach(async () => {
  ctx.app.deps.limiter.reset();
  // Each test starts without a running act-as session of the staff member.
  await call(ctx, 'POST', '/v4/help-desk/act-as/current/end', { token: staff.token });
});

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** This run's tag in letters only: a name search takes no digits (spec 002 §5). */
const TAG = RUN.replace(/\d/gu, (d) => 'abcdefghij'[Number(d)]!);
/** Phones of this run only (a database kept between runs holds the last run's users too). */
const PHONE_STEM = `6085${String(Date.now() % 1e5).padStart(5, '0')}`;
const phoneOf = (n: number) => `${PHONE_STEM}${n}`;

/** Staff start acting as the user and get the acting token. */
async function actAs(user: { id: number }, by: TestUser = staff): Promise<{ session: ActAsSession; token: string }> {
  const started = await call(ctx, 'POST', '/v4/help-desk/act-as', { token: by.token, body: { userProfileId: user.id, returnPath: `/admin/users/employer/${user.id}/login` } });
  expect(started.statusCode, started.body).toBe(201);
  const tokens = await call(ctx, 'POST', '/v4/help-desk/act-as/current/token', { token: by.token });
  expect(tokens.statusCode, tokens.body).toBe(200);
  return { session: started.json<ActAsSession>(), token: tokens.json<{ accessToken: string }>().accessToken };
}

describe('only staff reach staff calls', () => {
  const STAFF_CALLS: readonly [method: 'GET' | 'POST' | 'PUT', url: () => string, body?: () => unknown][] = [
    ['GET', () => '/v4/user-profile/all'],
    ['GET', () => '/v4/user-profile/all/count'],
    ['POST', () => '/v4/user-profile', () => ({ groupMembership: 'Expert', email: uniqueEmail('nope'), nameFirst: 'No', nameLast: 'Pe' })],
    ['PUT', () => `/v4/user-profile/${pro.id}/status`, () => ({ status: 'block' })],
    ['PUT', () => `/v4/user-profile/${staff.id}/roles`, () => ({ roles: ['taxonomy'] })],
    ['GET', () => '/v4/help-desk/overview'],
    ['GET', () => '/v4/help-desk/inbox'],
    ['POST', () => '/v4/help-desk/act-as', () => ({ userProfileId: pro.id })],
    ['GET', () => '/v4/help-desk/act-as/current'],
    ['POST', () => '/v4/help-desk/act-as/current/token'],
    ['POST', () => '/v4/help-desk/act-as/current/end'],
    ['GET', () => '/v4/employer/summary'],
    ['POST', () => '/v4/employer', () => ({ name: 'Not Allowed Inc' })],
    ['PUT', () => `/v4/employer/${employerA}/assignee`, () => ({ assigneeId: staff.id })],
    ['PUT', () => `/v4/employer/${employerA}/status`, () => ({ status: 'Meeting' })],
    ['PUT', () => `/v4/employer/${employerA}/watchers`, () => ({ watcherIds: [staff.id] })],
  ];

  it('answers 401 to a visitor and 403 to employer users and pros, whatever they send', async () => {
    for (const [method, url, body] of STAFF_CALLS) {
      const payload = body ? { body: body() } : {};
      expect((await call(ctx, method, url(), payload)).statusCode, `${method} ${url()} visitor`).toBe(401);
      for (const user of [ownerA, managerA, pro]) expect((await call(ctx, method, url(), { token: user.token, ...payload })).statusCode, `${method} ${url()} as ${user.email}`).toBe(403);
    }
  });

  it('answers staff', async () => {
    expect((await call(ctx, 'GET', '/v4/help-desk/overview', { token: staff.token })).json()).toMatchObject({ users: expect.any(Number), employers: expect.any(Number), liveActAsSessions: 0 });
    expect((await call(ctx, 'GET', '/v4/help-desk/act-as/current', { token: staff.token })).json()).toEqual({ session: null });
  });
});

describe('users: GET user-profile/all with filter and /count with where (spec 002 §7, §9, §5)', () => {
  let ann: number;
  beforeAll(async () => {
    const make = async (nameFirst: string, nameLast: string, phone: string, group: string) =>
      (await call(ctx, 'POST', '/v4/user-profile', { token: staff.token, body: { groupMembership: group, email: uniqueEmail('search'), nameFirst, nameLast, phone, employerIds: group === 'Expert' ? undefined : [employerA], sendWelcome: false } })).json<{ id: number }>().id;
    ann = await make(`Ann${TAG}`, "O'Brien-Smith", phoneOf(1), 'Hiring Manager');
    await make(`Bob${TAG}`, `Ann${TAG}son`, phoneOf(2), 'Expert');
    await make(`Cy${TAG}`, 'Lee', phoneOf(3), 'Expert');
  });

  const list = async (filter: unknown) => {
    const res = await call(ctx, 'GET', `/v4/user-profile/all?filter=${q(filter)}`, { token: staff.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StaffUserRow[]>();
  };

  it('one word matches either name; two words are first and last name', async () => {
    expect((await list({ where: { name: `Ann${TAG}` } })).map((u) => u.nameFirst).sort()).toEqual([`Ann${TAG}`, `Bob${TAG}`]);
    expect((await list({ where: { name: `Ann${TAG} O'Brien` } })).map((u) => u.id)).toEqual([ann]);
    expect(await list({ where: { name: `Cy${TAG} O'Brien` } })).toEqual([]);
  });

  it('refuses a name with characters a name search does not take', async () => {
    const res = await call(ctx, 'GET', `/v4/user-profile/all?filter=${q({ where: { name: 'Ann; drop' } })}`, { token: staff.token });
    expect(res.json()).toMatchObject({ statusCode: 400, message: STAFF_API_TEXTS.nameSearchInvalid });
  });

  it('a phone search uses only the digits', async () => {
    const digits = phoneOf(1);
    expect((await list({ where: { phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` } })).map((u) => u.id)).toEqual([ann]);
  });

  it('pages newest first by default, 25 a page, and counts with where', async () => {
    const first = await list({});
    expect(first.length).toBeLessThanOrEqual(25);
    const times = first.map((u) => Date.parse(u.createTs));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const pros = await list({ where: { groupMembership: 'Expert', name: TAG }, limit: 10 });
    expect(pros.every((u) => u.groupMembership === 'Expert' && u.proId !== null)).toBe(true);
    const count = await call(ctx, 'GET', `/v4/user-profile/all/count?where=${q({ groupMembership: 'Expert', name: TAG })}`, { token: staff.token });
    expect(count.json()).toEqual({ count: pros.length });
    const ofA = await list({ where: { employerId: employerA }, limit: 100 });
    expect(ofA.map((u) => u.id)).toEqual(expect.arrayContaining([ownerA.id, managerA.id, ann]));
    expect(ofA.every((u) => u.employers.some((e) => e.id === employerA))).toBe(true);
  });
});

describe('creating users and their statuses', () => {
  it('opens an account of each group; the welcome e-mail lets the user choose a password and sign in', async () => {
    const email = uniqueEmail('welcome');
    const created = await call(ctx, 'POST', '/v4/user-profile', { token: staff.token, body: { groupMembership: 'Company Admin', email, nameFirst: 'Wendy', nameLast: 'Welcome', employerIds: [employerA] } });
    expect(created.statusCode, created.body).toBe(201);
    const message = (await lastMessageTo(ctx, email))!;
    expect(message.template).toBe('staff.welcome');
    expect(message.body_text).toContain(STAFF_EMAIL_TEXTS.welcomeLead);
    const done = await call(ctx, 'POST', '/v4/auth/reset-password/complete', { body: { code: linkCode(message.body_text), password: 'Chosen-pass-1' } });
    expect(done.statusCode, done.body).toBe(200);
    const me = await call(ctx, 'GET', '/v4/user-profile/me', { token: done.json<{ accessToken: string }>().accessToken });
    expect(me.json()).toMatchObject({ email, groupMembership: 'Company Admin', status: 'normal', employerUserMaps: [{ employerId: employerA }] });

    const proEmail = uniqueEmail('newpro');
    const proId = (await call(ctx, 'POST', '/v4/user-profile', { token: staff.token, body: { groupMembership: 'Expert', email: proEmail, nameFirst: 'Pat', nameLast: 'Pro', postalCode: '60601', sendWelcome: false } })).json<{ id: number }>().id;
    expect(await ctx.db.one('select postal_code from pros where user_profile_id = $1', [proId])).toEqual({ postal_code: '60601' });
    expect(await lastMessageTo(ctx, proEmail)).toBeUndefined();
    const admin = await call(ctx, 'POST', '/v4/user-profile', { token: staff.token, body: { groupMembership: 'Super Admin', email: uniqueEmail('newstaff'), nameFirst: 'Sam', nameLast: 'Staff', sendWelcome: false } });
    expect((await call(ctx, 'GET', `/v4/user-profile/${admin.json<{ id: number }>().id}`, { token: staff.token })).json()).toMatchObject({ type: 'Super Admin', groupMembership: 'Super Admin' });
  });

  it('an employer user needs an employer; a taken e-mail is 409; the welcome e-mail goes only to the user\'s own address', async () => {
    const orphan = await call(ctx, 'POST', '/v4/user-profile', { token: staff.token, body: { groupMembership: 'Hiring Manager', email: uniqueEmail('orphan'), nameFirst: 'No', nameLast: 'Employer' } });
    expect(orphan.json()).toMatchObject({ statusCode: 400, field: 'employerIds', message: STAFF_API_TEXTS.employerGroupNeedsEmployer });
    const taken = await call(ctx, 'POST', '/v4/user-profile', { token: staff.token, body: { groupMembership: 'Expert', email: pro.email, nameFirst: 'Dup', nameLast: 'Licate' } });
    expect(taken.json()).toMatchObject({ statusCode: 409, message: API_ERRORS.emailTaken });
    const elsewhere = await call(ctx, 'POST', '/v4/employer/send-welcome-email', { token: staff.token, body: { userProfileId: pro.id, email: uniqueEmail('elsewhere') } });
    expect(elsewhere.json()).toMatchObject({ statusCode: 422, message: STAFF_API_TEXTS.welcomeEmailMismatch });
    const again = await call(ctx, 'POST', '/v4/employer/send-welcome-email', { token: staff.token, body: { userProfileId: pro.id, email: pro.email.toUpperCase() } });
    expect(again.statusCode).toBe(200);
    expect((await lastMessageTo(ctx, pro.email))?.template).toBe('staff.welcome');
  });

  it('archive, block and suspend end the user\'s sessions and sign-in; back to normal lets them in again', async () => {
    const user = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerB] });
    const login = await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: PASSWORD } });
    const cookie = refreshCookieOf(login)!;
    for (const status of ['suspend', 'block', 'archive'] as const) {
      const res = await call(ctx, 'PUT', `/v4/user-profile/${user.id}/status`, { token: staff.token, body: { status } });
      expect(res.json()).toEqual({ id: user.id, status });
      expect((await call(ctx, 'GET', '/v4/auth/refresh', { cookie })).statusCode).toBe(401);
      expect((await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: PASSWORD } })).statusCode).not.toBe(200);
    }
    expect((await call(ctx, 'PUT', `/v4/user-profile/${user.id}/status`, { token: staff.token, body: { status: 'normal' } })).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: PASSWORD } })).statusCode).toBe(200);
    const own = await call(ctx, 'PUT', `/v4/user-profile/${staff.id}/status`, { token: staff.token, body: { status: 'block' } });
    expect(own.json()).toMatchObject({ statusCode: 403, message: STAFF_API_TEXTS.ownStatus });
    expect((await call(ctx, 'PUT', `/v4/user-profile/${user.id}/status`, { token: staff.token, body: { status: 'unverified' } })).statusCode).toBe(400);
  });

  it('gives a staff user the taxonomy role and takes it back; the editors answer by it from the next sign-in', async () => {
    const colleague = await createUser(ctx, { group: 'Super Admin' });
    const signIn = async () => (await call(ctx, 'POST', '/v4/auth/login', { body: { email: colleague.email, password: PASSWORD } })).json<{ accessToken: string }>().accessToken;
    const summary = async (token: string) => (await call(ctx, 'GET', '/v4/taxonomy/summary', { token })).statusCode;
    expect(await summary(await signIn())).toBe(403);

    const granted = await call(ctx, 'PUT', `/v4/user-profile/${colleague.id}/roles`, { token: staff.token, body: { roles: ['taxonomy'] } });
    expect(granted.json()).toEqual({ id: colleague.id, roles: ['taxonomy'] });
    expect((await call(ctx, 'GET', `/v4/user-profile/${colleague.id}`, { token: staff.token })).json<{ userRoles: { roleMembership: string }[] }>().userRoles).toContainEqual({ roleMembership: 'taxonomy' });
    expect(await summary(await signIn())).toBe(200);

    expect((await call(ctx, 'PUT', `/v4/user-profile/${colleague.id}/roles`, { token: staff.token, body: { roles: [] } })).json()).toEqual({ id: colleague.id, roles: [] });
    expect(await summary(await signIn())).toBe(403);

    // Only staff hold staff roles, and only the ones there are.
    const refused = await call(ctx, 'PUT', `/v4/user-profile/${pro.id}/roles`, { token: staff.token, body: { roles: ['taxonomy'] } });
    expect(refused.json()).toMatchObject({ statusCode: 422, message: STAFF_API_TEXTS.rolesOnlyForStaff });
    expect((await call(ctx, 'PUT', `/v4/user-profile/${colleague.id}/roles`, { token: staff.token, body: { roles: ['user.admin'] } })).json()).toMatchObject({ statusCode: 400, message: STAFF_API_TEXTS.unknownStaffRole });
    expect((await call(ctx, 'PUT', '/v4/user-profile/999999999/roles', { token: staff.token, body: { roles: [] } })).statusCode).toBe(404);
  });
});

describe('employers: POST employer, the summary with its counts and sorts, the employer page', () => {
  it('creates an employer on the free trial, with its industry and assignee', async () => {
    const res = await call(ctx, 'POST', '/v4/employer', { token: staff.token, body: { name: `  Staff Made ${RUN} `, city: 'Dayton', state: 'OH', postalCode: '45402', size: '11-50', assigneeId: staff.id, website: 'staffmade.test' } });
    expect(res.statusCode, res.body).toBe(201);
    const employer = res.json<{ id: number; name: string; status: string; website: string; assignee: { id: number }; subscription: { status: string } | null }>();
    expect(employer).toMatchObject({ name: `Staff Made ${RUN}`, status: 'Not Contacted', website: 'https://staffmade.test', assignee: { id: staff.id } });
    expect(employer.subscription?.status).toBe('trial');
    const bad = await call(ctx, 'POST', '/v4/employer', { token: staff.token, body: { name: 'Bad Assignee', assigneeId: ownerA.id } });
    expect(bad.json()).toMatchObject({ statusCode: 422, field: 'assigneeId', message: STAFF_API_TEXTS.notStaffUser });
    expect((await call(ctx, 'POST', '/v4/employer', { token: staff.token, body: { name: '  ' } })).json()).toMatchObject({ statusCode: 400, field: 'name', message: 'Required.' });
  });

  it('lists employers with Contacts, Members and Jobs, sorts by each, and filters by a feature status', async () => {
    const busy = (await call(ctx, 'POST', '/v4/employer', { token: staff.token, body: { name: `Busy ${RUN}` } })).json<{ id: number }>().id;
    const quiet = (await call(ctx, 'POST', '/v4/employer', { token: staff.token, body: { name: `Quiet ${RUN}` } })).json<{ id: number }>().id;
    await createUser(ctx, { group: 'Company Admin', employerIds: [busy] });
    await createUser(ctx, { group: 'Hiring Manager', employerIds: [busy] });
    await createUser(ctx, { group: 'Hiring Manager', employerIds: [busy], status: 'archive' });
    await ctx.db.query(`insert into jobs (employer_id, status, job_title_custom) values ($1, 'live', 'Welder'), ($1, 'live', 'Fitter'), ($1, 'draft', 'Draft')`, [busy]);
    await ctx.db.query(`insert into conversations (employer_id, user_profile_id) values ($1, $2)`, [busy, pro.id]);
    const rows = async (filter: unknown) => (await call(ctx, 'GET', `/v4/employer/summary?filter=${q(filter)}`, { token: staff.token })).json<StaffEmployerSummary[]>();
    const both = { where: { id: { inq: [busy, quiet] } } };
    const byJobs = await rows({ ...both, order: 'jobs DESC' });
    expect(byJobs.map((r) => [r.id, r.jobs, r.members, r.contacts])).toEqual([
      [busy, 2, 2, 1],
      [quiet, 0, 0, 0],
    ]);
    expect((await rows({ ...both, order: 'members ASC' })).map((r) => r.id)).toEqual([quiet, busy]);
    expect((await rows({ ...both, order: 'contacts DESC' })).map((r) => r.id)).toEqual([busy, quiet]);
    await call(ctx, 'POST', '/v4/employer-feature', { token: staff.token, body: { employerId: quiet, featureName: 'Talent Search', featureStatus: 'Enabled' } });
    const enabled = await rows({ where: { id: { inq: [busy, quiet] }, feature: { name: 'Talent Search', status: 'Enabled' } } });
    expect(enabled.map((r) => [r.id, r.talentSearch])).toEqual([[quiet, 'Enabled']]);
    const disabled = await rows({ where: { id: { inq: [busy, quiet] }, feature: { name: 'Talent Search', status: 'Disabled' } } });
    expect(disabled.map((r) => r.id)).toEqual([busy]);
  });

  it('sets the assignee (staff only), the watchers and the status', async () => {
    const id = (await call(ctx, 'POST', '/v4/employer', { token: staff.token, body: { name: `Page ${RUN}` } })).json<{ id: number }>().id;
    const other = await createUser(ctx, { group: 'Super Admin' });
    expect((await call(ctx, 'PUT', `/v4/employer/${id}/assignee`, { token: staff.token, body: { assigneeId: other.id } })).json()).toMatchObject({ assigneeId: other.id, assignee: { id: other.id } });
    expect((await call(ctx, 'PUT', `/v4/employer/${id}/assignee`, { token: staff.token, body: { assigneeId: pro.id } })).statusCode).toBe(422);
    expect((await call(ctx, 'PUT', `/v4/employer/${id}/assignee`, { token: staff.token, body: { assigneeId: null } })).json()).toMatchObject({ assigneeId: null, assignee: null });
    const watched = await call(ctx, 'PUT', `/v4/employer/${id}/watchers`, { token: staff.token, body: { watcherIds: [staff.id, other.id] } });
    expect(watched.json<{ employerWatcherMaps: { watcherId: number }[] }>().employerWatcherMaps.map((w) => w.watcherId).sort()).toEqual([staff.id, other.id].sort());
    expect((await call(ctx, 'PUT', `/v4/employer/${id}/watchers`, { token: staff.token, body: { watcherIds: [other.id] } })).json<{ employerWatcherMaps: unknown[] }>().employerWatcherMaps).toHaveLength(1);
    expect((await call(ctx, 'PUT', `/v4/employer/${id}/status`, { token: staff.token, body: { status: 'Meeting' } })).json()).toMatchObject({ status: 'Meeting' });
    expect((await call(ctx, 'PUT', `/v4/employer/999999/status`, { token: staff.token, body: { status: 'Meeting' } })).json()).toMatchObject({ statusCode: 404, message: STAFF_API_TEXTS.employerNotFound });
  });
});

describe('acting as a user', () => {
  it("acts with the user's rights: the user's own calls answer, other employers' and staff calls do not", async () => {
    const { session, token } = await actAs(managerA);
    expect(session).toMatchObject({ live: true, user: { id: managerA.id, groupMembership: 'Hiring Manager' }, staff: { id: staff.id }, returnPath: `/admin/users/employer/${managerA.id}/login`, clientAddress: expect.any(String) });
    expect(Date.parse(session.expiresTs) - Date.parse(session.startTs)).toBe(30 * 60_000);
    expect((await call(ctx, 'GET', '/v4/user-profile/me', { token })).json()).toMatchObject({ id: managerA.id });
    expect((await call(ctx, 'GET', `/v4/employer/${employerA}`, { token })).statusCode).toBe(200);
    // Not more than the user: another employer, a Company Admin's call, and every staff call.
    expect((await call(ctx, 'GET', `/v4/employer/${employerB}`, { token })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/v4/employer/invite-new-member', { token, body: { employerId: employerA, inviteeEmail: uniqueEmail('escalate') } })).statusCode).toBe(403);
    for (const [method, url] of [['GET', '/v4/user-profile/all'], ['GET', '/v4/help-desk/overview'], ['GET', '/v4/employer/summary'], ['POST', '/v4/help-desk/act-as'], ['POST', '/v4/help-desk/act-as/current/token']] as const) {
      expect((await call(ctx, method, url, { token, ...(method === 'POST' ? { body: { userProfileId: ownerB.id } } : {}) })).statusCode, url).toBe(403);
    }
    // Not the staff member's own reads either: GET /user-profile/{id} of staff is someone else's profile.
    expect((await call(ctx, 'GET', `/v4/user-profile/${staff.id}`, { token })).statusCode).toBe(404);
  });

  it('writes made while acting are in the audit trail with their answers; staff and the user read it', async () => {
    const { session, token } = await actAs(ownerA);
    expect((await call(ctx, 'PATCH', `/v4/user-profile/${ownerA.id}`, { token, body: { nameFirst: 'Actedon' } })).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/v4/employer/invite-new-member', { token, body: { employerId: employerB, inviteeEmail: uniqueEmail('other') } })).statusCode).toBe(403);
    await call(ctx, 'GET', `/v4/employer/${employerA}`, { token });
    await call(ctx, 'POST', '/v4/help-desk/act-as/current/end', { token: staff.token });

    const seen = await call(ctx, 'GET', `/v4/user-profile/${ownerA.id}/act-as-history`, { token: staff.token });
    const entry = seen.json<ActAsHistory>().sessions.find((s) => s.id === session.id)!;
    expect(entry).toMatchObject({ live: false, endReason: 'ended', staff: { id: staff.id }, clientAddress: expect.any(String) });
    expect(entry.actions.map((a) => [a.method, a.route, a.path, a.statusCode])).toEqual([
      ['PATCH', '/v4/user-profile/:id', `/v4/user-profile/${ownerA.id}`, 200],
      ['POST', '/v4/employer/invite-new-member', '/v4/employer/invite-new-member', 403],
    ]);
    // The user reads the same trail, naming the staff member without their id or address.
    const own = (await call(ctx, 'GET', `/v4/user-profile/${ownerA.id}/act-as-history`, { token: ownerA.token })).json<ActAsHistory>();
    const mine = own.sessions.find((s) => s.id === session.id)!;
    expect(mine.staff.id).toBeNull();
    expect(mine.clientAddress).toBeNull();
    expect(mine.actions.every((a) => a.clientAddress === null)).toBe(true);
    expect(mine.actions).toHaveLength(2);
    // Nobody else's.
    expect((await call(ctx, 'GET', `/v4/user-profile/${ownerA.id}/act-as-history`, { token: ownerB.token })).statusCode).toBe(404);
  });

  it('ends: back to my session, when its time is up, when another starts, or when the user is stopped', async () => {
    const first = await actAs(ownerA);
    expect((await call(ctx, 'POST', '/v4/help-desk/act-as/current/end', { token: staff.token })).json<{ session: ActAsSession }>().session).toMatchObject({ id: first.session.id, live: false, endReason: 'ended' });
    const ended = await call(ctx, 'GET', '/v4/user-profile/me', { token: first.token });
    expect(ended.json()).toMatchObject({ statusCode: 401, error: 'ActAsEnded', message: STAFF_API_TEXTS.actAsEnded });
    expect((await call(ctx, 'POST', '/v4/help-desk/act-as/current/token', { token: staff.token })).statusCode).toBe(404);

    const second = await actAs(ownerA);
    const third = await actAs(pro);
    expect((await call(ctx, 'GET', '/v4/user-profile/me', { token: second.token })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/v4/user-profile/me', { token: third.token })).json()).toMatchObject({ id: pro.id, groupMembership: 'Expert' });
    const replaced = (await call(ctx, 'GET', `/v4/user-profile/${ownerA.id}/act-as-history`, { token: staff.token })).json<ActAsHistory>().sessions.find((s) => s.id === second.session.id);
    expect(replaced?.endReason).toBe('replaced');

    await ctx.db.query(`update act_as_sessions set expires_ts = now() - interval '1 second' where id = $1`, [third.session.id]);
    expect((await call(ctx, 'GET', '/v4/user-profile/me', { token: third.token })).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/v4/help-desk/act-as/current', { token: staff.token })).json()).toEqual({ session: null });

    const stopped = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerB] });
    const fourth = await actAs(stopped);
    await call(ctx, 'PUT', `/v4/user-profile/${stopped.id}/status`, { token: staff.token, body: { status: 'suspend' } });
    expect((await call(ctx, 'GET', '/v4/user-profile/me', { token: fourth.token })).statusCode).toBe(401);
    const again = await call(ctx, 'POST', '/v4/help-desk/act-as', { token: staff.token, body: { userProfileId: stopped.id } });
    expect(again.json()).toMatchObject({ statusCode: 409, message: STAFF_API_TEXTS.userCannotSignIn });

    // Signing out while acting is kept as such in the trail (the shell sends the reason).
    const fifth = await actAs(ownerA);
    const signedOut = await call(ctx, 'POST', '/v4/help-desk/act-as/current/end?reason=signed-out', { token: staff.token });
    expect(signedOut.json<{ session: ActAsSession }>().session).toMatchObject({ id: fifth.session.id, live: false, endReason: 'signed-out' });
    expect((await call(ctx, 'POST', '/v4/help-desk/act-as/current/end?reason=vanished', { token: staff.token })).statusCode).toBe(400);
  });

  it('never acts as staff, as oneself or as nobody, and refuses a credential change while acting', async () => {
    const other = await createUser(ctx, { group: 'Super Admin' });
    expect((await call(ctx, 'POST', '/v4/help-desk/act-as', { token: staff.token, body: { userProfileId: other.id } })).json()).toMatchObject({ statusCode: 403, message: STAFF_API_TEXTS.userNotActable });
    expect((await call(ctx, 'POST', '/v4/help-desk/act-as', { token: staff.token, body: { userProfileId: staff.id } })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/v4/help-desk/act-as', { token: staff.token, body: { userProfileId: 99_999_999 } })).statusCode).toBe(404);
    const groupless = await createUser(ctx, { group: null });
    expect((await call(ctx, 'POST', '/v4/help-desk/act-as', { token: staff.token, body: { userProfileId: groupless.id } })).statusCode).toBe(422);
    expect((await call(ctx, 'POST', '/v4/help-desk/act-as', { token: staff.token, body: { userProfileId: pro.id, returnPath: 'https://evil.test/admin' } })).statusCode).toBe(400);

    const { session, token } = await actAs(pro);
    const proRow = await ctx.db.one<{ id: number }>('select id from pros where user_profile_id = $1', [pro.id]);
    const change = await call(ctx, 'POST', `/v4/pro/${proRow!.id}/password`, { token, body: { currentPassword: PASSWORD, password: 'Taken-over-1' } });
    expect(change.json()).toMatchObject({ statusCode: 403, message: STAFF_API_TEXTS.actAsRefused });
    // The sign-in settings' own calls are the user's ways in too (issue 25 §5).
    const setPassword = await call(ctx, 'PUT', '/v4/auth/password', { token, body: { currentPassword: PASSWORD, newPassword: 'Taken-over-1' } });
    expect(setPassword.json()).toMatchObject({ statusCode: 403, message: STAFF_API_TEXTS.actAsRefused });
    expect((await call(ctx, 'DELETE', '/v4/auth/social/google', { token })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/v4/auth/login', { body: { email: pro.email, password: PASSWORD } })).statusCode).toBe(200);
    const trail = (await call(ctx, 'GET', `/v4/user-profile/${pro.id}/act-as-history`, { token: staff.token })).json<ActAsHistory>().sessions.find((s) => s.id === session.id)!;
    expect(trail.actions.map((a) => [a.method, a.route, a.statusCode])).toEqual([
      ['POST', '/v4/pro/:id/password', 403],
      ['PUT', '/v4/auth/password', 403],
      ['DELETE', '/v4/auth/social/:provider', 403],
    ]);
  });
});

describe('Talent Search requests (spec 002 §6, §7 Features)', () => {
  it("an employer's request lands in the staff inbox once; staff enable it: the employer is e-mailed, hears the change and can search", async () => {
    const employer = (await call(ctx, 'POST', '/v4/employer', { token: staff.token, body: { name: `Asker ${RUN}` } })).json<{ id: number }>().id;
    const admin = await createUser(ctx, { group: 'Company Admin', employerIds: [employer] });
    for (let i = 0; i < 2; i += 1) {
      const asked = await call(ctx, 'POST', '/v4/employer-feature', { token: admin.token, body: { employerId: employer, featureName: 'Talent Search', featureStatus: 'Requested' } });
      expect(asked.json()).toMatchObject({ featureStatus: 'Requested' });
    }
    const inbox = (await call(ctx, 'GET', `/v4/help-desk/inbox?filter=${q({ open: true, limit: 100 })}`, { token: staff.token })).json<{ items: StaffInboxItem[] }>();
    const items = inbox.items.filter((i) => i.employerId === employer);
    expect(items).toEqual([expect.objectContaining({ type: 'talent-search-request', employerName: `Asker ${RUN}`, requestedBy: { id: admin.id, name: expect.any(String) }, resolvedTs: null, url: `/admin/employer/${employer}` })]);
    const requested = (await call(ctx, 'GET', `/v4/employer/summary?filter=${q({ where: { id: employer, feature: { name: 'Talent Search', status: 'Requested' } } })}`, { token: staff.token })).json<StaffEmployerSummary[]>();
    expect(requested.map((r) => r.talentSearch)).toEqual(['Requested']);

    const before = (await ctx.db.one<{ p: string }>('select coalesce(max(position), 0)::text as p from platform_events'))!.p;
    const enabled = await call(ctx, 'POST', '/v4/employer-feature', { token: staff.token, body: { employerId: employer, featureName: 'Talent Search', featureStatus: 'Enabled' } });
    expect(enabled.json()).toMatchObject({ featureStatus: 'Enabled' });
    const mail = (await lastMessageTo(ctx, admin.email))!;
    expect([mail.template, mail.body_text.includes(STAFF_EMAIL_TEXTS.talentSearchEnabled(`Asker ${RUN}`))]).toEqual(['feature.talent-search.enabled', true]);
    const event = await ctx.db.one<{ type: string }>(`select type from platform_events where topic = $1 and position > $2::bigint order by position desc limit 1`, [`employer:${employer}`, before]);
    expect(event?.type).toBe('feature.changed');
    const resolved = (await call(ctx, 'GET', `/v4/help-desk/inbox?filter=${q({ limit: 100 })}`, { token: staff.token })).json<{ items: StaffInboxItem[] }>().items.find((i) => i.employerId === employer);
    expect(resolved).toMatchObject({ resolution: 'Enabled', resolvedTs: expect.any(String) });
    expect((await call(ctx, 'GET', `/v4/talent-search/employer/${employer}/access`, { token: admin.token })).json()).toMatchObject({ featureStatus: 'Enabled', subscribed: true });
    const search = await call(ctx, 'POST', `/v4/search/employer/${employer}/candidates`, { token: admin.token, body: { query: '', page: 0, hitsPerPage: 10 } });
    expect(search.statusCode, search.body).toBe(200);
  });

  it('staff refusing a request e-mails the employer and closes the item', async () => {
    const employer = (await call(ctx, 'POST', '/v4/employer', { token: staff.token, body: { name: `Refused ${RUN}` } })).json<{ id: number }>().id;
    const admin = await createUser(ctx, { group: 'Company Admin', employerIds: [employer] });
    await call(ctx, 'POST', '/v4/employer-feature', { token: admin.token, body: { employerId: employer, featureName: 'Talent Search', featureStatus: 'Requested' } });
    await call(ctx, 'POST', '/v4/employer-feature', { token: staff.token, body: { employerId: employer, featureName: 'Talent Search', featureStatus: 'Disabled' } });
    expect((await lastMessageTo(ctx, admin.email))?.template).toBe('feature.talent-search.declined');
    const open = (await call(ctx, 'GET', `/v4/help-desk/inbox?filter=${q({ open: true, limit: 100 })}`, { token: staff.token })).json<{ items: StaffInboxItem[] }>().items;
    expect(open.some((i) => i.employerId === employer)).toBe(false);
  });
});
