import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationPage, Template } from '@floorhire/domain-messaging';
import { call, closeContext, createEmployer, createUser, testContext, type TestContext, type TestUser } from './helpers';

// Calls the spec gives "with filter" (spec 000 §7, 001 §7 message templates, 002 §7 messaging)
// take the JSON filter with every query key inside it, as the older modules do, and keep the
// plain keys the front end sends (docs/decisions/082-query-wire-format.md).

let ctx: TestContext;
let employerId: number;
let otherEmployerId: number;
let manager: TestUser;

interface TemplatePage {
  messages: Template[];
  count: number;
}

const withFilter = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeAll(async () => {
  ctx = await testContext();
  employerId = await createEmployer(ctx);
  otherEmployerId = await createEmployer(ctx);
  manager = await createUser(ctx, { group: 'Hiring Manager', employerIds: [employerId] });
  const pro = await createUser(ctx, { group: 'Expert', phone: `312555${String(Date.now()).slice(-4)}` });
  expect((await call(ctx, 'POST', `/v4/employer/${employerId}/conversation`, { token: manager.token, body: { userProfileId: pro.id, message: 'Hello from the filter test' } })).statusCode).toBe(201);
  for (let i = 0; i < 6; i += 1) {
    expect((await call(ctx, 'POST', `/v4/message-template?employerId=${employerId}`, { token: manager.token, body: { title: `Filter ${i}`, message: 'Hi {{Pro FirstName}}' } })).statusCode).toBe(201);
  }
});

afterAll(async () => {
  await closeContext();
});

describe('GET /conversation with filter', () => {
  it('answers the spec form filter={"employerId":…,"limit":…} as the plain form answers', async () => {
    const spec = await call(ctx, 'GET', withFilter('/v4/conversation', { employerId, limit: 5 }), { token: manager.token });
    expect(spec.statusCode, spec.body).toBe(200);
    const plain = await call(ctx, 'GET', `${withFilter('/v4/conversation', { limit: 5 })}&employerId=${employerId}`, { token: manager.token });
    expect(plain.statusCode).toBe(200);
    expect(spec.json<ConversationPage>()).toEqual(plain.json<ConversationPage>());
    expect(spec.json<ConversationPage>().count).toBeGreaterThan(0);
  });

  it("keeps tenancy: another employer's id inside the filter is refused, none at all is a 400", async () => {
    expect((await call(ctx, 'GET', withFilter('/v4/conversation', { employerId: otherEmployerId, limit: 5 }), { token: manager.token })).statusCode).toBe(403);
    const missing = await call(ctx, 'GET', withFilter('/v4/conversation', { limit: 5 }), { token: manager.token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ field?: string }>().field).toBe('employerId');
  });

  it('lets a plain key win over the same key inside the filter', async () => {
    const res = await call(ctx, 'GET', `${withFilter('/v4/conversation', { employerId: otherEmployerId })}&employerId=${employerId}`, { token: manager.token });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET message-template with filter', () => {
  it('answers the spec form and pages by the filter', async () => {
    const res = await call(ctx, 'GET', withFilter('/v4/message-template', { employerId, limit: 5 }), { token: manager.token });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<TemplatePage>();
    const plain = (await call(ctx, 'GET', `/v4/message-template?employerId=${employerId}`, { token: manager.token })).json<TemplatePage>();
    expect(page).toEqual(plain);
    const second = (await call(ctx, 'GET', withFilter('/v4/message-template', { employerId, limit: 5, skip: 5 }), { token: manager.token })).json<TemplatePage>();
    expect(second.count).toBe(page.count);
    expect(second.messages.map((t) => t.id)).not.toContain(page.messages[0]!.id);
    expect((await call(ctx, 'GET', withFilter('/v4/message-template', { employerId: otherEmployerId }), { token: manager.token })).statusCode).toBe(403);
  });
});
