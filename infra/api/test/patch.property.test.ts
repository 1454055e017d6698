import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe } from './applications-fixtures';
import { call, closeContext, createEmployer, createUser, RUN, testContext, type TestContext, type TestUser } from './helpers';

// Property (ADR 039): a PATCH changes only the fields it carries. For each resource an API
// caller patches, a random field gets a random valid value; reading the resource back, every
// other field is as it was. PATCH /pro/{id} without a summary once set the summary to null.

let ctx: TestContext;
let pro: TestUser;
let proId: number;
let admin: TestUser;
let employerId: number;
let jobId: number;
let savedId: number;
let templateId: number;

type Json = Record<string, unknown>;

interface Target {
  name: string;
  token: () => string;
  patch: (body: Json) => Promise<{ statusCode: number; body: string }>;
  read: () => Promise<Json>;
  fields: Record<string, fc.Arbitrary<unknown>>;
  /** Fields a change to the key ('*': to any field) derives anew, besides timestamps. */
  derived?: Record<string, readonly string[]>;
}

const ALWAYS_DERIVED = ['updateTs', 'completeness'];
const text = (min: number, max: number) => fc.string({ minLength: min, maxLength: max, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABC'.split('')) }).filter((s) => s.trim().length >= min);

const targets: Target[] = [
  {
    name: 'PATCH /pro/{id}',
    token: () => pro.token,
    patch: (body) => call(ctx, 'PATCH', `/v4/pro/${proId}`, { token: pro.token, body }),
    read: async () => (await call(ctx, 'GET', '/v4/pro/me', { token: pro.token })).json<Json>(),
    fields: {
      nameFirst: text(1, 20),
      nameLast: text(1, 20),
      phone: fc.constantFrom('3125550170', '3125550171', '9375550172'),
      postalCode: fc.constantFrom('60601', '45402', '53202'),
      summary: fc.option(text(1, 80), { nil: null }),
      shiftFirst: fc.boolean(),
      shiftSecond: fc.boolean(),
      shiftThird: fc.boolean(),
      payRateMin: fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
    },
    derived: { postalCode: ['city', 'state'] },
  },
  {
    name: 'PATCH /user-profile/{id}',
    token: () => admin.token,
    patch: (body) => call(ctx, 'PATCH', `/v4/user-profile/${admin.id}`, { token: admin.token, body }),
    read: async () => (await call(ctx, 'GET', `/v4/user-profile/${admin.id}`, { token: admin.token })).json<Json>(),
    fields: {
      nameFirst: text(1, 20).map((s) => s.trim()),
      nameLast: text(1, 20).map((s) => s.trim()),
      phone: fc.option(fc.constantFrom('3125550180', '3125550181'), { nil: null }),
      notificationEmail: fc.constantFrom(0, 1),
      notificationSms: fc.constantFrom(0, 1),
    },
  },
  {
    name: 'PATCH /job/{id}',
    token: () => admin.token,
    patch: (body) => call(ctx, 'PATCH', `/v4/job/${jobId}`, { token: admin.token, body }),
    read: async () => (await call(ctx, 'GET', `/v4/job/${jobId}`, { token: admin.token })).json<Json>(),
    fields: {
      displayTitle: text(3, 40),
      city: text(2, 20),
      street1: text(3, 30),
      hiresPerPosition: fc.integer({ min: 1, max: 20 }),
      anonymous: fc.boolean(),
      autoSubmission: fc.boolean(),
      experience: fc.constantFrom('entry', 'mid', 'senior'),
      minimumApplicantsPerWeek: fc.integer({ min: 0, max: 50 }),
    },
    // The wizard's list of what is still missing follows whatever field changed; a display
    // title is matched to the taxonomy's job titles (ADR 094).
    derived: { '*': ['missingFields'], displayTitle: ['jobTitleCustom', 'title', 'jobTitleId', 'jobTitle'] },
  },
  {
    name: 'PATCH /search/saved/{id}',
    token: () => admin.token,
    patch: (body) => call(ctx, 'PATCH', `/v4/search/saved/${savedId}`, { token: admin.token, body, headers: { 'employer-id': String(employerId) } }),
    read: async () => (await call(ctx, 'GET', '/v4/search/saved', { token: admin.token, headers: { 'employer-id': String(employerId) } })).json<Json[]>().find((s) => s.id === savedId)!,
    fields: {
      aroundRadius: fc.integer({ min: 1, max: 100 }),
      query: text(2, 30),
      selectedFilters: fc.record({ skillIds: fc.constantFrom([], [1], [1, 2]) }).map((f) => ({ ...f, jobTitleIds: [1] })),
      location: fc.constantFrom({ description: 'Chicago, IL', postalCode: '60601', latitude: 41.88, longitude: -87.62 }, { description: 'Dayton, OH', postalCode: '45402', latitude: 39.76, longitude: -84.19 }),
    },
  },
  {
    name: 'PATCH /message-template/{id}',
    token: () => admin.token,
    patch: (body) => call(ctx, 'PATCH', `/v4/message-template/${templateId}`, { token: admin.token, body }),
    read: async () =>
      (await call(ctx, 'GET', `/v4/message-template?employerId=${employerId}&filter=${encodeURIComponent(JSON.stringify({ limit: 50 }))}`, { token: admin.token }))
        .json<{ messages: Json[] }>()
        .messages.find((m) => m.id === templateId)!,
    fields: { title: text(1, 40).map((s) => s.trim()), message: text(1, 120).map((s) => s.trim()), isFavorite: fc.boolean() },
  },
];

beforeAll(async () => {
  ctx = await testContext();
  pro = await createUser(ctx, { group: 'Expert', phone: '3125550169' });
  proId = (await call(ctx, 'GET', '/v4/pro/me', { token: pro.token })).json<{ id: number }>().id;
  const seeded = await call(ctx, 'PATCH', `/v4/pro/${proId}`, { token: pro.token, body: { nameFirst: 'Jo', nameLast: 'Patch', summary: 'Keeps the line running', postalCode: '60601', shiftFirst: true, payRateMin: 25 } });
  expect(seeded.statusCode, seeded.body).toBe(200);
  employerId = await createEmployer(ctx, `Patch employer ${RUN}`);
  await subscribe(ctx, employerId);
  await ctx.db.query(`insert into employer_features (employer_id, feature_name, feature_status) values ($1, 'Talent Search', 'Enabled')`, [employerId]);
  admin = await createUser(ctx, { group: 'Company Admin', employerIds: [employerId], phone: '3125550179' });
  const job = await call(ctx, 'POST', '/v4/job', { token: admin.token, body: { employerId, displayTitle: 'Patch Welder', city: 'Chicago', state: 'IL', postalCode: '60601', hiresPerPosition: 2, payRateMin: 20, payRateMax: 30 } });
  expect(job.statusCode, job.body).toBe(201);
  jobId = job.json<{ job: { id: number } }>().job.id;
  const saved = await call(ctx, 'POST', '/v4/search/saved', {
    token: admin.token,
    headers: { 'employer-id': String(employerId) },
    body: { location: { description: 'Chicago, IL', postalCode: '60601', latitude: 41.88, longitude: -87.62 }, aroundRadius: 30, query: 'welder', selectedFilters: { jobTitleIds: [1] } },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  savedId = saved.json<{ id: number }>().id;
  const template = await call(ctx, 'POST', `/v4/message-template?employerId=${employerId}`, { token: admin.token, body: { title: 'Hello', message: 'Hi [Pro FirstName]' } });
  expect(template.statusCode, template.body).toBe(201);
  templateId = template.json<{ id: number }>().id;
});
afterAll(closeContext);

describe('a PATCH of one field', () => {
  for (const target of targets) {
    it(`${target.name} leaves every other field as it was`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...Object.keys(target.fields)).chain((field) => target.fields[field]!.map((value) => ({ field, value }))), async ({ field, value }) => {
          const before = await target.read();
          const res = await target.patch({ [field]: value });
          expect(res.statusCode, `${field}=${JSON.stringify(value)}: ${res.body}`).toBe(200);
          const after = await target.read();
          const skip = new Set([field, ...ALWAYS_DERIVED, ...(target.derived?.['*'] ?? []), ...(target.derived?.[field] ?? [])]);
          const unchanged = (o: Json) => Object.fromEntries(Object.entries(o).filter(([k]) => !skip.has(k)));
          expect(unchanged(after), `${target.name} with ${field}`).toEqual(unchanged(before));
          return true;
        }),
        { numRuns: 25, seed: 2_026_112_9 },
      );
    });
  }
});
