import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService, loadClaims } from '../src/auth/tokens';
import { EVENT_TEXTS, publish, type EventDraft, type PlatformEvent } from '../src/events';
import { call, closeContext, createEmployer, createUser, testContext, type TestContext, type TestUser } from './helpers';
import { readEvents } from './sse-reader';

// The platform event stream on the engine under test: publish in a transaction, delivery after
// commit, GET /v4/events with its topic rules, resumption, retention and a slow reader.

const ENV = { EVENTS_HEARTBEAT_MS: '150', EVENTS_MAX_BUFFERED_BYTES: String(64 * 1024) };
const saved = Object.fromEntries(Object.keys(ENV).map((k) => [k, process.env[k]]));
Object.assign(process.env, ENV);

let ctx: TestContext;
let base: string;
let pro: TestUser;
let member: TestUser;
let staff: TestUser;
let employerId: number;

beforeAll(async () => {
  ctx = await testContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/v4`;
  employerId = await createEmployer(ctx);
  pro = await createUser(ctx, { group: 'Expert' });
  member = await createUser(ctx, { group: 'Company Admin', employerIds: [employerId] });
  staff = await createUser(ctx, { group: 'Super Admin' });
});

afterAll(async () => {
  await closeContext();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const emit = (draft: EventDraft) => ctx.db.transaction((tx) => publish(tx, draft));
const streamUrl = (topics: string[]) => `${base}/events?topics=${encodeURIComponent(topics.join(','))}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function collect(topics: string[]) {
  const got: PlatformEvent[] = [];
  const stop = ctx.app.deps.events.subscribe(topics, (event) => got.push(event));
  return { got, stop };
}

async function until(condition: () => boolean, what: string, ms = 10_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await pause(10);
  }
}

describe('publish() and the bus', () => {
  it('hands an event to subscribers once its transaction commits, and never one that rolled back', async () => {
    const topic = `user:${pro.id}`;
    const { got, stop } = collect([topic]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const committed = ctx.db.transaction(async (tx) => {
      await publish(tx, { topic, type: 'note.added', payload: { n: 1 } });
      await held;
    });
    await pause(150);
    expect(got).toEqual([]);
    release();
    await committed;
    await until(() => got.length === 1, 'the committed event');
    expect(got[0]).toMatchObject({ topic, type: 'note.added', payload: { n: 1 } });
    expect(got[0]!.position).toBeGreaterThan(0);

    await expect(
      ctx.db.transaction(async (tx) => {
        await publish(tx, { topic, type: 'note.added', payload: { n: 2 } });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await emit({ topic, type: 'note.added', payload: { n: 3 } });
    await until(() => got.length === 2, 'the event after the rollback');
    expect(got.map((e) => e.payload.n)).toEqual([1, 3]);
    stop();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('numbers events in commit order, without holding back a transaction that publishes while another is open (PostgreSQL: PGlite runs one transaction at a time)', async () => {
    const topic = `user:${pro.id}`;
    const { got, stop } = collect([topic]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = ctx.db.transaction(async (tx) => {
      await publish(tx, { topic, type: 'order.test', payload: { name: 'published first, committed last' } });
      await held;
    });
    await pause(50);
    await emit({ topic, type: 'order.test', payload: { name: 'published second, committed first' } });
    release();
    await first;
    await until(() => got.length === 2, 'both events');
    expect(got.map((e) => e.payload.name)).toEqual(['published second, committed first', 'published first, committed last']);
    expect(got[0]!.position).toBeLessThan(got[1]!.position);
    stop();
  });

  it('delivers an event too large for a notification by reading it from the log', async () => {
    const topic = `user:${pro.id}`;
    const { got, stop } = collect([topic]);
    const text = 'x'.repeat(12_000);
    await emit({ topic, type: 'big.one', payload: { text } });
    await until(() => got.length === 1, 'the large event');
    expect(got[0]!.payload.text).toBe(text);
    stop();
  });

  it('refuses a malformed topic or type and a payload over 16 KB', async () => {
    await expect(emit({ topic: 'User 12', type: 'x', payload: {} })).rejects.toThrow(EVENT_TEXTS.unknownTopic);
    await expect(emit({ topic: 'user:1', type: 'Not A Type', payload: {} })).rejects.toThrow('Invalid event type');
    await expect(emit({ topic: 'user:1', type: 'big', payload: { text: 'x'.repeat(17_000) } })).rejects.toThrow('exceeds');
  });
});

describe('GET /v4/events: who may follow what', () => {
  it('needs a signed-in caller', async () => {
    expect((await call(ctx, 'GET', `/v4/events?topics=user:${pro.id}`)).statusCode).toBe(401);
  });

  it('lets a user follow only their own user topic and members only their employer', async () => {
    const other = await createEmployer(ctx);
    const forbidden = [
      [pro, `user:${member.id}`],
      [pro, `employer:${employerId}`],
      [member, `employer:${other}`],
      [member, `user:${member.id},user:${pro.id}`],
    ] as const;
    for (const [caller, topics] of forbidden) {
      const res = await call(ctx, 'GET', `/v4/events?topics=${topics}`, { token: caller.token });
      expect(res.statusCode, topics).toBe(403);
      expect(res.json()).toMatchObject({ message: EVENT_TEXTS.topicForbidden });
    }
  });

  it('answers 400 for a topic of no known kind or a malformed one', async () => {
    for (const topics of ['billing:1', 'user', 'user:1;drop', '']) {
      const res = await call(ctx, 'GET', `/v4/events?topics=${encodeURIComponent(topics)}`, { token: pro.token });
      expect(res.statusCode, topics).toBe(400);
      expect(res.json()).toMatchObject({ message: EVENT_TEXTS.unknownTopic });
    }
    const tooMany = Array.from({ length: 51 }, (_, i) => `user:${i}`).join(',');
    expect((await call(ctx, 'GET', `/v4/events?topics=${tooMany}`, { token: staff.token })).json()).toMatchObject({ message: EVENT_TEXTS.tooManyTopics });
  });

  it('lets staff follow any topic', async () => {
    const session = readEvents(streamUrl([`user:${pro.id}`, `employer:${employerId}`]), { token: staff.token });
    expect(await session.status).toBe(200);
    await session.waitFor((s) => s.frames.some((f) => f.event === 'ready'), 'ready');
    session.close();
  });
});

describe('GET /v4/events: delivery', () => {
  it("streams the caller's topics live and in order, nothing of other topics, with heartbeats", async () => {
    const session = readEvents(streamUrl([`user:${member.id}`, `employer:${employerId}`]), { token: member.token });
    expect(await session.status).toBe(200);
    await session.waitFor((s) => s.frames.some((f) => f.event === 'ready'), 'ready');
    await emit({ topic: `employer:${employerId}`, type: 'job.updated', payload: { jobId: 1 } });
    await emit({ topic: `user:${pro.id}`, type: 'note.added', payload: { secret: true } });
    await emit({ topic: `user:${member.id}`, type: 'conversation.message', payload: { conversationId: 9 } });
    await session.waitFor((s) => s.events.length === 2, 'two events');
    await pause(100);
    expect(session.events.map((e) => [e.topic, e.type, e.payload])).toEqual([
      [`employer:${employerId}`, 'job.updated', { jobId: 1 }],
      [`user:${member.id}`, 'conversation.message', { conversationId: 9 }],
    ]);
    expect(Number(session.events[1]!.id)).toBeGreaterThan(Number(session.events[0]!.id));
    await session.waitFor((s) => s.comments.includes('heartbeat'), 'a heartbeat', 2000);
    session.close();
  });

  it('resumes after Last-Event-ID: what was published while away arrives once, then live events', async () => {
    const topics = [`user:${pro.id}`];
    const first = readEvents(streamUrl(topics), { token: pro.token });
    await first.waitFor((s) => s.frames.some((f) => f.event === 'ready'), 'ready');
    await emit({ topic: topics[0]!, type: 'seq', payload: { n: 1 } });
    await first.waitFor((s) => s.events.length === 1, 'event 1');
    first.close();
    const lastId = first.events[0]!.id;
    for (const n of [2, 3, 4]) await emit({ topic: topics[0]!, type: 'seq', payload: { n } });
    const second = readEvents(streamUrl(topics), { token: pro.token, lastEventId: lastId });
    await second.waitFor((s) => s.events.length === 3, 'the missed events');
    await emit({ topic: topics[0]!, type: 'seq', payload: { n: 5 } });
    await second.waitFor((s) => s.events.length === 4, 'the live event');
    expect(second.events.map((e) => e.payload.n)).toEqual([2, 3, 4, 5]);
    second.close();
  });

  it('loses and repeats nothing while connections keep dropping under a steady publisher', async () => {
    const topic = `user:${pro.id}`;
    const TOTAL = 120;
    const received: { id: string; n: number }[] = [];
    let lastId: string | undefined;
    let publishing = true;
    const publisher = (async () => {
      for (let n = 0; n < TOTAL; n++) {
        await emit({ topic, type: 'seq', payload: { n } });
        // Paced over at least 600 ms, so the cuts (every 40-80 ms) fall while it publishes: a
        // faster engine once published all 120 within two connections.
        await pause(5);
      }
      publishing = false;
    })();
    let drops = 0;
    while (publishing || received.at(-1)?.n !== TOTAL - 1) {
      const session = readEvents(streamUrl([topic]), { token: pro.token, ...(lastId ? { lastEventId: lastId } : {}) });
      const taken = received.length;
      const cut = setTimeout(() => ctx.app.server.closeAllConnections(), 40 + Math.random() * 40);
      await Promise.race([session.ended, pause(3000)]);
      clearTimeout(cut);
      session.close();
      // Only what came after the resume point on the first connection counts (it started live).
      for (const event of session.events) received.push({ id: event.id, n: Number(event.payload.n) });
      if (received.length > taken) lastId = received.at(-1)!.id;
      else if (lastId === undefined) lastId = session.frames.find((f) => f.event === 'ready')?.id;
      drops += 1;
      if (drops > 200) throw new Error('never caught up');
    }
    await publisher;
    const firstN = received[0]!.n;
    expect(received.map((r) => r.n)).toEqual(Array.from({ length: TOTAL - firstN }, (_, i) => firstN + i));
    expect(drops).toBeGreaterThan(2);
  });

  it('tells a client resuming from before the retained log to reload, and resumes from the head', async () => {
    const topic = `user:${pro.id}`;
    await emit({ topic, type: 'old', payload: {} });
    const before = await ctx.app.deps.events.head();
    await ctx.db.query(`update platform_events set committed_ts = now() - interval '2 days' where position <= $1`, [before]);
    expect(await ctx.app.deps.events.prune(24 * 3_600_000)).toBeGreaterThan(0);
    expect(await ctx.app.deps.events.horizon()).toBe(before);
    expect((await ctx.db.one<{ n: number }>('select count(*)::int as n from platform_events where position <= $1', [before]))!.n).toBe(0);

    const session = readEvents(streamUrl([topic]), { token: pro.token, lastEventId: String(before - 1) });
    await session.waitFor((s) => s.frames.some((f) => f.event === 'ready'), 'ready');
    expect(session.frames.map((f) => f.event)).toEqual(['reset', 'ready']);
    expect(JSON.parse(session.frames[0]!.data)).toEqual({ reason: 'retention' });
    await emit({ topic, type: 'after', payload: {} });
    await session.waitFor((s) => s.events.length === 1, 'the next event');
    session.close();
    // Resuming exactly at the horizon misses nothing: no reset.
    const exact = readEvents(streamUrl([topic]), { token: pro.token, lastEventId: String(before) });
    await exact.waitFor((s) => s.frames.some((f) => f.event === 'ready'), 'ready');
    expect(exact.frames.map((f) => f.event)).toEqual(['after', 'ready']);
    exact.close();
  });

  it('cuts off a reader that stops reading instead of buffering for it without bound', async () => {
    const topic = `user:${pro.id}`;
    const url = new URL(streamUrl([topic]));
    const socket = connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let closed = false;
    socket.on('close', () => (closed = true));
    socket.on('error', () => undefined);
    socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${url.host}\r\nauthorization: Bearer ${pro.token}\r\naccept: text/event-stream\r\n\r\n`);
    await until(() => ctx.app.deps.events.openStreams >= 1, 'the stream to open');
    const streamsBefore = ctx.app.deps.events.openStreams;
    socket.pause();
    const payload = { text: 'y'.repeat(6_000) };
    // Far more than the socket buffers hold: the server must drop the reader, not queue it all.
    for (let batch = 0; batch < 40 && ctx.app.deps.events.openStreams >= streamsBefore; batch++) {
      await ctx.db.transaction(async (tx) => {
        for (let i = 0; i < 100; i++) await publish(tx, { topic, type: 'flood', payload });
      });
      await pause(20);
    }
    await until(() => ctx.app.deps.events.openStreams === streamsBefore - 1, 'the slow reader to be cut off');
    socket.resume();
    await until(() => closed, 'the socket to close');
  });

  it('ends the stream when the access token expires, so the client reconnects with a fresh one', async () => {
    const shortLived = new TokenService(ctx.db, { ...ctx.app.deps.config, accessTokenTtlSeconds: 1 });
    const { accessToken } = await shortLived.signAccess((await loadClaims(ctx.db, pro.id))!);
    const session = readEvents(streamUrl([`user:${pro.id}`]), { token: accessToken });
    expect(await session.status).toBe(200);
    const started = Date.now();
    await Promise.race([session.ended, pause(5000)]);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('ends open streams when the app shuts down instead of holding the close', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ db: ctx.db, worker: false, seed: 'none' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const session = readEvents(`http://127.0.0.1:${port}/v4/events?topics=user:${pro.id}`, { token: pro.token });
    await session.waitFor((s) => s.frames.some((f) => f.event === 'ready'), 'ready');
    const started = Date.now();
    await app.close();
    await session.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
