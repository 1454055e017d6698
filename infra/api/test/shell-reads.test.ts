import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { APPLICANT_STATUSES, BILLING_TEXTS, SUBSCRIPTION_NOT_FOUND_TYPES } from '@floorhire/rules';
import type { ConversationHeader, EmployerDto, EmployerFeatureDto, SubscriptionDto } from '@floorhire/schemas';
import type { Db } from '../src/db';
import { DEMO_EMPLOYERS, DEMO_LOGINS, seedDemo } from '../src/seed/demo';
import { call, createUser, freshDatabase, type TestContext } from './helpers';

// The reads the shell needs (subscription, employer, features, conversation headers) against the
// demo world: trial (Lakeside), subscribed (Acme; its owner also in Acme Precision), expired
// (Northfield), never subscribed (Keystone). An empty database of its own on the engine under
// test, since the seed needs one; a small pro pool keeps it quick.

let db: Db;
let app: FastifyInstance;
let ctx: TestContext;
const token: Record<string, string> = {};
const employer: Record<string, number> = {};

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

async function signInAs(email: string): Promise<string> {
  const user = await db.one<{ id: number }>('select id from user_profiles where lower(email) = lower($1)', [email]);
  const tokens = await app.deps.tokens.signIn(user!.id);
  return tokens!.accessToken;
}

beforeAll(async () => {
  db = await freshDatabase();
  const { buildApp } = await import('../src/app');
  app = await buildApp({ db, worker: false, seed: 'none' });
  await seedDemo(db, { proCount: 60 });
  await app.ready();
  ctx = { app, db };
  for (const [key, email] of Object.entries(DEMO_LOGINS)) token[key] = await signInAs(email);
  const { rows } = await db.query<{ id: number; name: string }>('select id, name from employers');
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  for (const [key, name] of Object.entries(DEMO_EMPLOYERS)) employer[key] = byName.get(name)!;
  employer.keystone = byName.get('Keystone Automation Systems')!;
  employer.loneStar = byName.get('Lone Star Molding')!;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const get = (url: string, who?: string) => call(ctx, 'GET', url, who ? { token: token[who] } : {});

describe('GET /v4/subscription/employer/{employerId}', () => {
  it('answers the trial employer with the free-plan flags and its end date', async () => {
    const res = await get(`/v4/subscription/employer/${employer.lakeside}`, 'trial');
    expect(res.statusCode, res.body).toBe(200);
    const sub = res.json<SubscriptionDto>();
    expect(sub).toMatchObject({ status: 'trial', plan: 'Free Trial', isFreePlan: true, isSubscribed: true, isGated: true, endDate: isoDay(9), jobSlots: 1 });
    expect(sub.components).toEqual({ COPILOT_SLOT: { limit: 1, used: 1 }, TS_UNLOCK: { limit: 5, used: 2 } });
    expect(sub.credits).toEqual({ available: 5, used: 2, remaining: 3 });
  });

  it('answers the subscribed employer to its members: active, not free, credits including allocated unlocks', async () => {
    for (const who of ['owner', 'manager']) {
      const res = await get(`/v4/subscription/employer/${employer.acme}`, who);
      expect(res.statusCode, res.body).toBe(200);
      const sub = res.json<SubscriptionDto>();
      expect(sub).toMatchObject({ status: 'active', plan: 'Professional', planLength: 'annual', price: 10_788, nextBillingAmount: 10_788, isFreePlan: false, isSubscribed: true, isGated: true, addOnJobSlots: 1 });
      expect(sub.credits.available).toBe(150);
      expect(sub.credits.remaining).toBe(150 - sub.components.TS_UNLOCK!.used);
      expect(sub.endDate! > isoDay(0)).toBe(true);
    }
    const second = await get(`/v4/subscription/employer/${employer.acmePrecision}`, 'owner');
    expect(second.json<SubscriptionDto>()).toMatchObject({ plan: 'Basic', planLength: 'quarterly', isSubscribed: true });
  });

  it("answers the expired employer 404 'Subscription not found' marked as expired", async () => {
    const res = await get(`/v4/subscription/employer/${employer.northfield}`, 'expired');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: BILLING_TEXTS.subscriptionNotFoundServerMessage, error: SUBSCRIPTION_NOT_FOUND_TYPES.expired });
  });

  it('answers an employer that never subscribed 404 marked as none', async () => {
    const res = await get(`/v4/subscription/employer/${employer.keystone}`, 'admin');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Subscription not found', error: SUBSCRIPTION_NOT_FOUND_TYPES.none });
  });

  it('shows a paused subscription as present but not subscribed', async () => {
    const res = await get(`/v4/subscription/employer/${employer.loneStar}`, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json<SubscriptionDto>()).toMatchObject({ status: 'paused', isSubscribed: false, isFreePlan: false });
  });

  it('keeps other employers, pros and strangers out; staff read every employer', async () => {
    expect((await get(`/v4/subscription/employer/${employer.lakeside}`, 'owner')).statusCode).toBe(403);
    expect((await get(`/v4/subscription/employer/${employer.acme}`, 'trial')).statusCode).toBe(403);
    expect((await get(`/v4/subscription/employer/${employer.acme}`, 'pro')).statusCode).toBe(403);
    expect((await get(`/v4/subscription/employer/${employer.acme}`)).statusCode).toBe(401);
    for (const key of ['acme', 'lakeside']) expect((await get(`/v4/subscription/employer/${employer[key]}`, 'admin')).statusCode).toBe(200);
    expect((await get('/v4/subscription/employer/abc', 'admin')).statusCode).toBe(400);
  });
});

describe('GET /v4/subscription/{id} (older read)', () => {
  it('answers members and staff, and 404 to another employer', async () => {
    const sub = (await get(`/v4/subscription/employer/${employer.lakeside}`, 'trial')).json<SubscriptionDto>();
    const own = await get(`/v4/subscription/${sub.id}`, 'trial');
    expect(own.statusCode).toBe(200);
    expect(own.json<SubscriptionDto>()).toEqual(sub);
    expect((await get(`/v4/subscription/${sub.id}`, 'admin')).statusCode).toBe(200);
    const other = await get(`/v4/subscription/${sub.id}`, 'owner');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'Subscription not found' });
  });

  it('reads an ended subscription by id as not subscribed', async () => {
    const ended = await db.one<{ id: number }>(`select id from subscriptions where employer_id = $1 and status = 'canceled'`, [employer.northfield!]);
    const res = await get(`/v4/subscription/${ended!.id}`, 'expired');
    expect(res.statusCode).toBe(200);
    expect(res.json<SubscriptionDto>()).toMatchObject({ status: 'canceled', isSubscribed: false });
  });
});

describe('GET /v4/employer/{id}', () => {
  it('answers a member with the includes it asks for', async () => {
    const include = encodeURIComponent(JSON.stringify(['industries', 'subscription', 'accountAdmins', 'assignee', 'watchers']));
    const res = await get(`/v4/employer/${employer.acme}?include=${include}`, 'manager');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<EmployerDto>();
    expect(body).toMatchObject({ id: employer.acme, name: DEMO_EMPLOYERS.acme, city: 'Dayton', state: 'OH' });
    expect(body.subscription).toMatchObject({ status: 'active', isSubscribed: true });
    expect(body.accountAdmins!.map((a) => a.email)).toContain(DEMO_LOGINS.owner);
    expect(body.accountAdmins!.map((a) => a.email)).not.toContain(DEMO_LOGINS.manager);
    expect(Array.isArray(body.employerIndustries)).toBe(true);
    expect(Array.isArray(body.employerWatcherMaps)).toBe(true);
    expect(body).toHaveProperty('assignee');
  });

  it('leaves includes out unless asked, and shows an expired plan as no subscription', async () => {
    const plain = (await get(`/v4/employer/${employer.acme}`, 'owner')).json<EmployerDto>();
    expect(plain).not.toHaveProperty('subscription');
    expect(plain).not.toHaveProperty('accountAdmins');
    const expired = await get(`/v4/employer/${employer.northfield}?include=${encodeURIComponent('["subscription"]')}`, 'expired');
    expect(expired.json<EmployerDto>().subscription).toBeNull();
  });

  it('refuses other employers, rejects unknown includes, and lets staff read any employer', async () => {
    expect((await get(`/v4/employer/${employer.lakeside}`, 'owner')).statusCode).toBe(403);
    expect((await get(`/v4/employer/${employer.acme}`, 'pro')).statusCode).toBe(403);
    const bad = await get(`/v4/employer/${employer.acme}?include=${encodeURIComponent('["secrets"]')}`, 'owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Unknown include' });
    expect((await get(`/v4/employer/${employer.northfield}`, 'admin')).statusCode).toBe(200);
    expect((await get('/v4/employer/2000000000', 'admin')).statusCode).toBe(404);
  });
});

describe('employer features', () => {
  it('lists every feature of an employer with its status', async () => {
    const res = await get(`/v4/employer-features/${employer.acme}`, 'owner');
    expect(res.statusCode).toBe(200);
    const features = res.json<EmployerFeatureDto[]>();
    expect(features.map((f) => f.featureName).sort()).toEqual(['Subscription V2', 'Talent Search', 'UI 3.0', 'URL Screening']);
    expect(features.find((f) => f.featureName === 'Talent Search')?.featureStatus).toBe('Enabled');
    expect((await get(`/v4/employer-features/${employer.acme}`, 'trial')).statusCode).toBe(403);
  });

  it('answers one feature for several employers the caller belongs to', async () => {
    const ids = encodeURIComponent(JSON.stringify([employer.acme, employer.acmePrecision]));
    const res = await get(`/v4/employer-feature?employerIds=${ids}&featureName=${encodeURIComponent('Talent Search')}`, 'owner');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<EmployerFeatureDto[]>()).toEqual([
      { employerId: Math.min(employer.acme!, employer.acmePrecision!), featureName: 'Talent Search', featureStatus: employer.acme! < employer.acmePrecision! ? 'Enabled' : 'Requested' },
      { employerId: Math.max(employer.acme!, employer.acmePrecision!), featureName: 'Talent Search', featureStatus: employer.acme! < employer.acmePrecision! ? 'Requested' : 'Enabled' },
    ]);
    // The manager belongs to Acme only: asking for both is refused as a whole.
    expect((await get(`/v4/employer-feature?employerIds=${ids}`, 'manager')).statusCode).toBe(403);
    expect((await get(`/v4/employer-feature?employerIds=${ids}`, 'admin')).json<unknown[]>()).toHaveLength(8);
    expect((await get('/v4/employer-feature', 'admin')).statusCode).toBe(400);
  });

  it("lets an employer's user ask for Talent Search once, and only staff switch features", async () => {
    const member = await createUser(ctx, { group: 'Company Admin', employerIds: [employer.loneStar!] });
    const post = (body: unknown, t: string) => call(ctx, 'POST', '/v4/employer-feature', { token: t, body });
    const ask = { employerId: employer.loneStar, featureName: 'Talent Search', featureStatus: 'Requested' };
    const asked = await post(ask, member.token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual(ask);
    // A retried request changes nothing and publishes nothing more.
    const events = async () => (await db.one<{ n: number }>("select count(*)::int as n from platform_events where type = 'feature.changed' and topic = $1", [`employer:${employer.loneStar}`]))!.n;
    expect(await events()).toBe(1);
    expect((await post(ask, member.token)).statusCode).toBe(200);
    expect(await events()).toBe(1);
    // The employer cannot switch it on, nor touch another feature, nor another employer.
    expect((await post({ ...ask, featureStatus: 'Enabled' }, member.token)).statusCode).toBe(403);
    expect((await post({ employerId: employer.loneStar, featureName: 'UI 3.0', featureStatus: 'enabled' }, member.token)).statusCode).toBe(403);
    expect((await post({ ...ask, employerId: employer.acme }, member.token)).statusCode).toBe(403);
    // A status that does not belong to the feature is a clear 400.
    const wrong = await post({ ...ask, featureStatus: 'enabled' }, token.admin!);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('This status does not apply to this feature');
    // Staff enable it; the employer's reads and the talent-search gate follow.
    expect((await post({ ...ask, featureStatus: 'Enabled' }, token.admin!)).statusCode).toBe(200);
    const read = await call(ctx, 'GET', `/v4/employer-features/${employer.loneStar}`, { token: member.token });
    expect(read.json<EmployerFeatureDto[]>().find((f) => f.featureName === 'Talent Search')?.featureStatus).toBe('Enabled');
    const access = await call(ctx, 'GET', `/v4/talent-search/employer/${employer.loneStar}/access`, { token: member.token });
    expect(access.json<{ featureStatus: string }>().featureStatus).toBe('Enabled');
    // Asking once it is on leaves it on.
    expect((await post(ask, member.token)).json<EmployerFeatureDto>().featureStatus).toBe('Enabled');
    expect((await post({ ...ask, employerId: 987_654 }, token.admin!)).statusCode).toBe(404);
  });
});

describe('GET /v4/conversation/employer/{employerId}/headers', () => {
  it('answers headers of the asked conversations that belong to the employer', async () => {
    const { rows } = await db.query<{ id: number }>('select id from conversations where employer_id = $1 order by id limit 3', [employer.acme!]);
    expect(rows.length).toBeGreaterThan(0);
    const ids = rows.map((r) => r.id);
    const res = await get(`/v4/conversation/employer/${employer.acme}/headers?conversationIds=${encodeURIComponent(JSON.stringify(ids))}`, 'manager');
    expect(res.statusCode, res.body).toBe(200);
    const headers = res.json<ConversationHeader[]>();
    expect(headers.map((h) => h.conversationId).sort((a, b) => a - b)).toEqual(ids);
    for (const h of headers) {
      expect(h.employerId).toBe(employer.acme);
      expect(typeof h.jobTitle).toBe('string');
      expect(APPLICANT_STATUSES).toContain(h.jobApplicantStatus);
      expect(Number.isNaN(Date.parse(h.activeTs))).toBe(false);
    }
    // The owner's other employer does not hold these conversations: nothing comes back.
    const elsewhere = await get(`/v4/conversation/employer/${employer.acmePrecision}/headers?conversationIds=${encodeURIComponent(JSON.stringify(ids))}`, 'owner');
    expect(elsewhere.json()).toEqual([]);
  });

  it("refuses other employers' users and requires conversationIds; staff read any employer", async () => {
    const { rows } = await db.query<{ id: number }>('select id from conversations where employer_id = $1 limit 1', [employer.acme!]);
    const q = `conversationIds=${encodeURIComponent(JSON.stringify([rows[0]!.id]))}`;
    expect((await get(`/v4/conversation/employer/${employer.acme}/headers?${q}`, 'trial')).statusCode).toBe(403);
    const outsider = await createUser(ctx, { group: 'Company Admin', employerIds: [employer.keystone!] });
    expect((await call(ctx, 'GET', `/v4/conversation/employer/${employer.acme}/headers?${q}`, { token: outsider.token })).statusCode).toBe(403);
    expect((await get(`/v4/conversation/employer/${employer.acme}/headers?${q}`, 'admin')).json<unknown[]>()).toHaveLength(1);
    expect((await get(`/v4/conversation/employer/${employer.acme}/headers`, 'owner')).statusCode).toBe(400);
  });
});
