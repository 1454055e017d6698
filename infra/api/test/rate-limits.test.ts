import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db';
import { RateLimiter } from '../src/http/rate-limit';
import { call, closeContext, createUser, PASSWORD, RUN, testContext, type TestContext } from './helpers';

// Rate limits live in the database: every limiter over it (every API process) shares the
// buckets, and nothing is forgotten when a process restarts.

let ctx: TestContext;
let limiter: RateLimiter;
beforeAll(async () => {
  ctx = await testContext();
  limiter = ctx.app.deps.limiter;
});
afterAll(closeContext);
beforeEach(() => limiter.reset());

const MINUTE = 60_000;
// A window-aligned instant far from any real clock, so tests move time freely.
const T0 = 1_000_000 * MINUTE;
let scope = 0;
const nextScope = () => `test ${RUN} ${++scope}`;

async function takeMany(l: RateLimiter, s: string, n: number, max: number, at: number) {
  let admitted = 0;
  for (let i = 0; i < n; i++) if (await l.take(s, 'subject', max, MINUTE, at)) admitted += 1;
  return admitted;
}

describe('RateLimiter', () => {
  it('admits max hits in a window and refuses the rest without counting them', async () => {
    const s = nextScope();
    expect(await takeMany(limiter, s, 15, 10, T0 + 30_000)).toBe(10);
    const row = await ctx.db.one<{ count: number }>('select count from rate_limit_buckets where key like $1', [`${s}|%`]);
    expect(row).toEqual({ count: 10 });
  });

  it('slides: hits of the previous window still count for the share of it that is within the last window', async () => {
    const s = nextScope();
    expect(await takeMany(limiter, s, 10, 10, T0 + 30_000)).toBe(10);
    // Halfway into the next window half of the previous window's 10 still count: room for 5.
    expect(await takeMany(limiter, s, 10, 10, T0 + MINUTE + 30_000)).toBe(5);
    // Two windows on, the 5 of the window before weigh a quarter at 45 s: 10 - 1.25 leaves room for 8.
    expect(await takeMany(limiter, s, 10, 10, T0 + 2 * MINUTE + 45_000)).toBe(8);
    // A window with no hits in between forgets everything.
    expect(await takeMany(limiter, s, 12, 10, T0 + 5 * MINUTE)).toBe(10);
  });

  it('keeps the limit under a burst of concurrent hits (one atomic statement per hit)', async () => {
    const s = nextScope();
    const results = await Promise.all(Array.from({ length: 60 }, () => limiter.take(s, 'subject', 10, MINUTE)));
    expect(results.filter(Boolean)).toHaveLength(10);
  });

  it('gives back a hit, within its window or after the window rolled', async () => {
    const s = nextScope();
    const tickets = [];
    for (let i = 0; i < 10; i++) tickets.push(await limiter.take(s, 'subject', 10, MINUTE, T0 + 50_000));
    expect(await limiter.take(s, 'subject', 10, MINUTE, T0 + 50_000)).toBeNull();
    await limiter.giveBack(tickets[0]!);
    expect(await limiter.take(s, 'subject', 10, MINUTE, T0 + 50_000)).not.toBeNull();
    // Halfway into the next window the 10 weigh 5: five more, then full. Two given back from the
    // previous window weigh 1 there: room for one more.
    expect(await takeMany(limiter, s, 6, 10, T0 + MINUTE + 30_000)).toBe(5);
    await limiter.giveBack(tickets[1]!);
    await limiter.giveBack(tickets[2]!);
    expect(await limiter.take(s, 'subject', 10, MINUTE, T0 + MINUTE + 30_000)).not.toBeNull();
    expect(await limiter.take(s, 'subject', 10, MINUTE, T0 + MINUTE + 30_000)).toBeNull();
  });

  it('keeps subjects apart and stores them hashed: no e-mail address or client address in the table', async () => {
    const s = nextScope();
    const email = `someone-${RUN}@example.test`;
    expect(await takeMany(limiter, s, 3, 2, T0)).toBe(2);
    expect(await limiter.take(s, `127.0.0.1|${email}`, 2, MINUTE, T0)).not.toBeNull();
    const { rows } = await ctx.db.query<{ key: string }>('select key from rate_limit_buckets where key like $1', [`${s}|%`]);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.key).join(' ')).not.toMatch(/someone|127\.0\.0\.1|subject/u);
  });

  it('prunes only buckets whose windows no longer count', async () => {
    const s = nextScope();
    await limiter.take(s, 'old', 5, MINUTE, Date.now() - 10 * MINUTE);
    await limiter.take(s, 'current', 5, MINUTE);
    expect(await limiter.prune()).toBeGreaterThanOrEqual(1);
    const { rows } = await ctx.db.query('select 1 from rate_limit_buckets where key like $1', [`${s}|%`]);
    expect(rows).toHaveLength(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('counts into the same buckets from a second connection pool, as a second API process does', async () => {
    const other: Db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    try {
      const second = new RateLimiter(other);
      const s = nextScope();
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? limiter : second).take(s, 'subject', 10, MINUTE)));
      expect(results.filter(Boolean)).toHaveLength(10);
    } finally {
      await other.close();
    }
  });
});

describe('route rate limits', () => {
  const wrongLogin = (email: string) => call(ctx, 'POST', '/v4/auth/login', { body: { email, password: 'Wrong-pass-1' } });

  it('login counts refused attempts only: parallel wrong guesses cannot overshoot the limit', async () => {
    const user = await createUser(ctx);
    const answers = await Promise.all(Array.from({ length: 16 }, () => wrongLogin(user.email)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    // The right password is refused too while the bucket is full.
    expect((await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: PASSWORD } })).statusCode).toBe(429);
  });

  it('successful logins give their unit back: many in parallel never lock the user out', async () => {
    const user = await createUser(ctx);
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: PASSWORD } })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    // Eleven successes in all, more than the limit: each gave its unit back, none is counted.
    for (let i = 0; i < 3; i++) expect((await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: PASSWORD } })).statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ count: number }>(`select count from rate_limit_buckets where key like 'POST /auth/login|%'`);
    expect(rows.map((r) => r.count)).toEqual([0]);
  });

  it('survives a restart: a new app on the same database still refuses', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 10; i++) expect((await wrongLogin(user.email)).statusCode).toBe(401);
    const { buildApp } = await import('../src/app');
    const restarted = await buildApp({ db: ctx.db, worker: false, seed: 'none' });
    try {
      const res = await restarted.inject({ method: 'POST', url: '/v4/auth/login', payload: { email: user.email, password: 'Wrong-pass-1' } });
      expect(res.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('a counted route (password reset) counts every call, accepted or not', async () => {
    const user = await createUser(ctx);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(ctx, 'POST', '/v4/auth/reset-password', { body: { email: user.email } })).statusCode);
    expect(statuses.slice(0, 5).every((s) => s < 300)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("a client's own X-Forwarded-For neither resets a limit nor changes the address recorded for a sign-in (ADR 038)", async () => {
    const user = await createUser(ctx);
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });
    for (let i = 0; i < 10; i++) expect((await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: 'Wrong-pass-1' }, headers: forged(i) })).statusCode).toBe(401);
    expect((await call(ctx, 'POST', '/v4/auth/login', { body: { email: user.email, password: 'Wrong-pass-1' }, headers: forged(99) })).statusCode).toBe(429);
    const other = await createUser(ctx);
    const signedIn = await call(ctx, 'POST', '/v4/auth/login', { body: { email: other.email, password: PASSWORD }, headers: { 'x-forwarded-for': '203.0.113.66' } });
    expect(signedIn.statusCode).toBe(200);
    const recorded = await ctx.db.query<{ client_address: string | null }>('select client_address from refresh_token_families where user_profile_id = $1 and client_address is not null', [other.id]);
    expect(recorded.rows.map((r) => r.client_address)).toEqual(['127.0.0.1']);
  });

  it('a configured proxy names the client: its forwarded address keys the limit and the record', async () => {
    const { buildApp } = await import('../src/app');
    process.env.TRUSTED_PROXIES = '127.0.0.1, ::1';
    const behindProxy = await buildApp({ db: ctx.db, worker: false, seed: 'none' });
    delete process.env.TRUSTED_PROXIES;
    try {
      const user = await createUser(ctx);
      const login = (from: string, password: string) => behindProxy.inject({ method: 'POST', url: '/v4/auth/login', headers: { 'x-forwarded-for': from }, payload: { email: user.email, password } });
      for (let i = 0; i < 10; i++) expect((await login('192.0.2.10', 'Wrong-pass-1')).statusCode).toBe(401);
      expect((await login('192.0.2.10', 'Wrong-pass-1')).statusCode).toBe(429);
      // Another client behind the same proxy has a budget of its own.
      expect((await login('192.0.2.20', PASSWORD)).statusCode).toBe(200);
      const recorded = await ctx.db.query<{ client_address: string | null }>('select client_address from refresh_token_families where user_profile_id = $1 and client_address is not null', [user.id]);
      expect(recorded.rows.map((r) => r.client_address)).toEqual(['192.0.2.20']);
    } finally {
      await behindProxy.close();
    }
  });
});
