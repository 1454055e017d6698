import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SPEC_TEXTS, EMPLOYER_ACCOUNT_API_TEXTS, type EmployerPhoto, type NotificationPreference, type Onboarding, type TeamMember } from '@floorhire/domain-employer-account';
import { SIGN_IN_TEXTS, type EmployerDto, type PersonSummary, type SignInMethods, type UserProfileDto } from '@floorhire/schemas';
import { createHiringFixture, q, subscribe } from './applications-fixtures';
import { call, closeContext, createEmployer, createUser, linkCode, PASSWORD, refreshCookieOf, testContext, uniqueEmail, type TestContext, type TestUser } from './helpers';
import { bmpImage, dataUrl, pngImage } from './image-fixtures';

// The employer's account on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): the company profile and its photos, team and roles, notification preferences that
// govern what the outbox sends, onboarding, and sign-in settings. A Hiring Manager cannot change
// the company profile or the team; nobody edits another employer; the last way in stays.

let ctx: TestContext;
let employerA: number;
let employerB: number;
let adminA: TestUser;
let managerA: TestUser;
let adminB: TestUser;
let staff: TestUser;

beforeAll(async () => {
  ctx = await testContext();
  employerA = await createEmployer(ctx);
  employerB = await createEmployer(ctx);
  await subscribe(ctx, employerA);
  adminA = await createUser(ctx, { group: 'Company Admin', employerIds: [employerA] });
  managerA = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA] });
  adminB = await createUser(ctx, { group: 'Company Admin', employerIds: [employerB] });
  staff = await createUser(ctx, { group: 'Super Admin' });
});
afterAll(closeContext);

const tokenOf = async (userId: number) => (await ctx.app.deps.tokens.signIn(userId))!.accessToken;
const outboxTo = (userId: number, template: string) =>
  ctx.db.query<{ channel: string; status: string; body_text: string; subject: string | null }>(
    'select channel, status, body_text, subject from outbox_messages where user_profile_id = $1 and template = $2 order by id',
    [userId, template],
  );

describe('company profile', () => {
  it('a Company Admin changes the fields of spec 002 §3; the ZIP fills city and state from the gazetteer', async () => {
    const res = await call(ctx, 'PATCH', `/v4/employer/${employerA}`, {
      token: adminA.token,
      body: { name: 'Grand River Machining', size: '51-200', postalCode: '49503', introduction: ' We turn and mill parts. ', cultureBenefits: 'Paid training' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<EmployerDto>()).toMatchObject({ name: 'Grand River Machining', size: '51-200', postalCode: '49503', city: 'Grand Rapids', state: 'MI', introduction: 'We turn and mill parts.', cultureBenefits: 'Paid training' });
    // Only what is sent changes (ADR 039).
    const again = await call(ctx, 'PATCH', `/v4/employer/${employerA}`, { token: adminA.token, body: { facility: 'A 60,000 sq ft plant' } });
    expect(again.json<EmployerDto>()).toMatchObject({ name: 'Grand River Machining', facility: 'A 60,000 sq ft plant', city: 'Grand Rapids' });
  });

  it("refuses a ZIP of the wrong form in the spec's words, an unknown one in ours, and a size outside the bands", async () => {
    const bad = await call(ctx, 'PATCH', `/v4/employer/${employerA}`, { token: adminA.token, body: { postalCode: '4950' } });
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([400, ACCOUNT_SPEC_TEXTS.invalidZip]);
    const unknown = await call(ctx, 'PATCH', `/v4/employer/${employerA}`, { token: adminA.token, body: { postalCode: '00000' } });
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([422, EMPLOYER_ACCOUNT_API_TEXTS.unknownZip]);
    expect((await call(ctx, 'PATCH', `/v4/employer/${employerA}`, { token: adminA.token, body: { size: '5000+' } })).statusCode).toBe(400);
  });

  it('a Hiring Manager cannot change the company profile, and nobody edits another employer; staff may', async () => {
    expect((await call(ctx, 'PATCH', `/v4/employer/${employerA}`, { token: managerA.token, body: { name: 'Mine now' } })).statusCode).toBe(403);
    expect((await call(ctx, 'PATCH', `/v4/employer/${employerA}`, { token: adminB.token, body: { name: 'Mine now' } })).statusCode).toBe(403);
    expect((await call(ctx, 'PUT', `/v4/employer/${employerA}/job-title`, { token: managerA.token, body: { jobTitleIds: [] } })).statusCode).toBe(403);
    expect((await call(ctx, 'PUT', `/v4/employer/${employerA}/profile-photo`, { token: adminB.token, body: { photoData: dataUrl('image/png', pngImage()) } })).statusCode).toBe(403);
    expect((await call(ctx, 'PATCH', `/v4/employer/${employerB}`, { token: staff.token, body: { phone: '6165550100' } })).json<EmployerDto>().phone).toBe('6165550100');
    // Reading stays open to the whole team.
    expect((await call(ctx, 'GET', `/v4/employer/${employerA}/photo`, { token: managerA.token })).statusCode).toBe(200);
  });

  it('a facility photo is read by its bytes, served by an unguessable address, and gone when removed', async () => {
    const png = pngImage(40, 30);
    const added = await call(ctx, 'POST', `/v4/employer/${employerA}/photo`, { token: adminA.token, body: { photoData: dataUrl('image/png', png), type: 'Facility' } });
    expect(added.statusCode).toBe(201);
    const photo = added.json<EmployerPhoto>();
    expect(photo).toMatchObject({ employerId: employerA, type: 'Facility' });
    const file = await call(ctx, 'GET', photo.url);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    expect(Buffer.from(file.rawPayload).equals(png)).toBe(true);
    const bmp = await call(ctx, 'POST', `/v4/employer/${employerA}/photo`, { token: adminA.token, body: { photoData: dataUrl('image/png', bmpImage()), type: 'Product' } });
    expect(bmp.statusCode).toBe(201);
    const renamed = await call(ctx, 'POST', `/v4/employer/${employerA}/photo`, { token: adminA.token, body: { photoData: dataUrl('image/png', Buffer.from('%PDF-1.7 not an image')), type: 'Facility' } });
    expect([renamed.statusCode, renamed.json<{ message: string }>().message]).toEqual([415, 'Only PNG, JPEG or BMP images are allowed']);
    const big = await call(ctx, 'POST', `/v4/employer/${employerA}/photo`, { token: adminA.token, body: { photoData: dataUrl('image/png', pngImage(8, 8, [1, 2, 3], 5 * 1024 * 1024 + 10)), type: 'Facility' } });
    expect([big.statusCode, big.json<{ message: string }>().message]).toEqual([400, ACCOUNT_SPEC_TEXTS.fileTooLarge]);
    expect((await call(ctx, 'GET', `/v4/employer/${employerA}/photo`, { token: managerA.token })).json<EmployerPhoto[]>().map((p) => p.type)).toEqual(['Facility', 'Product']);
    expect((await call(ctx, 'DELETE', `/v4/employer/${employerA}/photo/${photo.id}`, { token: managerA.token })).statusCode).toBe(403);
    expect((await call(ctx, 'DELETE', `/v4/employer/${employerB}/photo/${photo.id}`, { token: adminB.token })).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', `/v4/employer/${employerA}/photo/${photo.id}`, { token: adminA.token })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', photo.url)).statusCode).toBe(404);
  });

  it('the profile photo follows the avatar limit and replaces the old file', async () => {
    const first = await call(ctx, 'PUT', `/v4/employer/${employerA}/profile-photo`, { token: adminA.token, body: { photoData: dataUrl('image/png', pngImage()) } });
    const { photoUrl } = first.json<{ photoUrl: string }>();
    expect((await call(ctx, 'GET', `/v4/employer/${employerA}`, { token: managerA.token })).json<EmployerDto>().photoUrl).toBe(photoUrl);
    const tooBig = await call(ctx, 'PUT', `/v4/employer/${employerA}/profile-photo`, { token: adminA.token, body: { photoData: dataUrl('image/png', pngImage(8, 8, [1, 2, 3], 5_000_010)) } });
    expect(tooBig.json<{ message: string }>().message).toBe(ACCOUNT_SPEC_TEXTS.fileTooLarge);
    await call(ctx, 'PUT', `/v4/employer/${employerA}/profile-photo`, { token: adminA.token, body: { photoData: dataUrl('image/png', pngImage(10, 10)) } });
    expect((await call(ctx, 'GET', photoUrl)).statusCode).toBe(404);
    const removed = await call(ctx, 'DELETE', `/v4/employer/${employerA}/profile-photo`, { token: adminA.token });
    expect(removed.json()).toEqual({ photoUrl: null });
  });

  it('skills, frequent positions and industries are replaced as a whole; removed taxonomy is refused', async () => {
    const title = await q(ctx, `insert into job_titles (title) values ($1) returning id`, [`Welder ${uniqueEmail()}`]);
    const removedTitle = await q(ctx, `insert into job_titles (title, status) values ($1, 'removed') returning id`, [`Old ${uniqueEmail()}`]);
    const skill = await q(ctx, `insert into job_skills (name, category) values ($1, 2) returning id`, [`Lathe ${uniqueEmail()}`]);
    const industry = await q(ctx, `insert into industries (name) values ($1) returning id`, [`Aerospace ${uniqueEmail()}`]);
    const titles = await call(ctx, 'PUT', `/v4/employer/${employerA}/job-title`, { token: adminA.token, body: { jobTitleIds: [title.id, title.id] } });
    expect(titles.json()).toEqual([{ jobTitleId: title.id, jobTitle: { id: title.id, title: expect.stringMatching(/^Welder /u) } }]);
    const refused = await call(ctx, 'PUT', `/v4/employer/${employerA}/job-title`, { token: adminA.token, body: { jobTitleIds: [removedTitle.id] } });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([422, EMPLOYER_ACCOUNT_API_TEXTS.unknownJobTitle]);
    expect((await call(ctx, 'PUT', `/v4/employer/${employerA}/job-skill`, { token: adminA.token, body: { jobSkillIds: [skill.id] } })).json<unknown[]>()).toHaveLength(1);
    expect((await call(ctx, 'GET', `/v4/employer/${employerA}/job-skill`, { token: managerA.token })).json<{ jobSkillId: number }[]>()[0]?.jobSkillId).toBe(skill.id);
    const industries = await call(ctx, 'PUT', `/v4/employer/${employerA}/industry`, { token: adminA.token, body: { industryIds: [industry.id] } });
    expect(industries.json<{ industryId: number }[]>().map((i) => i.industryId)).toEqual([industry.id]);
    expect((await call(ctx, 'GET', `/v4/employer/${employerA}`, { token: adminA.token })).json<EmployerDto>().industryId).toBe(industry.id);
  });

  it('GET /employer-facebook-job lists the live jobs of the employer asked for, with their public page', async () => {
    const live = await q(ctx, `insert into jobs (employer_id, display_title, status, city, state) values ($1, 'CNC Operator', 'live', 'Grand Rapids', 'MI') returning id`, [employerA]);
    await q(ctx, `insert into jobs (employer_id, display_title, status) values ($1, 'Draft job', 'draft') returning id`, [employerA]);
    const filter = (id: number) => `?filter=${encodeURIComponent(JSON.stringify({ where: { employerId: id } }))}`;
    const res = await call(ctx, 'GET', `/v4/employer-facebook-job${filter(employerA)}`, { token: managerA.token });
    expect(res.json()).toEqual([expect.objectContaining({ jobId: live.id, title: 'CNC Operator', city: 'Grand Rapids', url: `http://localhost:8080/open-jobs/${live.id}` })]);
    expect((await call(ctx, 'GET', `/v4/employer-facebook-job${filter(employerA)}`, { token: adminB.token })).statusCode).toBe(403);
  });
});

describe('team and roles', () => {
  it('a Company Admin adds a colleague directly and e-mails them their way in; the list shows them', async () => {
    const email = uniqueEmail('added');
    const res = await call(ctx, 'POST', `/v4/employer/${employerA}/user-profile`, {
      token: adminA.token,
      body: { nameFirst: 'Rosa', nameLast: 'Diaz', email, groupMembership: 'Hiring Manager', roles: ['employer.calendar.edit'] },
    });
    expect(res.statusCode).toBe(201);
    const member = res.json<TeamMember>();
    expect(member).toMatchObject({ nameFirst: 'Rosa', status: 'invited', groupMembership: 'Hiring Manager' });
    expect(member.roles).toEqual(expect.arrayContaining(['employer.calendar.edit', 'employer.job.edit']));
    const list = (await call(ctx, 'GET', `/v4/employer/${employerA}/user-profile`, { token: managerA.token })).json<PersonSummary[]>();
    expect(list.map((p) => p.email)).toContain(email);
    expect((await call(ctx, 'POST', `/v4/employer/${employerA}/user-profile`, { token: adminA.token, body: { nameFirst: 'Rosa', nameLast: 'Diaz', email, groupMembership: 'Hiring Manager' } })).statusCode).toBe(409);
    const pro = await createUser(ctx, { group: 'Expert' });
    const proRes = await call(ctx, 'POST', `/v4/employer/${employerA}/user-profile`, { token: adminA.token, body: { nameFirst: 'P', nameLast: 'R', email: pro.email, groupMembership: 'Hiring Manager' } });
    expect([proRes.statusCode, proRes.json<{ message: string }>().message]).toEqual([409, EMPLOYER_ACCOUNT_API_TEXTS.emailTaken]);

    const wrong = await call(ctx, 'POST', '/v4/employer/send-welcome-email', { token: adminA.token, body: { userProfileId: member.id, email: 'someone-else@example.test' } });
    expect(wrong.statusCode).toBe(422);
    expect((await call(ctx, 'POST', '/v4/employer/send-welcome-email', { token: adminB.token, body: { userProfileId: member.id, email } })).statusCode).toBe(404);
    const sent = await call(ctx, 'POST', '/v4/employer/send-welcome-email', { token: adminA.token, body: { userProfileId: member.id, email } });
    expect(sent.json()).toEqual({ message: EMPLOYER_ACCOUNT_API_TEXTS.welcomeSent });
    const mail = (await outboxTo(member.id, 'link.invite')).rows.at(-1)!;
    expect(mail.body_text).toContain(`added you to`);
    // The invitation leads to the one-step invitee sign-up, into this employer.
    const joined = await call(ctx, 'POST', '/v4/public/signup/invitee', { body: { inviteCode: linkCode(mail.body_text), fullName: 'Rosa Diaz' } });
    expect(joined.statusCode).toBe(200);
    const me = (await call(ctx, 'GET', '/v4/user-profile/me', { token: joined.json<{ accessToken: string }>().accessToken })).json<UserProfileDto>();
    expect(me.employerUserMaps.map((m) => m.employerId)).toEqual([employerA]);
  });

  it('a Hiring Manager cannot change the team, and nobody changes another employer’s team', async () => {
    const body = { nameFirst: 'No', nameLast: 'Way', email: uniqueEmail('noway'), groupMembership: 'Hiring Manager' };
    expect((await call(ctx, 'POST', `/v4/employer/${employerA}/user-profile`, { token: managerA.token, body })).statusCode).toBe(403);
    expect((await call(ctx, 'PATCH', `/v4/employer/${employerA}/user-profile/${managerA.id}`, { token: managerA.token, body: { groupMembership: 'Company Admin' } })).statusCode).toBe(403);
    expect((await call(ctx, 'DELETE', `/v4/employer/${employerA}/user-profile/${adminA.id}`, { token: managerA.token })).statusCode).toBe(403);
    expect((await call(ctx, 'PATCH', `/v4/employer/${employerA}/user-profile/${managerA.id}`, { token: adminB.token, body: { roles: [] } })).statusCode).toBe(403);
    // Through B's own address, A's user is simply not on the team.
    const crossed = await call(ctx, 'PATCH', `/v4/employer/${employerB}/user-profile/${managerA.id}`, { token: adminB.token, body: { roles: [] } });
    expect([crossed.statusCode, crossed.json<{ message: string }>().message]).toEqual([404, EMPLOYER_ACCOUNT_API_TEXTS.memberNotFound]);
    const invite = await call(ctx, 'POST', '/v4/employer/invite-new-member', { token: managerA.token, body: { employerId: employerA, inviteeEmail: uniqueEmail('inv') } });
    expect(invite.statusCode).toBe(403);
  });

  it('changes a colleague’s group and granted roles; the calendar role takes effect with their next session', async () => {
    const colleague = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA] });
    const res = await call(ctx, 'PATCH', `/v4/employer/${employerA}/user-profile/${colleague.id}`, { token: adminA.token, body: { roles: ['employer.calendar.edit'] } });
    expect(res.json<TeamMember>().roles).toContain('employer.calendar.edit');
    // The old token still lacks it; a new session carries it.
    expect((await call(ctx, 'GET', '/v4/calendar-auth/google/auth', { token: colleague.token })).statusCode).toBe(403);
    const fresh = await tokenOf(colleague.id);
    expect((await call(ctx, 'GET', '/v4/calendar-auth/outlook/auth', { token: fresh })).json<{ message: string }>().message).toBe(ACCOUNT_SPEC_TEXTS.invalidCalendarProvider);
    const promoted = await call(ctx, 'PATCH', `/v4/employer/${employerA}/user-profile/${colleague.id}`, { token: adminA.token, body: { groupMembership: 'Company Admin' } });
    // A group change keeps the granted role.
    expect(promoted.json<TeamMember>()).toMatchObject({ groupMembership: 'Company Admin', roles: expect.arrayContaining(['employer.calendar.edit', 'employer.user.edit']) });
    const demoted = await call(ctx, 'PATCH', `/v4/employer/${employerA}/user-profile/${colleague.id}`, { token: adminA.token, body: { groupMembership: 'Hiring Manager', roles: [] } });
    expect(demoted.json<TeamMember>().roles).not.toContain('employer.user.edit');
    expect(demoted.json<TeamMember>().roles).not.toContain('employer.calendar.edit');
  });

  it('the last Company Admin cannot demote or remove themself; with another admin they can', async () => {
    const employer = await createEmployer(ctx, `Solo ${uniqueEmail()}`);
    const solo = await createUser(ctx, { group: 'Company Admin', employerIds: [employer] });
    const demote = await call(ctx, 'PATCH', `/v4/employer/${employer}/user-profile/${solo.id}`, { token: solo.token, body: { groupMembership: 'Hiring Manager' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json<{ message: string }>().message).toMatch(/^You are the last Company Admin of Solo /u);
    expect((await call(ctx, 'DELETE', `/v4/employer/${employer}/user-profile/${solo.id}`, { token: solo.token })).statusCode).toBe(409);
    // Staff cannot leave an employer without one either.
    expect((await call(ctx, 'DELETE', `/v4/employer/${employer}/user-profile/${solo.id}`, { token: staff.token })).statusCode).toBe(409);
    const second = await createUser(ctx, { group: 'Company Admin', employerIds: [employer] });
    expect((await call(ctx, 'PATCH', `/v4/employer/${employer}/user-profile/${solo.id}`, { token: solo.token, body: { groupMembership: 'Hiring Manager' } })).statusCode).toBe(200);
    expect((await call(ctx, 'PATCH', `/v4/employer/${employer}/user-profile/${second.id}`, { token: second.token, body: { groupMembership: 'Hiring Manager' } })).statusCode).toBe(409);
  });

  it('archiving ends a colleague’s sessions; one who is on another team only leaves this one', async () => {
    const leaver = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA] });
    const login = await call(ctx, 'POST', '/v4/auth/login', { body: { email: leaver.email, password: PASSWORD } });
    const cookie = refreshCookieOf(login)!;
    const archived = await call(ctx, 'DELETE', `/v4/employer/${employerA}/user-profile/${leaver.id}`, { token: adminA.token });
    expect(archived.json<TeamMember>().status).toBe('archive');
    expect((await call(ctx, 'GET', '/v4/auth/refresh', { cookie })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/v4/auth/login', { body: { email: leaver.email, password: PASSWORD } })).statusCode).toBe(403);

    const both = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA, employerB] });
    const left = await call(ctx, 'DELETE', `/v4/employer/${employerB}/user-profile/${both.id}`, { token: adminB.token });
    expect(left.json<TeamMember>().status).toBe('normal');
    const me = (await call(ctx, 'GET', '/v4/user-profile/me', { token: await tokenOf(both.id) })).json<UserProfileDto>();
    expect(me.employerUserMaps.map((m) => m.employerId)).toEqual([employerA]);
  });
});

describe('notification preferences govern what is sent', () => {
  it('answers every notification with its default, saves a choice, and refuses SMS where there is none', async () => {
    const user = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA] });
    const defaults = (await call(ctx, 'GET', `/v4/user-preference/${user.id}`, { token: user.token })).json<NotificationPreference[]>();
    expect(defaults).toEqual([
      { communicationId: 'EMPLOYER_NEW_CANDIDATE', channelEmail: true, channelSms: false },
      { communicationId: 'EMPLOYER_INTERVIEW_UPDATE', channelEmail: true, channelSms: false },
    ]);
    const saved = await call(ctx, 'POST', `/v4/user-preference/${user.id}`, { token: user.token, body: { communicationId: 'EMPLOYER_NEW_CANDIDATE', channelEmail: false, channelSms: true } });
    expect(saved.json<NotificationPreference[]>()[0]).toEqual({ communicationId: 'EMPLOYER_NEW_CANDIDATE', channelEmail: false, channelSms: true });
    const noSms = await call(ctx, 'POST', `/v4/user-preference/${user.id}`, { token: user.token, body: { communicationId: 'EMPLOYER_INTERVIEW_UPDATE', channelEmail: true, channelSms: true } });
    expect([noSms.statusCode, noSms.json<{ message: string }>().message]).toEqual([422, EMPLOYER_ACCOUNT_API_TEXTS.smsNotOffered]);
    expect((await call(ctx, 'POST', `/v4/user-preference/${user.id}`, { token: user.token, body: { communicationId: 'SOMETHING', channelEmail: true, channelSms: true } })).statusCode).toBe(400);
    expect((await call(ctx, 'GET', `/v4/user-preference/${user.id}`, { token: adminA.token })).statusCode).toBe(404);
  });

  it('a new application reaches the job’s hiring contact by the channels they chose, and no SMS once SMS is off', async () => {
    const f = await createHiringFixture(ctx, { pros: 2 });
    await ctx.db.query(`update user_profiles set phone = '6165550199', notification_sms = 1 where id = $1`, [f.admin.id]);
    await call(ctx, 'POST', `/v4/user-preference/${f.admin.id}`, { token: f.admin.token, body: { communicationId: 'EMPLOYER_NEW_CANDIDATE', channelEmail: true, channelSms: true } });
    const applicant = await createUser(ctx, { group: 'Expert' });
    const applied = await call(ctx, 'POST', '/v4/job-applicant', { token: applicant.token, body: { jobId: f.jobId } });
    expect(applied.statusCode).toBe(201);
    const first = (await outboxTo(f.admin.id, 'employer.new-candidate')).rows;
    expect(first.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(first.find((m) => m.channel === 'email')?.subject).toMatch(/^New candidate for CNC Machinist /u);
    expect(first.find((m) => m.channel === 'sms')?.body_text).toContain(`/employer/jobs/${f.jobId}/pro/${applicant.id}/application/`);
    // The manager follows no job and is not the hiring contact: nothing.
    expect((await outboxTo(f.manager.id, 'employer.new-candidate')).rows).toEqual([]);

    await call(ctx, 'POST', `/v4/user-preference/${f.admin.id}`, { token: f.admin.token, body: { communicationId: 'EMPLOYER_NEW_CANDIDATE', channelEmail: true, channelSms: false } });
    const another = await createUser(ctx, { group: 'Expert' });
    await call(ctx, 'POST', '/v4/job-applicant', { token: another.token, body: { jobId: f.jobId } });
    const second = (await outboxTo(f.admin.id, 'employer.new-candidate')).rows.slice(first.length);
    expect(second.map((m) => m.channel)).toEqual(['email']);

    // The profile's e-mail switch (notificationEmail 0) silences e-mail whatever the notification says.
    await call(ctx, 'PATCH', `/v4/user-profile/${f.admin.id}`, { token: f.admin.token, body: { notificationEmail: 0 } });
    const third = await createUser(ctx, { group: 'Expert' });
    await call(ctx, 'POST', '/v4/job-applicant', { token: third.token, body: { jobId: f.jobId } });
    expect((await outboxTo(f.admin.id, 'employer.new-candidate')).rows).toHaveLength(first.length + second.length);
  });

  it('a job nobody follows tells the Company Admins; an organizer who turned interview e-mails off gets no invite', async () => {
    const f = await createHiringFixture(ctx, { pros: 3 });
    await ctx.db.query('update jobs set employer_assignee_id = null where id = $1', [f.jobId]);
    const applicant = await createUser(ctx, { group: 'Expert' });
    await call(ctx, 'POST', '/v4/job-applicant', { token: applicant.token, body: { jobId: f.jobId } });
    expect((await outboxTo(f.admin.id, 'employer.new-candidate')).rows.map((m) => m.channel)).toEqual(['email']);
    expect((await outboxTo(f.manager.id, 'employer.new-candidate')).rows).toEqual([]);

    await call(ctx, 'POST', `/v4/user-preference/${f.manager.id}`, { token: f.manager.token, body: { communicationId: 'EMPLOYER_INTERVIEW_UPDATE', channelEmail: false, channelSms: false } });
    const date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const set = await call(ctx, 'POST', `/v4/job-applicant/${f.applicantIds[0]}/interview`, { token: f.manager.token, body: { interviewType: 'Phone', mode: 'set', slots: [{ date, times: ['10:00'] }] } });
    expect(set.statusCode).toBe(201);
    expect((await outboxTo(f.pros[0]!.id, 'interview-invite')).rows).toHaveLength(1);
    expect((await outboxTo(f.manager.id, 'interview-invite')).rows).toEqual([]);
  });
});

describe('onboarding', () => {
  it('remembers where each Company Admin stopped, per user', async () => {
    const start = (await call(ctx, 'GET', `/v4/employer/${employerA}/onboarding`, { token: adminA.token })).json<Onboarding>();
    expect(start).toMatchObject({ current: 'company-profile', finished: false, steps: [] });
    await call(ctx, 'PUT', `/v4/employer/${employerA}/onboarding`, { token: adminA.token, body: { step: 'company-profile', outcome: 'done' } });
    const skipped = (await call(ctx, 'PUT', `/v4/employer/${employerA}/onboarding`, { token: adminA.token, body: { step: 'first-colleague', outcome: 'skipped' } })).json<Onboarding>();
    expect(skipped.current).toBe('first-job');
    expect((await call(ctx, 'GET', `/v4/employer/${employerA}/onboarding`, { token: await tokenOf(adminA.id) })).json<Onboarding>().current).toBe('first-job');
    const other = await createUser(ctx, { group: 'Company Admin', employerIds: [employerA] });
    expect((await call(ctx, 'GET', `/v4/employer/${employerA}/onboarding`, { token: other.token })).json<Onboarding>().current).toBe('company-profile');
    expect((await call(ctx, 'GET', `/v4/employer/${employerA}/onboarding`, { token: managerA.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/v4/employer/${employerA}/onboarding`, { token: adminB.token })).statusCode).toBe(403);
  });
});

describe('sign-in settings', () => {
  it('lists the ways in, sets a first password without a current one, then needs the current one', async () => {
    const user = await createUser(ctx, { group: 'Expert' });
    await ctx.db.query('update user_profiles set password_hash = null where id = $1', [user.id]);
    const methods = (await call(ctx, 'GET', '/v4/auth/sign-in-methods', { token: user.token })).json<SignInMethods>();
    expect(methods).toMatchObject({ email: user.email, password: false, identities: [], providers: ['google', 'facebook'] });
    const first = await call(ctx, 'PUT', '/v4/auth/password', { token: user.token, body: { newPassword: 'First-pass-1' } });
    expect(first.statusCode).toBe(200);
    expect(refreshCookieOf(first)).toBeTruthy();
    const wrong = await call(ctx, 'PUT', '/v4/auth/password', { token: user.token, body: { currentPassword: 'Nope-pass-1', newPassword: 'Second-pass-2' } });
    expect([wrong.statusCode, wrong.json<{ message: string }>().message]).toEqual([422, SIGN_IN_TEXTS.wrongPassword]);
    const weak = await call(ctx, 'PUT', '/v4/auth/password', { token: user.token, body: { currentPassword: 'First-pass-1', newPassword: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect((await call(ctx, 'PUT', '/v4/auth/password', { token: user.token, body: { currentPassword: 'First-pass-1', newPassword: 'Second-pass-2' } })).statusCode).toBe(200);
    expect((await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: 'Second-pass-2' } })).statusCode).toBe(200);
  });

  it('links Google by the same verified e-mail, refuses another e-mail, and never unlinks the last way in', async () => {
    const user = await createUser(ctx, { group: 'Company Admin', employerIds: [employerB] });
    await ctx.db.query('update user_profiles set password_hash = null where id = $1', [user.id]);
    const link = async (email: string) => {
      const start = await call(ctx, 'POST', '/v4/auth/social/google/link', { token: user.token, body: { returnTo: '/employer/settings/sign-in' } });
      const authorize = new URL(start.json<{ url: string }>().url, 'http://localhost');
      const approve = await call(ctx, 'GET', `/v4/auth/social/local/approve?${new URLSearchParams({ provider: 'google', state: authorize.searchParams.get('state')!, email, nameFirst: 'Ann', nameLast: 'Lee' }).toString()}`);
      const back = await call(ctx, 'GET', approve.headers.location as string);
      return new URL(back.headers.location as string, 'http://localhost');
    };
    const mismatch = await link(uniqueEmail('other'));
    expect(mismatch.pathname).toBe('/employer/settings/sign-in');
    expect(mismatch.searchParams.get('error')).toBe(SIGN_IN_TEXTS.emailMismatch('Google', user.email));
    const linked = await link(user.email);
    expect(linked.searchParams.get('linked')).toBe('google');
    const methods = (await call(ctx, 'GET', '/v4/auth/sign-in-methods', { token: user.token })).json<SignInMethods>();
    expect(methods.identities.map((i) => i.provider)).toEqual(['google']);
    const last = await call(ctx, 'DELETE', '/v4/auth/social/google', { token: user.token });
    expect([last.statusCode, last.json<{ message: string }>().message]).toEqual([409, SIGN_IN_TEXTS.lastWayIn]);
    await call(ctx, 'PUT', '/v4/auth/password', { token: user.token, body: { newPassword: 'Linked-pass-1' } });
    expect((await call(ctx, 'DELETE', '/v4/auth/social/google', { token: user.token })).statusCode).toBe(200);
    expect((await call(ctx, 'DELETE', '/v4/auth/social/google', { token: user.token })).statusCode).toBe(404);
    // Signing in with that Google account no longer reaches this user by link; the e-mail still does.
    expect((await call(ctx, 'DELETE', '/v4/auth/social/twitter', { token: user.token })).statusCode).toBe(400);
  });
});
