import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerSummary, PersonSummary } from '@floorhire/schemas';
import type { JobSummaryRow } from '@floorhire/domain-jobs';
import { call, closeContext, createEmployer, createUser, RUN, testContext, type TestContext, type TestUser } from './helpers';

// The people and employer pickers of spec 002 §7 (GET employer/{id}/user-profile,
// user-profile/super-admin, employer/summary and its count) and the names on job summary rows.

const ZEPHYR_ZIP = '45499';
let ctx: TestContext;
let employerA: number;
let employerB: number;
let archivedEmployer: number;
let ownerA: TestUser;
let managerA: TestUser;
let formerA: TestUser;
let ownerB: TestUser;
let staff: TestUser;
let archivedStaff: TestUser;
let laterStaff: TestUser;
let pro: TestUser;

const get = (url: string, token?: string) => call(ctx, 'GET', url, token ? { token } : {});
const filterOf = (filter: unknown) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

async function rename(user: TestUser, nameFirst: string, nameLast: string, status?: string): Promise<void> {
  await ctx.db.query('update user_profiles set name_first = $2, name_last = $3, status = coalesce($4, status) where id = $1', [user.id, nameFirst, nameLast, status ?? null]);
}

beforeAll(async () => {
  ctx = await testContext();
  employerA = await createEmployer(ctx, `Zephyr Tooling ${RUN}`);
  employerB = await createEmployer(ctx, `Zephyr Plastics ${RUN}`);
  archivedEmployer = await createEmployer(ctx, `Zephyr Closed ${RUN}`);
  // A ZIP no other file's employers use: the API files share one database and one RUN per worker.
  await ctx.db.query(`update employers set city = 'Dayton', state = 'OH', status = 'Active Customer', postal_code = $2 where id = $1`, [employerA, ZEPHYR_ZIP]);
  await ctx.db.query(`update employers set status = 'archive' where id = $1`, [archivedEmployer]);
  ownerA = await createUser(ctx, { group: 'Company Admin', employerIds: [employerA] });
  managerA = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA] });
  formerA = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerA] });
  ownerB = await createUser(ctx, { group: 'Company Admin', employerIds: [employerB] });
  staff = await createUser(ctx, { group: 'Super Admin' });
  archivedStaff = await createUser(ctx, { group: 'Super Admin' });
  laterStaff = await createUser(ctx, { group: 'Super Admin' });
  pro = await createUser(ctx, { group: 'Expert' });
  await rename(ownerA, 'Olivia', 'Owner');
  await rename(managerA, 'Marco', 'Manager');
  await rename(formerA, 'Frank', 'Former', 'archive');
  await rename(staff, 'Aaron', `Staff${RUN}`);
  await rename(archivedStaff, 'Aaron', `Gone${RUN}`, 'archive');
  await rename(laterStaff, 'Zoe', `Staff${RUN}`);
});

afterAll(closeContext);

describe('GET /v4/employer/{id}/user-profile', () => {
  it("lists the employer's users with group and status, by first name, for a member", async () => {
    const res = await get(`/v4/employer/${employerA}/user-profile`, managerA.token);
    expect(res.statusCode).toBe(200);
    const users = res.json<PersonSummary[]>();
    expect(users.map((u) => u.id)).toEqual([formerA.id, managerA.id, ownerA.id]);
    expect(users.find((u) => u.id === ownerA.id)).toEqual({ id: ownerA.id, nameFirst: 'Olivia', nameLast: 'Owner', email: ownerA.email, groupMembership: 'Company Admin', status: 'normal' });
    // Archived users stay in the answer with their status, so a saved hiring contact can still be named.
    expect(users.find((u) => u.id === formerA.id)?.status).toBe('archive');
  });

  it('answers staff for any employer, and 404 for an employer that does not exist', async () => {
    const res = await get(`/v4/employer/${employerB}/user-profile`, staff.token);
    expect(res.json<PersonSummary[]>().map((u) => u.id)).toEqual([ownerB.id]);
    expect((await get('/v4/employer/999999999/user-profile', staff.token)).statusCode).toBe(404);
  });

  it("refuses another employer's users, pros and anonymous callers", async () => {
    const other = await get(`/v4/employer/${employerB}/user-profile`, ownerA.token);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(ownerB.email);
    expect((await get(`/v4/employer/${employerA}/user-profile`, pro.token)).statusCode).toBe(403);
    expect((await get(`/v4/employer/${employerA}/user-profile`)).statusCode).toBe(401);
  });
});

describe('GET /v4/user-profile/super-admin', () => {
  it('lists staff that are not archived, by first name, to staff', async () => {
    const res = await get('/v4/user-profile/super-admin', staff.token);
    expect(res.statusCode).toBe(200);
    const users = res.json<PersonSummary[]>();
    const ids = users.map((u) => u.id);
    expect(ids).toContain(staff.id);
    expect(ids).not.toContain(archivedStaff.id);
    expect(ids).not.toContain(ownerA.id);
    expect(users.every((u) => u.groupMembership === 'Super Admin' && u.status !== 'archive')).toBe(true);
    expect(ids.indexOf(staff.id)).toBeLessThan(ids.indexOf(laterStaff.id));
  });

  it('is staff only: employer users get 403, not a profile lookup', async () => {
    expect((await get('/v4/user-profile/super-admin', ownerA.token)).statusCode).toBe(403);
    expect((await get('/v4/user-profile/super-admin', pro.token)).statusCode).toBe(403);
  });
});

describe('GET /v4/employer/summary and /count', () => {
  it('finds employers by name with a like filter, skipping archived ones', async () => {
    const res = await get(`/v4/employer/summary?${filterOf({ where: { name: { like: `%zephyr%${RUN}%` } }, limit: 10 })}`, staff.token);
    expect(res.statusCode).toBe(200);
    const rows = res.json<EmployerSummary[]>();
    expect(rows.map((r) => r.id)).toEqual([employerB, employerA]);
    // The staff list's row also carries its counts, assignee and Talent Search status (ADR 303).
    expect(rows.find((r) => r.id === employerA)).toMatchObject({ id: employerA, name: `Zephyr Tooling ${RUN}`, city: 'Dayton', state: 'OH', status: 'Active Customer', jobs: 0, members: expect.any(Number), contacts: 0, talentSearch: 'Disabled' });
    const count = await get(`/v4/employer/summary/count?${filterOf({ where: { name: { like: `%zephyr%${RUN}%` } } })}`, staff.token);
    expect(count.json()).toEqual({ count: 2 });
    expect((await get(`/v4/employer/count?${filterOf({ where: { name: { like: `%zephyr%${RUN}%` } } })}`, staff.token)).json()).toEqual({ count: 2 });
  });

  it('matches plain text anywhere in the name, pages with limit and skip, and shows archived employers when asked by status', async () => {
    const first = (await get(`/v4/employer/summary?${filterOf({ where: { name: `Zephyr ` }, limit: 1, order: 'name ASC' })}`, staff.token)).json<EmployerSummary[]>();
    expect(first).toHaveLength(1);
    const page = (await get(`/v4/employer/summary?${filterOf({ where: { name: `${RUN}` }, limit: 1, skip: 1, order: 'name DESC' })}`, staff.token)).json<EmployerSummary[]>();
    expect(page.map((r) => r.id)).toEqual([employerB]);
    const archived = (await get(`/v4/employer/summary?${filterOf({ where: { name: { like: `%${RUN}%` }, status: 'archive' } })}`, staff.token)).json<EmployerSummary[]>();
    expect(archived.map((r) => r.id)).toEqual([archivedEmployer]);
    const byPostal = (await get(`/v4/employer/summary?${filterOf({ where: { name: { like: `%${RUN}%` }, postalCode: ZEPHYR_ZIP, assigneeId: '' } })}`, staff.token)).json<EmployerSummary[]>();
    expect(byPostal.map((r) => r.id)).toEqual([employerA]);
  });

  it('takes wildcards literally where they cannot be patterns, and rejects bad filters with 400', async () => {
    const res = await get(`/v4/employer/summary?${filterOf({ where: { name: { like: '%\\' } } })}`, staff.token);
    expect(res.statusCode).toBe(200);
    expect((await get(`/v4/employer/summary?${filterOf({ where: { name: '_' } })}`, staff.token)).statusCode).toBe(200);
    expect((await get(`/v4/employer/summary?${filterOf({ limit: 1000 })}`, staff.token)).statusCode).toBe(400);
    expect((await get('/v4/employer/summary?filter=%7Bnot-json', staff.token)).statusCode).toBe(400);
    expect((await get(`/v4/employer/summary?${filterOf({ where: { status: 'Gone' } })}`, staff.token)).statusCode).toBe(400);
  });

  it('is staff only', async () => {
    expect((await get('/v4/employer/summary', ownerA.token)).statusCode).toBe(403);
    expect((await get('/v4/employer/summary/count', managerA.token)).statusCode).toBe(403);
    expect((await get('/v4/employer/count', pro.token)).statusCode).toBe(403);
    expect((await get('/v4/employer/summary')).statusCode).toBe(401);
  });
});

describe('names on job summary rows', () => {
  it("carries the hiring contact's and the staff assignee's full names in the employer and staff lists", async () => {
    const job = (await ctx.db.one<{ id: number }>(
      `insert into jobs (employer_id, display_title, status, employer_assignee_id, assignee_id) values ($1, $2, 'live', $3, $4) returning id`,
      [employerA, `Names ${RUN}`, managerA.id, staff.id],
    ))!.id;
    const bare = (await ctx.db.one<{ id: number }>(`insert into jobs (employer_id, display_title, status) values ($1, $2, 'draft') returning id`, [employerA, `Bare ${RUN}`]))!.id;
    const employerRows = (await get(`/v4/employer/${employerA}/job/summary?${filterOf({ limit: 100 })}`, ownerA.token)).json<JobSummaryRow[]>();
    const row = employerRows.find((r) => r.id === job);
    expect(row).toMatchObject({ employerAssigneeId: managerA.id, employerAssigneeName: 'Marco Manager', assigneeId: staff.id, assigneeName: `Aaron Staff${RUN}` });
    expect(employerRows.find((r) => r.id === bare)).toMatchObject({ employerAssigneeName: null, assigneeName: null });
    const staffRows = (await get(`/v4/job/summary?${filterOf({ where: { employerId: employerA }, limit: 100 })}`, staff.token)).json<JobSummaryRow[]>();
    expect(staffRows.find((r) => r.id === job)).toMatchObject({ employerAssigneeName: 'Marco Manager', assigneeName: `Aaron Staff${RUN}` });
  });
});
