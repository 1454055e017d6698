import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream, type EventStreamOptions, type EventStreamStatus, type StreamEvent } from './index';

// A real HTTP server speaking the event-stream format, driven per test by `connections`: the
// n-th connection is handled by connections[n] (the last one repeats).

type Connection = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let origin: string;
let connections: Connection[] = [];
let seen: IncomingMessage[] = [];
let open: EventStream[] = [];

const frame = (id: number | null, event: string, data: unknown) => `${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const sse = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const handle = connections[Math.min(seen.length - 1, connections.length - 1)];
    if (handle) handle(req, res);
    else res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const stream of open) stream.close();
  open = [];
  connections = [];
  seen = [];
  server.closeAllConnections();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function start(overrides: Partial<EventStreamOptions> = {}) {
  const events: StreamEvent[] = [];
  const statuses: EventStreamStatus[] = [];
  const stream = openEventStream({
    url: `${origin}/v4/events`,
    topics: ['user:7', 'employer:3'],
    getAccessToken: () => 'token-1',
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    backoff: { initialMs: 5, maxMs: 20 },
    ...overrides,
  });
  open.push(stream);
  return { stream, events, statuses };
}

async function until(condition: () => boolean, what: string, ms = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('openEventStream', () => {
  it('sends the bearer token, the topics and text/event-stream, and parses frames split across chunks', async () => {
    connections = [
      (_req, res) => {
        sse(res);
        const text = frame(1, 'ready', {}) + frame(11, 'conversation.message', { topic: 'user:7', payload: { conversationId: 4, text: 'Line one\nline two' } });
        res.write(text.slice(0, 40));
        setTimeout(() => res.write(text.slice(40)), 20);
      },
    ];
    const { events, statuses } = start();
    await until(() => events.length === 1, 'the event');
    expect(events[0]).toEqual({ id: '11', type: 'conversation.message', topic: 'user:7', payload: { conversationId: 4, text: 'Line one\nline two' } });
    expect(statuses).toEqual(['connecting', 'open']);
    const req = seen[0]!;
    expect(req.headers.authorization).toBe('Bearer token-1');
    expect(req.headers.accept).toBe('text/event-stream');
    expect(new URL(req.url!, origin).searchParams.get('topics')).toBe('user:7,employer:3');
    expect(req.headers['last-event-id']).toBeUndefined();
  });

  it('reconnects after the connection drops, resuming after the last event, and never hands out an event twice', async () => {
    connections = [
      (_req, res) => {
        sse(res);
        res.write(frame(5, 'ready', {}) + frame(6, 'note', { topic: 'user:7', payload: { n: 6 } }) + frame(7, 'note', { topic: 'user:7', payload: { n: 7 } }));
        setTimeout(() => res.destroy(), 20);
      },
      (_req, res) => {
        sse(res);
        // A server that repeats the last event must not make the page show it twice.
        res.write(frame(7, 'note', { topic: 'user:7', payload: { n: 7 } }) + frame(8, 'note', { topic: 'employer:3', payload: { n: 8 } }) + frame(8, 'ready', {}));
      },
    ];
    const { stream, events, statuses } = start();
    await until(() => events.length === 3, 'three events');
    expect(events.map((e) => e.id)).toEqual(['6', '7', '8']);
    expect(seen[1]!.headers['last-event-id']).toBe('7');
    expect(stream.lastEventId).toBe('8');
    await until(() => statuses.at(-1) === 'open', 'open again');
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('starts after lastEventId when given one', async () => {
    connections = [(_req, res) => (sse(res), res.write(frame(42, 'ready', {})))];
    const { statuses } = start({ lastEventId: '41' });
    await until(() => statuses.includes('open'), 'open');
    expect(seen[0]!.headers['last-event-id']).toBe('41');
  });

  it('on 401 refreshes the session once and reconnects with the new token', async () => {
    let token = 'expired';
    connections = [
      (_req, res) => res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Authentication failed', statusCode: 401 })),
      (_req, res) => (sse(res), res.write(frame(1, 'ready', {}))),
    ];
    let refreshes = 0;
    const { statuses } = start({
      getAccessToken: () => token,
      onUnauthorized: () => {
        refreshes += 1;
        token = 'fresh';
        return true;
      },
    });
    await until(() => statuses.includes('open'), 'open');
    expect(refreshes).toBe(1);
    expect(seen.map((r) => r.headers.authorization)).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('closes with an error when the session cannot be refreshed', async () => {
    connections = [(_req, res) => res.writeHead(401).end()];
    const errors: number[] = [];
    const { statuses } = start({ onUnauthorized: () => false, onError: (error) => errors.push(error.statusCode) });
    await until(() => statuses.includes('closed'), 'closed');
    expect(errors).toEqual([401]);
    expect(seen).toHaveLength(1);
  });

  it('a forbidden topic closes the stream with the server message instead of retrying', async () => {
    connections = [
      (_req, res) =>
        res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'You cannot follow this topic', statusCode: 403, error: 'Forbidden' })),
    ];
    const errors: string[] = [];
    const { statuses } = start({ onError: (error) => errors.push(error.message) });
    await until(() => statuses.includes('closed'), 'closed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).toEqual(['You cannot follow this topic']);
    expect(seen).toHaveLength(1);
  });

  it('keeps retrying while the server is unavailable, then connects', async () => {
    connections = [(_req, res) => res.writeHead(503).end(), (_req, res) => res.writeHead(502).end(), (_req, res) => (sse(res), res.write(frame(3, 'ready', {})))];
    const { statuses } = start();
    await until(() => statuses.includes('open'), 'open');
    expect(seen).toHaveLength(3);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'open']);
  });

  it('treats a silent connection (no heartbeat) as dead and reconnects', async () => {
    connections = [(_req, res) => (sse(res), res.write(frame(2, 'ready', {}))), (_req, res) => (sse(res), res.write(frame(2, 'ready', {}) + ': heartbeat\n\n'))];
    const { statuses } = start({ idleTimeoutMs: 60 });
    await until(() => seen.length === 2, 'a second connection');
    expect(seen[1]!.headers['last-event-id']).toBe('2');
    expect(statuses).toContain('reconnecting');
  });

  it('calls onReset when the server cannot replay what was missed, and resumes from the new position', async () => {
    connections = [(_req, res) => (sse(res), res.write(frame(90, 'reset', { reason: 'retention' }) + frame(90, 'ready', {}) + frame(91, 'note', { topic: 'user:7', payload: {} })))];
    let resets = 0;
    const { events, stream } = start({ lastEventId: '3', onReset: () => (resets += 1) });
    await until(() => events.length === 1, 'the event after the reset');
    expect(resets).toBe(1);
    expect(stream.lastEventId).toBe('91');
  });

  it('close() ends the connection and stops reconnecting', async () => {
    let serverSawClose = false;
    connections = [
      (req, res) => {
        sse(res);
        res.write(frame(1, 'ready', {}));
        req.on('close', () => (serverSawClose = true));
      },
    ];
    const { stream, statuses } = start();
    await until(() => statuses.includes('open'), 'open');
    stream.close();
    await until(() => serverSawClose && statuses.includes('closed'), 'closed on both sides');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
  });
});
