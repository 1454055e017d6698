import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ERRORS } from '@floorhire/rules';
import { call, closeContext, createEmployer, createUser, lastMessageTo, linkCode, refreshCookieOf, testContext, uniqueEmail, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(closeContext);
beforeEach(() => ctx.app.deps.limiter.reset());

describe('POST /v4/public/signup/pro', () => {
  it('creates an Expert with a pro profile and signs in', async () => {
    const email = uniqueEmail('signup');
    const res = await call(ctx, 'POST', '/v4/public/signup/pro', { body: { email, password: 'Strong-pass-1', nameFirst: 'Ana', nameLast: 'Ruiz', phone: '3125550100' } });
    expect(res.statusCode).toBe(201);
    expect(refreshCookieOf(res)).toBeTruthy();
    const me = await call(ctx, 'GET', '/v4/user-profile/me?include=["pro"]', { token: res.json<{ accessToken: string }>().accessToken });
    expect(me.json()).toMatchObject({ email, groupMembership: 'Expert', phone: '3125550100', pro: { shiftFirst: false } });
  });

  it('refuses a taken e-mail with 409, a weak password by field, and a signed-in caller with Already authenticated', async () => {
    const existing = await createUser(ctx);
    const taken = await call(ctx, 'POST', '/v4/public/signup/pro', { body: { email: existing.email, password: 'Strong-pass-1', nameFirst: 'A', nameLast: 'B' } });
    expect(taken.statusCode).toBe(409);
    const weak = await call(ctx, 'POST', '/v4/public/signup/pro', { body: { email: uniqueEmail(), password: 'weakpass1', nameFirst: 'A', nameLast: 'B' } });
    expect(weak.json()).toMatchObject({ statusCode: 400, field: 'password', message: 'Password must include an uppercase letter' });
    const signedIn = await call(ctx, 'POST', '/v4/public/signup/pro', { token: existing.token, body: { email: uniqueEmail(), password: 'Strong-pass-1', nameFirst: 'A', nameLast: 'B' } });
    expect(signedIn.statusCode).toBe(409);
    expect(signedIn.json()).toMatchObject({ message: 'Already authenticated', error: 'AlreadyAuthenticated' });
  });
});

describe('employer sign-up and invitations', () => {
  it('guest sign-up creates a Company Admin on a free trial; the verify link signs in', async () => {
    const email = `owner-${Date.now()}@precision-gears.test`;
    const res = await call(ctx, 'POST', '/v4/public/signup/employer', {
      body: { position: 'Maintenance Technician', location: 'Dayton, OH', fullName: 'Dana Smith', email, recruitingPriority: 'Hire faster', foundVia: 'other', foundViaOther: 'Podcast' },
    });
    expect(res.statusCode).toBe(201);
    const { employerId, userProfileId } = res.json<{ employerId: number; userProfileId: number }>();
    const employer = await ctx.db.one<{ name: string }>('select name from employers where id = $1', [employerId]);
    expect(employer?.name).toBe('Precision Gears');
    const sub = await ctx.db.one<{ status: string }>('select status from subscriptions where employer_id = $1', [employerId]);
    expect(sub?.status).toBe('trial');
    const code = linkCode((await lastMessageTo(ctx, email))!.body_text);
    const follow = await call(ctx, 'GET', `/v4/auth/link/code/${code}/redirect-url`);
    expect(follow.json()).toMatchObject({ redirectUrl: '/employer' });
    const me = await call(ctx, 'GET', '/v4/user-profile/me', { token: follow.json<{ accessToken: string }>().accessToken });
    expect(me.json()).toMatchObject({ id: userProfileId, status: 'normal', nameFirst: 'Dana', nameLast: 'Smith', groupMembership: 'Company Admin', employerUserMaps: [{ employerId }] });
  });

  it('a full name needs two parts (Invalid name)', async () => {
    const res = await call(ctx, 'POST', '/v4/public/signup/employer', {
      body: { position: 'Welder', location: 'Austin, TX', fullName: 'Cher', email: uniqueEmail(), recruitingPriority: 'x', foundVia: 'social' },
    });
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'fullName', message: 'Invalid name' });
  });

  it('an invitee joins with full name; Hiring Manager of the inviting employer', async () => {
    const employerId = await createEmployer(ctx);
    const admin = await createUser(ctx, { group: 'Company Admin', employerIds: [employerId] });
    const inviteeEmail = uniqueEmail('invitee');
    const invite = await call(ctx, 'POST', '/v4/employer/invite-new-member', { token: admin.token, body: { employerId, inviteeEmail } });
    expect(invite.statusCode).toBe(201);
    const inviteCode = linkCode((await lastMessageTo(ctx, inviteeEmail))!.body_text);
    expect((await call(ctx, 'GET', `/v4/auth/link/code/${inviteCode}/redirect-url`)).json()).toEqual({ redirectUrl: `/signup?inviteCode=${inviteCode}` });
    const join = await call(ctx, 'POST', '/v4/public/signup/invitee', { body: { inviteCode, fullName: 'Lee Park' } });
    expect(join.statusCode).toBe(200);
    const me = await call(ctx, 'GET', '/v4/user-profile/me', { token: join.json<{ accessToken: string }>().accessToken });
    expect(me.json()).toMatchObject({ nameFirst: 'Lee', nameLast: 'Park', status: 'normal', groupMembership: 'Hiring Manager', employerUserMaps: [{ employerId }] });
    const again = await call(ctx, 'POST', '/v4/public/signup/invitee', { body: { inviteCode, fullName: 'Lee Park' } });
    expect(again.json()).toMatchObject({ error: 'ExpiredAuthLink' });
  });

  it('only members with employer.user.edit invite, and only to their own employer', async () => {
    const mine = await createEmployer(ctx);
    const other = await createEmployer(ctx);
    const manager = await createUser(ctx, { group: 'Hiring Manager', employerIds: [mine] });
    const admin = await createUser(ctx, { group: 'Company Admin', employerIds: [mine] });
    expect((await call(ctx, 'POST', '/v4/employer/invite-new-member', { token: manager.token, body: { employerId: mine, inviteeEmail: uniqueEmail() } })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/v4/employer/invite-new-member', { token: admin.token, body: { employerId: other, inviteeEmail: uniqueEmail() } })).statusCode).toBe(403);
  });
});

describe('user profile', () => {
  it('GET user-profile/{id} with includes; employers see only applications to their own jobs', async () => {
    const employerA = await createEmployer(ctx);
    const employerB = await createEmployer(ctx);
    const pro = await createUser(ctx, { group: 'Expert' });
    const proId = (await ctx.db.one<{ id: number }>('select id from pros where user_profile_id = $1', [pro.id]))!.id;
    await ctx.db.query(`insert into pro_work_history (pro_id, employer_name, job_title, start_yyyymm, end_yyyymm) values ($1, 'Ford', 'CNC Machinist', 201801, 202203)`, [proId]);
    await ctx.db.query(`insert into pro_education (pro_id, school, degree) values ($1, 'Lakeland CC', 'AAS Machining')`, [proId]);
    await ctx.db.query(`insert into pro_references (uuid, pro_id, name_first, name_last) values (gen_random_uuid(), $1, 'Ref', 'One')`, [proId]);
    const jobA = (await ctx.db.one<{ id: number }>(`insert into jobs (employer_id, display_title, status) values ($1, 'Welder A', 'live') returning id`, [employerA]))!.id;
    const jobB = (await ctx.db.one<{ id: number }>(`insert into jobs (employer_id, display_title, status) values ($1, 'Welder B', 'live') returning id`, [employerB]))!.id;
    await ctx.db.query(`insert into job_applicants (job_id, user_profile_id, status) values ($1, $3, 'New'), ($2, $3, 'Review')`, [jobA, jobB, pro.id]);
    const include = encodeURIComponent(JSON.stringify(['pro', 'education', 'history', 'references', 'jobApplicants']));

    const own = await call(ctx, 'GET', `/v4/user-profile/${pro.id}?include=${include}`, { token: pro.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      historyEmployers: [{ employerName: 'Ford', startYYYYMM: 201801, endYYYYMM: 202203 }],
      educationCertifications: [{ school: 'Lakeland CC' }],
      references: [{ nameFirst: 'Ref' }],
    });
    expect(own.json<{ jobApplicants: unknown[] }>().jobApplicants).toHaveLength(2);

    const adminA = await createUser(ctx, { group: 'Company Admin', employerIds: [employerA] });
    const seenByA = await call(ctx, 'GET', `/v4/user-profile/${pro.id}?include=${include}`, { token: adminA.token });
    expect(seenByA.statusCode).toBe(200);
    expect(seenByA.json<{ jobApplicants: { jobId: number }[] }>().jobApplicants.map((a) => a.jobId)).toEqual([jobA]);

    const stranger = await createUser(ctx, { group: 'Company Admin', employerIds: [await createEmployer(ctx)] });
    const refused = await call(ctx, 'GET', `/v4/user-profile/${pro.id}`, { token: stranger.token });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'user not found', error: 'UserNotFound' });

    const unknownInclude = await call(ctx, 'GET', `/v4/user-profile/${pro.id}?include=${encodeURIComponent('["salary"]')}`, { token: pro.token });
    expect(unknownInclude.json()).toMatchObject({ statusCode: 400, field: 'include.0' });
  });

  it('PATCH updates names, phone and notification channels of oneself; not of others', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const res = await call(ctx, 'PATCH', `/v4/user-profile/${user.id}`, { token: user.token, body: { nameFirst: 'Jo', phone: '3125550111', notificationEmail: 0, notificationSms: 1 } });
    expect(res.json()).toMatchObject({ nameFirst: 'Jo', phone: '3125550111', notificationEmail: 0, notificationSms: 1 });
    expect((await call(ctx, 'PATCH', `/v4/user-profile/${other.id}`, { token: user.token, body: { nameFirst: 'X' } })).statusCode).toBe(404);
    expect((await call(ctx, 'PATCH', `/v4/user-profile/${user.id}`, { token: user.token, body: { notificationSms: 2 } })).json()).toMatchObject({ field: 'notificationSms' });
    expect((await call(ctx, 'PATCH', `/v4/user-profile/${user.id}`, { token: user.token, body: { phone: '12345' } })).json()).toMatchObject({ message: 'Phone number must be valid' });
  });

  it('a Company Admin edits a colleague; a Hiring Manager may not', async () => {
    const employerId = await createEmployer(ctx);
    const admin = await createUser(ctx, { group: 'Company Admin', employerIds: [employerId] });
    const manager = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerId] });
    expect((await call(ctx, 'PATCH', `/v4/user-profile/${manager.id}`, { token: admin.token, body: { nameLast: 'Renamed' } })).statusCode).toBe(200);
    expect((await call(ctx, 'PATCH', `/v4/user-profile/${admin.id}`, { token: manager.token, body: { nameLast: 'Nope' } })).statusCode).toBe(404);
  });

  it('user-auth-group: a user without a group may become Expert; only staff set other groups', async () => {
    const lone = await createUser(ctx, { group: null });
    expect((await call(ctx, 'POST', '/v4/user-profile/user-auth-group', { token: lone.token, body: { groupMembership: 'Super Admin' } })).statusCode).toBe(403);
    const ok = await call(ctx, 'POST', '/v4/user-profile/user-auth-group', { token: lone.token, body: { groupMembership: 'Expert' } });
    expect(ok.json()).toMatchObject({ groupMembership: 'Expert', userRoles: [{ roleMembership: 'user.pro' }] });
    const staff = await createUser(ctx, { group: 'Super Admin' });
    const promoted = await call(ctx, 'POST', '/v4/user-profile/user-auth-group', { token: staff.token, body: { groupMembership: 'Company Admin', userProfileId: lone.id } });
    expect(promoted.json<{ userRoles: { roleMembership: string }[] }>().userRoles.map((r) => r.roleMembership)).toEqual([
      'employer.applicant.edit',
      'employer.billing.edit',
      'employer.job.edit',
      'employer.profile.edit',
      'employer.user.edit',
      'user.employer',
    ]);
    expect((await call(ctx, 'POST', '/v4/user-profile/user-auth-group', { token: staff.token, body: { groupMembership: 'Boss' } })).json()).toMatchObject({ field: 'groupMembership' });
  });

  it('switching the active employer needs a numeric id of an employer the user belongs to', async () => {
    const mine = await createEmployer(ctx, 'Mine Inc');
    const theirs = await createEmployer(ctx);
    const user = await createUser(ctx, { group: 'Company Admin', employerIds: [mine] });
    const ok = await call(ctx, 'PUT', `/v4/user-profile/${user.id}/active-employer`, { token: user.token, body: { employerId: mine } });
    expect(ok.json()).toEqual({ employerId: mine, employer: { name: 'Mine Inc', photoUrl: null } });
    expect((await call(ctx, 'PUT', `/v4/user-profile/${user.id}/active-employer`, { token: user.token, body: { employerId: theirs } })).statusCode).toBe(403);
    const notNumeric = await call(ctx, 'PUT', `/v4/user-profile/${user.id}/active-employer`, { token: user.token, body: { employerId: 'abc' } });
    expect(notNumeric.json()).toMatchObject({ statusCode: 400, field: 'employerId' });
    expect((await call(ctx, 'PUT', `/v4/user-profile/abc/active-employer`, { token: user.token, body: { employerId: mine } })).statusCode).toBe(400);
  });

  it('staff tie users to employers; an empty list is refused', async () => {
    const staff = await createUser(ctx, { group: 'Super Admin' });
    const user = await createUser(ctx, { group: 'Hiring Manager' });
    const employerId = await createEmployer(ctx);
    const empty = await call(ctx, 'PUT', `/v4/user-profile/${user.id}/employers`, { token: staff.token, body: { employerIds: [] } });
    expect(empty.json()).toMatchObject({ message: 'A user must belong to at least one employer', field: 'employerIds' });
    const ok = await call(ctx, 'PUT', `/v4/user-profile/${user.id}/employers`, { token: staff.token, body: { employerIds: [employerId] } });
    expect(ok.json()).toMatchObject({ employerUserMaps: [{ employerId }] });
    expect((await call(ctx, 'PUT', `/v4/user-profile/${user.id}/employers`, { token: user.token, body: { employerIds: [employerId] } })).statusCode).toBe(403);
  });

  it('POST referral records campaign fields for the signed-in user only', async () => {
    const user = await createUser(ctx);
    expect((await call(ctx, 'POST', '/v4/referral', { body: { channel: 'google' } })).statusCode).toBe(401);
    const res = await call(ctx, 'POST', '/v4/referral', { token: user.token, body: { channel: 'google', name: 'spring', subreferral: 'cpc', term: 'welder', content: 'ad1' } });
    expect(res.statusCode).toBe(201);
    const row = await ctx.db.one('select channel, term from referrals where user_profile_id = $1', [user.id]);
    expect(row).toEqual({ channel: 'google', term: 'welder' });
  });

  it('answers the one error shape for unknown routes and unsupported content types', async () => {
    const missing = await call(ctx, 'GET', '/v4/no-such-thing');
    expect(missing.json()).toEqual({ message: 'Route GET /v4/no-such-thing not found', statusCode: 404, error: 'NotFound' });
    const xml = await call(ctx, 'POST', '/v4/auth/login', { body: '<x/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(API_ERRORS.unsupportedMediaType).toBe(xml.json<{ message: string }>().message);
  });
});
