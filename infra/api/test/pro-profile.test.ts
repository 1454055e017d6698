import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_MIME, PRO_PROFILE_TEXTS, PRO_SETTINGS_TEXTS, type ProProfile, type PublicReference, type ResumeParse } from '@floorhire/domain-pro-profile';
import { VALIDATION_MESSAGES } from '@floorhire/rules';
import { call, closeContext, createEmployer, createUser, lastMessageTo, RUN, testContext, uniqueEmail, type TestContext, type TestUser } from './helpers';
import { dataUrlOf, resumePdf } from './resume-fixtures';

// The pro profile API on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): what a pro does with its own profile, and that nobody else reaches it.

let ctx: TestContext;
let pro: TestUser;
let proId: number;
let otherPro: TestUser;
let otherProId: number;
let employerUser: TestUser;
let employerId: number;
let staff: TestUser;
const t: Record<string, number> = {};

async function term(table: string, column: string, name: string, extra?: [string, string]): Promise<number> {
  const found = await ctx.db.one<{ id: number }>(`select id from ${table} where lower(${column}) = lower($1)`, [name]);
  if (found) return found.id;
  const sql = extra ? `insert into ${table} (${column}, ${extra[0]}) values ($1, ${extra[1]}) returning id` : `insert into ${table} (${column}) values ($1) returning id`;
  return (await ctx.db.one<{ id: number }>(sql, [name]))!.id;
}

const me = async (user: TestUser) => (await call(ctx, 'GET', '/v4/pro/me', { token: user.token })).json<ProProfile>();

beforeAll(async () => {
  ctx = await testContext();
  pro = await createUser(ctx, { group: 'Expert', phone: '3125550100' });
  otherPro = await createUser(ctx, { group: 'Expert', phone: '3125550101' });
  employerId = await createEmployer(ctx);
  employerUser = await createUser(ctx, { group: 'Company Admin', employerIds: [employerId] });
  staff = await createUser(ctx, { group: 'Super Admin' });
  proId = (await me(pro)).id;
  otherProId = (await me(otherPro)).id;
  t.machinist = await term('job_titles', 'title', 'CNC Machinist');
  t.welder = await term('job_titles', 'title', 'Welder');
  t.plastics = await term('industries', 'name', 'Plastics');
  t.quality = await term('knowledge_disciplines', 'name', 'Quality Inspection');
  t.blueprint = await term('job_skills', 'name', 'Blueprint Reading', ['category', '1']);
  t.mill = await term('machines', 'name', 'CNC Mill');
  t.haas = await term('brands', 'name', 'Haas');
  await ctx.db.query('insert into machine_brand_maps (machine_id, brand_id) values ($1, $2) on conflict do nothing', [t.mill, t.haas]);
});
afterAll(closeContext);

describe('the pro profile', () => {
  it('GET pro/me gives an Expert its profile, making the pro record on first use', async () => {
    const fresh = await createUser(ctx, { group: 'Expert' });
    await ctx.db.query('delete from pros where user_profile_id = $1', [fresh.id]);
    const res = await call(ctx, 'GET', '/v4/pro/me', { token: fresh.token });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProProfile>()).toMatchObject({ userProfileId: fresh.id, completeness: { percent: 0 }, historyEmployers: [], preference: { shifts: [] } });
  });

  it('PATCH pro/{id} saves name, phone and postal code together and drops the §3 stripped fields', async () => {
    const res = await call(ctx, 'PATCH', `/v4/pro/${proId}`, {
      token: pro.token,
      body: { nameFirst: 'Jordan', nameLast: 'Rivera', phone: '9375550142', postalCode: '45402', summary: 'Machinist', shiftSecond: true, payRateMin: 24, resumeUrl: '/evil', userProfileId: 1, timezone: 'UTC' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProProfile>();
    expect(body).toMatchObject({ nameFirst: 'Jordan', nameLast: 'Rivera', phone: '9375550142', postalCode: '45402', summary: 'Machinist', shiftSecond: true, payRateMin: 24, resumeUrl: null, userProfileId: pro.id, timezone: 'America/Chicago' });
  });

  it('refuses to save without a phone (spec 002 §5) and checks each field in the spec words', async () => {
    const noPhone = await call(ctx, 'PATCH', `/v4/pro/${proId}`, { token: pro.token, body: { phone: null, postalCode: '60601' } });
    expect([noPhone.statusCode, noPhone.json<{ message: string }>().message]).toEqual([422, PRO_PROFILE_TEXTS.nameAndPhoneRequired]);
    expect((await me(pro)).postalCode).toBe('45402');
    const badZip = await call(ctx, 'PATCH', `/v4/pro/${proId}`, { token: pro.token, body: { postalCode: '4540' } });
    expect(badZip.json<{ message: string }>().message).toBe(VALIDATION_MESSAGES.invalidZip);
    const badPay = await call(ctx, 'PATCH', `/v4/pro/${proId}`, { token: pro.token, body: { payRateMin: 0.5 } });
    expect(badPay.json<{ message: string }>().message).toBe('Only pay rates of $1 or higher are valid.');
  });

  it('work history: MM/YYYY dates, end after start, edit and delete', async () => {
    const bad = await call(ctx, 'POST', `/v4/pro/${proId}/history-employer`, { token: pro.token, body: { employerName: 'Acme', jobTitle: 'Welder', start: '2019-03' } });
    expect(bad.json<{ message: string; field: string }>()).toMatchObject({ message: 'Date should be formatted as MM/YYYY or M/YYYY', field: 'start' });
    const order = await call(ctx, 'POST', `/v4/pro/${proId}/history-employer`, { token: pro.token, body: { employerName: 'Acme', jobTitle: 'Welder', start: '03/2019', end: '02/2019' } });
    expect(order.json<{ message: string; field: string }>()).toMatchObject({ message: 'End date must be after start date', field: 'end' });
    const added = await call(ctx, 'POST', `/v4/pro/${proId}/history-employer`, { token: pro.token, body: { employerName: 'Acme', jobTitle: 'Welder', jobTitleId: t.welder, start: '3/2019', end: '' } });
    expect(added.statusCode).toBe(201);
    const entry = added.json<ProProfile>().historyEmployers[0]!;
    expect(entry).toMatchObject({ employerName: 'Acme', startYYYYMM: 201903, endYYYYMM: null });
    const edited = await call(ctx, 'PUT', `/v4/pro/${proId}/history-employer/${entry.id}`, { token: pro.token, body: { employerName: 'Acme Inc', jobTitle: 'Welder', start: '03/2019', end: '06/2021' } });
    expect(edited.json<ProProfile>().historyEmployers[0]).toMatchObject({ employerName: 'Acme Inc', endYYYYMM: 202106 });
    // Talent search sees the latest employer.
    expect((await ctx.db.one<{ history_employer_name: string }>('select history_employer_name from pros where id = $1', [proId]))?.history_employer_name).toBe('Acme Inc');
    expect((await call(ctx, 'DELETE', `/v4/pro/${proId}/history-employer/${entry.id}`, { token: otherPro.token })).statusCode).toBe(404);
    const removed = await call(ctx, 'DELETE', `/v4/pro/${proId}/history-employer/${entry.id}`, { token: pro.token });
    expect(removed.json<ProProfile>().historyEmployers).toEqual([]);
  });

  it('education and certifications', async () => {
    const res = await call(ctx, 'POST', `/v4/pro/${proId}/education-certification`, {
      token: pro.token,
      body: { kind: 'education', school: 'Sinclair Community College', degree: 'Associate', fieldOfStudy: 'Machining', start: '09/2013', end: '05/2015' },
    });
    expect(res.json<ProProfile>().educationCertifications).toEqual([expect.objectContaining({ school: 'Sinclair Community College', startYYYYMM: 201309, endYYYYMM: 201505 })]);
    const cert = await call(ctx, 'POST', `/v4/pro/${proId}/education-certification`, { token: pro.token, body: { kind: 'certification', school: 'OSHA 10', end: '04/2020' } });
    expect(cert.json<ProProfile>().educationCertifications.map((e) => e.kind).sort()).toEqual(['certification', 'education']);
  });

  it('job titles, preferences and taxonomy, refusing unknown ids', async () => {
    const titles = await call(ctx, 'PUT', `/v4/pro/${proId}/job-title`, { token: pro.token, body: { jobTitleIds: [t.machinist, t.welder, t.machinist] } });
    expect(titles.json<ProProfile>().proJobTitles.map((j) => j.jobTitleId).sort()).toEqual([t.machinist, t.welder].sort());
    const prefs = await call(ctx, 'PUT', `/v4/pro/${proId}/preference`, {
      token: pro.token,
      body: { payRateMin: 25, maxCommute: 30, shifts: [3, 1], postalCode: '45402', jobTitleIds: [t.machinist], industryIds: [t.plastics], knowledgeDisciplineIds: [t.quality], machines: [{ machineId: t.mill, brandIds: [t.haas] }] },
    });
    expect(prefs.statusCode).toBe(200);
    expect(prefs.json<ProProfile>().preference).toMatchObject({ payRateMin: 25, maxCommute: 30, shifts: [1, 3], postalCode: '45402', machines: [{ machineId: t.mill, brandIds: [t.haas] }] });
    const badShift = await call(ctx, 'PUT', `/v4/pro/${proId}/preference`, { token: pro.token, body: { shifts: [4] } });
    expect(badShift.statusCode).toBe(400);
    const unknown = await call(ctx, 'PUT', `/v4/pro/${proId}/taxonomy`, { token: pro.token, body: { skillIds: [999_999] } });
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([422, PRO_PROFILE_TEXTS.unknownTaxonomy]);
    const tax = await call(ctx, 'PUT', `/v4/pro/${proId}/taxonomy`, { token: pro.token, body: { skillIds: [t.blueprint], machines: [{ machineId: t.mill, brandIds: [t.haas] }], industryIds: [t.plastics] } });
    expect(tax.json<ProProfile>().taxonomy).toMatchObject({ skillIds: [t.blueprint], industryIds: [t.plastics], machines: [{ machineId: t.mill, brandIds: [t.haas] }] });
    const flat = await ctx.db.one<{ skill_ids: number[]; machine_ids: number[]; brand_ids: number[]; job_title_ids: number[] }>('select skill_ids, machine_ids, brand_ids, job_title_ids from pros where id = $1', [proId]);
    expect(flat).toMatchObject({ skill_ids: [t.blueprint], machine_ids: [t.mill], brand_ids: [t.haas] });
    const options = await call(ctx, 'GET', '/v4/pro/taxonomy-options', { token: pro.token });
    expect(options.json<{ machines: { id: number; brandIds: number[] }[] }>().machines.find((m) => m.id === t.mill)?.brandIds).toContain(t.haas);
  });

  it('years of experience per job title: kept with the title, checked, and only for titles the pro holds', async () => {
    const [machinist, welder] = [t.machinist!, t.welder!];
    const put = (body: unknown) => call(ctx, 'PUT', `/v4/pro/${proId}/job-title`, { token: pro.token, body });
    const res = await put({ jobTitleIds: [machinist, welder], yearsExperience: [{ jobTitleId: machinist, yearsExperience: 8 }] });
    expect(res.statusCode).toBe(200);
    const years = (p: ProProfile) => Object.fromEntries(p.proJobTitles.map((j) => [j.jobTitleId, j.yearsExperience]));
    expect(years(res.json<ProProfile>())).toEqual({ [machinist]: 8, [welder]: null });
    // A later save of the titles alone keeps the years; null clears them.
    expect(years((await put({ jobTitleIds: [machinist, welder] })).json<ProProfile>())[machinist]).toBe(8);
    expect(years((await put({ jobTitleIds: [machinist], yearsExperience: [{ jobTitleId: machinist, yearsExperience: null }] })).json<ProProfile>())).toEqual({ [machinist]: null });
    const negative = await put({ jobTitleIds: [machinist], yearsExperience: [{ jobTitleId: machinist, yearsExperience: -1 }] });
    expect([negative.statusCode, negative.json<{ message: string }>().message]).toEqual([400, VALIDATION_MESSAGES.mustBeNonNegative]);
    expect((await put({ jobTitleIds: [machinist], yearsExperience: [{ jobTitleId: machinist, yearsExperience: 2.5 }] })).statusCode).toBe(400);
    const notHeld = await put({ jobTitleIds: [machinist], yearsExperience: [{ jobTitleId: welder, yearsExperience: 3 }] });
    expect(notHeld.statusCode).toBe(422);
    // Another pro's titles are out of reach.
    expect((await call(ctx, 'PUT', `/v4/pro/${otherProId}/job-title`, { token: pro.token, body: { jobTitleIds: [welder], yearsExperience: [{ jobTitleId: welder, yearsExperience: 1 }] } })).statusCode).toBe(404);
  });

  it('completeness rises as parts are filled', async () => {
    const before = (await me(otherPro)).completeness.percent;
    await call(ctx, 'PUT', `/v4/pro/${otherProId}/job-title`, { token: otherPro.token, body: { jobTitleIds: [t.welder] } });
    const after = (await me(otherPro)).completeness;
    expect(after.percent).toBeGreaterThan(before);
    expect(after.missing).not.toContain('jobTitles');
  });

  it('settings: notification channels and password', async () => {
    const channels = await call(ctx, 'PATCH', `/v4/pro/${proId}/settings`, { token: pro.token, body: { notificationEmail: 0, notificationSms: 1 } });
    expect(channels.json<ProProfile>()).toMatchObject({ notificationEmail: 0, notificationSms: 1 });
    const wrong = await call(ctx, 'POST', `/v4/pro/${proId}/password`, { token: pro.token, body: { currentPassword: 'nope', newPassword: 'New-pass-22' } });
    expect([wrong.statusCode, wrong.json<{ message: string }>().message]).toEqual([422, PRO_SETTINGS_TEXTS.wrongPassword]);
    const weak = await call(ctx, 'POST', `/v4/pro/${proId}/password`, { token: pro.token, body: { currentPassword: 'Test-pass-1', newPassword: 'short' } });
    expect(weak.json<{ message: string }>().message).toBe(VALIDATION_MESSAGES.passwordTooShort);
    const ok = await call(ctx, 'POST', `/v4/pro/${proId}/password`, { token: pro.token, body: { currentPassword: 'Test-pass-1', newPassword: 'New-pass-22' } });
    expect(ok.statusCode).toBe(200);
    const login = await call(ctx, 'POST', '/v4/auth/login', { body: { email: pro.email, password: 'New-pass-22' } });
    expect(login.statusCode).toBe(200);
  });
});

describe('references', () => {
  const uuidIn = (text: string | undefined) => /\/reference\/([0-9a-f-]{36})/u.exec(text ?? '')?.[1];

  it('a pro adds a reference, the referee gets a link and endorses; unknown uuids are not in our records', async () => {
    const email = uniqueEmail('referee');
    const res = await call(ctx, 'POST', `/v4/pro/${proId}/reference`, { token: pro.token, body: { nameFirst: 'Pat', nameLast: 'Boss', email, company: 'Acme', relationship: 'Supervisor' } });
    expect(res.statusCode).toBe(201);
    const reference = res.json<ProProfile>().references.find((r) => r.email === email)!;
    expect(reference.status).toBe('requested');
    const uuid = uuidIn((await lastMessageTo(ctx, email))?.body_text);
    expect(uuid).toBeTruthy();
    const page = await call(ctx, 'GET', `/v4/public/reference/${uuid}`);
    expect(page.json<PublicReference>()).toMatchObject({ refereeFirstName: 'Pat', proFullName: 'Jordan Rivera', status: 'requested' });
    const endorsed = await call(ctx, 'PATCH', `/v4/public/reference/${uuid}`, { body: { endorsement: 'Reliable and precise.', rating: 5 } });
    expect(endorsed.json<PublicReference>()).toMatchObject({ status: 'endorsed', rating: 5 });
    expect((await me(pro)).references.find((r) => r.id === reference.id)).toMatchObject({ status: 'endorsed', endorsement: 'Reliable and precise.' });
    const unknown = await call(ctx, 'GET', '/v4/public/reference/00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([404, 'Given reference is not in our records']);
    const unknownPatch = await call(ctx, 'PATCH', '/v4/public/reference/00000000-0000-4000-8000-000000000000', { body: { endorsement: 'x', rating: 3 } });
    expect(unknownPatch.statusCode).toBe(404);
    const noContact = await call(ctx, 'POST', `/v4/pro/${proId}/reference`, { token: pro.token, body: { nameFirst: 'A', nameLast: 'B' } });
    expect(noContact.statusCode).toBe(400);
  });

  it("the referee's key goes only to the referee: neither the pro's nor an employer's answers carry it, and an endorsement is written once", async () => {
    const email = uniqueEmail('referee');
    const added = await call(ctx, 'POST', `/v4/pro/${proId}/reference`, { token: pro.token, body: { nameFirst: 'Lee', nameLast: 'Lead', email } });
    const uuid = uuidIn((await lastMessageTo(ctx, email))?.body_text)!;
    expect(uuid).toBeTruthy();
    // The pro: every answer that lists references.
    expect(added.body).not.toContain(uuid);
    expect((await call(ctx, 'GET', '/v4/pro/me', { token: pro.token })).body).not.toContain(uuid);
    expect((await call(ctx, 'GET', `/v4/user-profile/${pro.id}?include=${encodeURIComponent('["pro","references"]')}`, { token: pro.token })).body).not.toContain(uuid);
    // An employer the pro applied to reads the profile with its references, and no key.
    const job = (await ctx.db.one<{ id: number }>(`insert into jobs (employer_id, display_title, status) values ($1, 'Machinist', 'live') returning id`, [employerId]))!.id;
    await ctx.db.query(`insert into job_applicants (job_id, user_profile_id, status) values ($1, $2, 'New')`, [job, pro.id]);
    const seen = await call(ctx, 'GET', `/v4/user-profile/${pro.id}?include=${encodeURIComponent('["references"]')}`, { token: employerUser.token });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ references: { nameFirst: string }[] }>().references.map((r) => r.nameFirst)).toContain('Lee');
    expect(seen.body).not.toContain(uuid);
    // The referee endorses once; a second write, by whoever holds the link, is refused and the first stands.
    expect((await call(ctx, 'PATCH', `/v4/public/reference/${uuid}`, { body: { endorsement: 'Sets up fast.', rating: 5 } })).statusCode).toBe(200);
    const again = await call(ctx, 'PATCH', `/v4/public/reference/${uuid}`, { token: employerUser.token, body: { endorsement: 'Late every day.', rating: 1 } });
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([409, PRO_PROFILE_TEXTS.alreadyEndorsed]);
    expect((await call(ctx, 'GET', `/v4/public/reference/${uuid}`)).json<PublicReference>()).toMatchObject({ status: 'endorsed', endorsement: 'Sets up fast.', rating: 5 });
  });
});

describe('the confirmed resume', () => {
  it('after parsing, the pro confirms fields; they land on the profile and the file becomes the resume', async () => {
    const upload = await call(ctx, 'POST', `/v4/pro/${otherProId}/resume`, { token: otherPro.token, body: { resumeDataUrl: dataUrlOf(await resumePdf(), PDF_MIME), fileName: 'resume.pdf' } });
    const parseId = upload.json<ResumeParse>().parseId;
    const early = await call(ctx, 'POST', `/v4/pro/${otherProId}/resume/${parseId}/confirm`, { token: otherPro.token, body: {} });
    expect(early.statusCode).toBe(422);
    await ctx.app.deps.worker.runDue();
    const before = (await me(otherPro)).completeness.percent;
    const confirm = await call(ctx, 'POST', `/v4/pro/${otherProId}/resume/${parseId}/confirm`, {
      token: otherPro.token,
      body: {
        nameFirst: 'Jordan',
        nameLast: 'Rivera',
        phone: '9375550142',
        postalCode: '45402',
        jobTitleIds: [t.machinist],
        skillIds: [t.blueprint],
        machines: [{ machineId: t.mill, brandIds: [t.haas] }],
        history: [{ employerName: 'Acme Precision Manufacturing Inc', jobTitle: 'CNC Machinist', jobTitleId: t.machinist, start: '03/2019', end: null }],
        education: [{ kind: 'education', school: 'Sinclair Community College', degree: 'Associate', end: '06/2015' }],
      },
    });
    expect(confirm.statusCode).toBe(200);
    const profile = confirm.json<ProProfile>();
    expect(profile).toMatchObject({ nameFirst: 'Jordan', postalCode: '45402', resumeUrl: `/v4/resume/file/${parseId}`, resumeFileName: 'resume.pdf' });
    expect(profile.historyEmployers.map((h) => h.employerName)).toContain('Acme Precision Manufacturing Inc');
    expect(profile.completeness.percent).toBeGreaterThan(before);
    // Confirming again does not double the entries.
    const again = await call(ctx, 'POST', `/v4/pro/${otherProId}/resume/${parseId}/confirm`, { token: otherPro.token, body: { history: [{ employerName: 'Acme Precision Manufacturing Inc', jobTitle: 'CNC Machinist', start: '03/2019' }] } });
    expect(again.json<ProProfile>().historyEmployers.filter((h) => h.employerName === 'Acme Precision Manufacturing Inc')).toHaveLength(1);
    // Another pro cannot confirm it onto their own profile.
    expect((await call(ctx, 'POST', `/v4/pro/${proId}/resume/${parseId}/confirm`, { token: pro.token, body: {} })).statusCode).toBe(404);
  });
});

describe('tenancy', () => {
  it("a pro reaches only its own profile; employers are refused; staff reach all", async () => {
    expect((await call(ctx, 'GET', `/v4/pro/${proId}`, { token: otherPro.token })).statusCode).toBe(404);
    expect((await call(ctx, 'PATCH', `/v4/pro/${proId}`, { token: otherPro.token, body: { summary: `x ${RUN}` } })).statusCode).toBe(404);
    expect((await call(ctx, 'PUT', `/v4/pro/${proId}/preference`, { token: otherPro.token, body: {} })).statusCode).toBe(404);
    expect((await call(ctx, 'POST', `/v4/pro/${proId}/reference`, { token: otherPro.token, body: { nameFirst: 'A', nameLast: 'B', email: 'a@b.test' } })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/v4/pro/${proId}`, { token: employerUser.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/v4/pro/me', { token: employerUser.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/v4/pro/${proId}`)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', `/v4/pro/${proId}`, { token: staff.token })).statusCode).toBe(200);
    // Staff have no pro record of their own, and GET pro/me does not make one for them.
    expect((await call(ctx, 'GET', '/v4/pro/me', { token: staff.token })).statusCode).toBe(404);
    expect((await ctx.db.one<{ n: number }>('select count(*)::int as n from pros where user_profile_id = $1', [staff.id]))?.n).toBe(0);
  });
});
