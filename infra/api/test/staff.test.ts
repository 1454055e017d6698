import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT_AS_SESSION_TEXTS, ACT_AS_SESSION_TITLE_MAX } from '@floorhire/domain-staff';
import { seedStaff } from '../src/modules/staff/staff.seed';
import { call, closeContext, createEmployer, createUser, testContext, type TestContext, type TestUser } from './helpers';

// The staff API on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): what an employer does, what other tenants cannot.

let ctx: TestContext;
let employerA: number;
let employerB: number;
let ownerA: TestUser;
let managerB: TestUser;
let staff: TestUser;
let pro: TestUser;

beforeAll(async () => {
  ctx = await testContext();
  employerA = await createEmployer(ctx);
  employerB = await createEmployer(ctx);
  ownerA = await createUser(ctx, { group: 'Company Admin', employerIds: [employerA] });
  managerB = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerB] });
  staff = await createUser(ctx, { group: 'Super Admin' });
  pro = await createUser(ctx, { group: 'Expert' });
});
afterAll(closeContext);

const url = (employerId: number, id?: number) => `/v4/employer/${employerId}/act-as-session${id === undefined ? '' : `/${id}`}`;

interface Answer {
  id: number;
  employerId: number;
  title: string;
}

describe('act as sessions', () => {
  it('an employer user adds one, then finds it in the list and reads it', async () => {
    const created = await call(ctx, 'POST', url(employerA), { token: ownerA.token, body: { title: '  Night   shift welders ' } });
    expect(created.statusCode).toBe(201);
    const item = created.json<Answer>();
    expect(item).toMatchObject({ employerId: employerA, title: 'Night shift welders' });
    const list = await call(ctx, 'GET', url(employerA), { token: ownerA.token });
    expect(list.statusCode).toBe(200);
    expect(list.json<Answer[]>().map((i) => i.id)).toContain(item.id);
    const one = await call(ctx, 'GET', url(employerA, item.id), { token: ownerA.token });
    expect(one.json<Answer>()).toEqual(item);
  });

  it("refuses an empty or too long title in the domain's words", async () => {
    const empty = await call(ctx, 'POST', url(employerA), { token: ownerA.token, body: { title: '   ' } });
    expect([empty.statusCode, empty.json<{ message: string; field?: string }>()]).toEqual([400, expect.objectContaining({ message: ACT_AS_SESSION_TEXTS.titleRequired, field: 'title' })]);
    const long = await call(ctx, 'POST', url(employerA), { token: ownerA.token, body: { title: 'x'.repeat(ACT_AS_SESSION_TITLE_MAX + 1) } });
    expect(long.json<{ message: string }>().message).toBe(ACT_AS_SESSION_TEXTS.titleTooLong(ACT_AS_SESSION_TITLE_MAX));
  });

  it("keeps employers apart: another employer's user is refused, and an id of another employer is not found", async () => {
    const item = (await call(ctx, 'POST', url(employerA), { token: ownerA.token, body: { title: 'Private to A' } })).json<Answer>();
    expect((await call(ctx, 'GET', url(employerA), { token: managerB.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', url(employerA, item.id), { token: managerB.token })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', url(employerA), { token: managerB.token, body: { title: 'From B' } })).statusCode).toBe(403);
    const crossed = await call(ctx, 'GET', url(employerB, item.id), { token: managerB.token });
    expect([crossed.statusCode, crossed.json<{ message: string }>().message]).toEqual([404, ACT_AS_SESSION_TEXTS.notFound]);
  });

  it('needs a signed-in employer user; staff reach every employer', async () => {
    expect((await call(ctx, 'GET', url(employerA))).statusCode).toBe(401);
    expect((await call(ctx, 'GET', url(employerA), { token: pro.token })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', url(employerA), { token: staff.token })).statusCode).toBe(200);
  });

  it('the demo seed gives each employer examples', async () => {
    const written = await ctx.db.transaction((tx) => seedStaff(tx, [employerB]));
    expect(written).toBe(2);
    const list = await call(ctx, 'GET', url(employerB), { token: managerB.token });
    expect(list.json<Answer[]>().map((i) => i.title).sort()).toEqual(['Example act as session 1', 'Example act as session 2']);
  });
});
