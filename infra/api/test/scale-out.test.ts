import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db';
import { publish } from '../src/events';
import { queueSms } from '../src/delivery/outbox';
import {
  insertUsers,
  PASSWORD,
  PORT_BASE,
  postJson,
  refreshCookie,
  roundRobinProxy,
  serverDatabase,
  SKIP_REASON,
  startApi,
  waitUntil,
  type ApiProcess,
  type Proxy,
} from './processes';
import { readEvents } from './sse-reader';

// Two real API processes on one PostgreSQL database behind one address (a round-robin proxy, as
// a load balancer without sticky sessions): everything behaves as with one process.

const enabled = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!enabled)(`two API processes behind one address (${SKIP_REASON})`, () => {
  let database: { url: string; db: Db; drop: () => Promise<void> };
  let apis: ApiProcess[] = [];
  let proxy: Proxy;
  let db: Db;
  const direct = (i: number) => `http://127.0.0.1:${apis[i]!.port}`;

  beforeAll(async () => {
    database = await serverDatabase('scaleout');
    db = database.db;
    // Both start at once on an empty database: the migrations run once, under their lock.
    apis = await Promise.all([startApi(PORT_BASE + 1, database.url), startApi(PORT_BASE + 2, database.url)]);
    proxy = await roundRobinProxy(PORT_BASE, [PORT_BASE + 1, PORT_BASE + 2]);
  }, 90_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(apis.map((api) => api.stop()));
    await database?.drop();
  });

  it('applied every migration once although both processes started together', async () => {
    const { rows } = await db.query<{ version: number; n: number }>('select version, count(*)::int as n from schema_migrations group by version having count(*) > 1');
    expect(rows).toEqual([]);
    expect((await db.one<{ n: number }>('select count(*)::int as n from schema_migrations'))!.n).toBeGreaterThanOrEqual(10);
  });

  it('holds the login limit across both processes instead of doubling it', async () => {
    const [user] = await insertUsers(db, 1, { prefix: 'limit' });
    const before = new Map(proxy.forwarded);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await postJson(`${proxy.url}/v4/auth/login`, { email: user!.email, password: 'Wrong-pass-1' })).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
    for (const [port, count] of proxy.forwarded) expect(count - (before.get(port) ?? 0), `requests to ${port}`).toBe(7);
    // Each process on its own refuses too: the count is in the database, not in either process.
    for (const i of [0, 1]) expect((await postJson(`${direct(i)}/v4/auth/login`, { email: user!.email, password: PASSWORD })).status).toBe(429);
  });

  it('rotates refresh tokens and detects reuse whichever process answers', async () => {
    const [user] = await insertUsers(db, 1, { prefix: 'refresh' });
    const login = await postJson(`${direct(0)}/v4/auth/login`, { email: user!.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const first = refreshCookie(login)!;
    const refresh = (i: number, cookie: string) => fetch(`${direct(i)}/v4/auth/refresh`, { headers: { cookie } });

    const second = await refresh(1, first);
    expect(second.status).toBe(200);
    const secondCookie = refreshCookie(second)!;
    const third = await refresh(0, secondCookie);
    expect(third.status).toBe(200);
    const thirdCookie = refreshCookie(third)!;
    expect(new Set([first, secondCookie, thirdCookie]).size).toBe(3);
    const { accessToken } = (await third.json()) as { accessToken: string };
    expect((await fetch(`${direct(1)}/v4/user-profile/me`, { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(200);

    // The first token again, on the other process: theft. The family ends everywhere.
    expect((await refresh(1, first)).status).toBe(401);
    expect((await refresh(0, thirdCookie)).status).toBe(401);
    expect((await refresh(1, thirdCookie)).status).toBe(401);
    expect(await db.one(`select revoked_reason from refresh_token_families where user_profile_id = $1`, [user!.id])).toEqual({ revoked_reason: 'reuse' });
  });

  it('runs every job once and sends every e-mail and SMS once, with both workers at work', async () => {
    const users = await insertUsers(db, 60, { prefix: 'mail', phones: true });
    // E-mails through the API (either process accepts), SMS queued straight into the outbox.
    const answers = await Promise.all(users.map((u) => postJson(`${proxy.url}/v4/auth/link`, { channel: 'EMAIL', email: u.email })));
    expect(answers.map((a) => a.status)).toEqual(Array(users.length).fill(200));
    await db.transaction(async (tx) => {
      for (const u of users) await queueSms(tx, { to: u.phone!, text: `Scale test ${u.id}`, template: 'test' });
    });
    const ids = users.map((u) => u.id);
    const expected = users.length * 2;
    await waitUntil(async () => (await db.one<{ n: number }>(`select count(*)::int as n from outbox_messages where user_profile_id = any($1::int[]) or to_address = any($2::text[])`, [ids, users.map((u) => u.phone!)]))!.n === expected, 'the outbox rows');
    const outbox = `select id from outbox_messages where user_profile_id = any($1::int[]) or to_address = any($2::text[])`;
    const params = [ids, users.map((u) => u.phone!)];
    await waitUntil(async () => (await db.one<{ n: number }>(`select count(*)::int as n from outbox_messages where id in (${outbox}) and status = 'sent'`, params))!.n === expected, 'every message sent');

    const sends = await db.query<{ n: number }>(`select count(*)::int as n from delivery_local_sends s join outbox_messages o on s.idempotency_key = 'outbox:' || o.id where o.id in (${outbox}) group by o.id`, params);
    expect(sends.rows).toHaveLength(expected);
    expect(sends.rows.every((r) => r.n === 1)).toBe(true);
    expect(await db.one(`select max(attempts) as most from outbox_messages where id in (${outbox})`, params)).toEqual({ most: 1 });
    const jobs = await db.query<{ attempts: number; status: string; locked_by: string }>(
      `select attempts, status, locked_by from background_jobs where idempotency_key in (select 'outbox:' || id from outbox_messages where id in (${outbox}))`,
      params,
    );
    expect(jobs.rows).toHaveLength(expected);
    expect(jobs.rows.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
    expect(new Set(jobs.rows.map((j) => j.locked_by)).size).toBe(2);
  });

  it('hands an event to subscribers on either process, once and in order, and a resuming client misses nothing', async () => {
    const [user] = await insertUsers(db, 1, { prefix: 'events' });
    const login = await postJson(`${direct(0)}/v4/auth/login`, { email: user!.email, password: PASSWORD });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const topic = `user:${user!.id}`;
    const url = (base: string) => `${base}/v4/events?topics=${topic}`;
    const onA = readEvents(url(direct(0)), { token: accessToken });
    const onB = readEvents(url(direct(1)), { token: accessToken });
    for (const s of [onA, onB]) await s.waitFor((x) => x.frames.some((f) => f.event === 'ready'), 'ready');

    // The writer is a third connection to the database (where the messaging service will run);
    // NOTIFY reaches both processes' listeners alike.
    for (let n = 1; n <= 20; n++) await db.transaction((tx) => publish(tx, { topic, type: 'scale.test', payload: { n } }));
    for (const s of [onA, onB]) await s.waitFor((x) => x.events.length === 20, 'twenty events');
    expect(onA.events.map((e) => e.payload.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(onB.events).toEqual(onA.events);

    // Drop the subscriber on A, publish, resume through the proxy (either process): nothing missed.
    onA.close();
    const lastId = onA.events.at(-1)!.id;
    for (let n = 21; n <= 25; n++) await db.transaction((tx) => publish(tx, { topic, type: 'scale.test', payload: { n } }));
    const resumed = readEvents(url(proxy.url), { token: accessToken, lastEventId: lastId });
    await resumed.waitFor((x) => x.events.length === 5, 'the missed events');
    expect(resumed.events.map((e) => e.payload.n)).toEqual([21, 22, 23, 24, 25]);
    resumed.close();
    onB.close();
  });
});
