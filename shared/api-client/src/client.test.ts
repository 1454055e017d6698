import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { API_SERVICES, type ApiService } from '@floorhire/rules';
import { ApiCancelledError, ApiError, createApiClient, type ApiClientOptions } from './index';

interface Seen {
  method: string;
  url: URL;
  authorization: string | undefined;
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse, seen: Seen) => void;

let server: Server;
let origin: string;
let seen: Seen[] = [];
let handler: Handler = (_req, res) => res.end();

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: new URL(req.url ?? '/', 'http://x'), authorization: req.headers.authorization, body };
      seen.push(entry);
      handler(req, res, entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  const bases = Object.fromEntries(API_SERVICES.map((service) => [service, `${origin}/v4`])) as Record<ApiService, string>;
  return createApiClient({ bases, getAccessToken: () => 'token-1', retry: { limit: 2, delay: () => 1 }, ...overrides });
}

const JobSchema = v.object({ id: v.number(), title: v.string() });

describe('requests', () => {
  it('sends the bearer token and JSON-encoded query objects, and parses the answer', async () => {
    handler = (_req, res) => json(res, 200, [{ id: 1, title: 'Welder', extra: true }]);
    const jobs = await client().jobs.get('employer/4/job/summary', {
      schema: v.array(JobSchema),
      query: { filter: { where: { status: { inq: ['live', 'draft'] } }, limit: 50 }, search: 'weld', missing: undefined },
    });
    expect(jobs).toEqual([{ id: 1, title: 'Welder' }]);
    const [request] = seen;
    expect(request?.url.pathname).toBe('/v4/employer/4/job/summary');
    expect(request?.authorization).toBe('Bearer token-1');
    expect(JSON.parse(request?.url.searchParams.get('filter') ?? '')).toEqual({ where: { status: { inq: ['live', 'draft'] } }, limit: 50 });
    expect(request?.url.searchParams.get('search')).toBe('weld');
    expect(request?.url.searchParams.has('missing')).toBe(false);
  });

  it('sends JSON bodies and accepts empty answers', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const result = await client().applications.patch('job-applicant/9', { schema: undefined, body: { status: 'Review' }, query: { silent: true } });
    expect(result).toBeUndefined();
    expect(seen[0]?.method).toBe('PATCH');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ status: 'Review' });
    expect(seen[0]?.url.searchParams.get('silent')).toBe('true');
  });

  it('leaves the token out when there is none', async () => {
    handler = (_req, res) => json(res, 200, { ok: true });
    await client({ getAccessToken: async () => undefined }).auth.get('auth/refresh', { schema: v.object({ ok: v.boolean() }) });
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it("includes credentials for the auth service only (the refresh cookie's path)", async () => {
    const credentials: (string | undefined)[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      credentials.push(input instanceof Request ? input.credentials : init?.credentials);
      return fetch(input, init);
    };
    handler = (_req, res) => json(res, 200, {});
    const api = client({ fetch: recordingFetch });
    await api.auth.get('auth/refresh', { schema: v.object({}) });
    await api.jobs.get('job/1', { schema: v.object({}) });
    expect(credentials).toEqual(['include', 'same-origin']);
  });
});

describe('errors (spec 000 §8)', () => {
  it("takes the server's message and status", async () => {
    handler = (_req, res) => json(res, 401, { message: 'Wrong e-mail or password', statusCode: 401, error: 'InvalidCredentials' });
    const error = await client().auth.post('auth/login', { schema: v.object({}), body: { email: 'a@b.co', password: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toEqual({ message: 'Wrong e-mail or password', statusCode: 401, error: 'InvalidCredentials' });
  });

  it('falls back to the given message and the response status', async () => {
    handler = (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>nope</h1>');
    };
    const error = (await client()
      .auth.post('auth/reset-password', { schema: undefined, body: { email: 'a@b.co' }, fallbackMessage: 'Could not send recover password email.' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Could not send recover password email.');
    expect(error.statusCode).toBe(404);
  });

  it('keeps the error type and field of the body', async () => {
    handler = (_req, res) => json(res, 410, { message: 'The link has expired', statusCode: 410, error: 'ExpiredAuthLink' });
    const error = (await client().auth.get('auth/link/code/abc/redirect-url', { schema: undefined }).catch((e: unknown) => e)) as ApiError;
    expect(error.error).toBe('ExpiredAuthLink');
    expect(error.statusCode).toBe(410);
  });

  it('rejects an answer that does not match the schema', async () => {
    handler = (_req, res) => json(res, 200, { id: 'one' });
    const error = (await client().jobs.get('job/1', { schema: JobSchema }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.error).toBe('InvalidResponse');
    expect(error.statusCode).toBe(500);
  });

  it('reports a refused connection as a network error with status 500', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const bases = Object.fromEntries(API_SERVICES.map((s) => [s, `http://127.0.0.1:${port}/v4`])) as Record<ApiService, string>;
    const api = createApiClient({ bases, getAccessToken: () => null, retry: { limit: 0 } });
    const error = (await api.jobs.get('job/1', { schema: undefined, fallbackMessage: 'Couldn\'t load job' }).catch((e: unknown) => e)) as ApiError;
    expect(error.toJSON()).toEqual({ message: "Couldn't load job", statusCode: 500, error: 'NetworkError' });
  });

  it('passes failures to onError but not cancellations', async () => {
    const reported: number[] = [];
    handler = (_req, res) => setTimeout(() => json(res, 500, { message: 'boom' }), 50);
    const api = client({ onError: (error) => reported.push(error.statusCode) });
    const controller = new AbortController();
    const cancelled = api.jobs.get('job/1', { schema: undefined, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await cancelled).toBeInstanceOf(ApiCancelledError);
    await api.jobs.post('job', { schema: undefined, body: {} }).catch(() => undefined);
    expect(reported).toEqual([500]);
  });
});

describe('retries', () => {
  it('retries a GET on 503', async () => {
    let calls = 0;
    handler = (_req, res) => (++calls < 3 ? json(res, 503, { message: 'busy' }) : json(res, 200, { id: 1, title: 'Welder' }));
    expect(await client().jobs.get('job/1', { schema: JobSchema })).toEqual({ id: 1, title: 'Welder' });
    expect(calls).toBe(3);
  });

  it('never repeats a POST or PATCH', async () => {
    handler = (_req, res) => json(res, 503, { message: 'busy', statusCode: 503 });
    const api = client();
    await expect(api.jobs.post('job', { schema: undefined, body: { title: 'x' } })).rejects.toMatchObject({ statusCode: 503, message: 'busy' });
    await expect(api.jobs.patch('job/1', { schema: undefined, body: { title: 'x' } })).rejects.toMatchObject({ statusCode: 503 });
    expect(seen.map((s) => s.method)).toEqual(['POST', 'PATCH']);
  });
});

describe('expired sessions', () => {
  it('refreshes once for concurrent 401s and repeats the calls with the new token', async () => {
    let token = 'old';
    let refreshes = 0;
    handler = (req, res) => (req.headers.authorization === 'Bearer new' ? json(res, 200, { id: 1, title: 'Welder' }) : json(res, 401, { message: 'expired' }));
    const api = client({
      getAccessToken: () => token,
      onUnauthorized: async () => {
        refreshes++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        token = 'new';
        return true;
      },
    });
    const [a, b] = await Promise.all([api.jobs.get('job/1', { schema: JobSchema }), api.jobs.get('job/2', { schema: JobSchema })]);
    expect(a.title).toBe('Welder');
    expect(b.title).toBe('Welder');
    expect(refreshes).toBe(1);
  });

  it('gives up with the 401 when the refresh fails, and never refreshes for the auth service', async () => {
    let refreshes = 0;
    handler = (_req, res) => json(res, 401, { message: 'Error with token authentication', statusCode: 401 });
    const api = client({
      onUnauthorized: () => {
        refreshes++;
        return false;
      },
    });
    await expect(api.jobs.get('job/1', { schema: undefined })).rejects.toMatchObject({ statusCode: 401, message: 'Error with token authentication' });
    await expect(api.auth.get('auth/refresh', { schema: undefined })).rejects.toMatchObject({ statusCode: 401 });
    expect(refreshes).toBe(1);
  });
});
