import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, isCompressibleType, negotiateEncoding, registerResponseCompression } from './compression';

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Applicant ${i}`, status: 'Client' })) };

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // Declared before the hook, as buildApp declares the API's routes before the server adds its own.
  await app.register(async (scope) => {
    scope.get('/v4/big', async () => big);
    scope.get('/v4/small', async () => ({ ok: true }));
    scope.get('/v4/events', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      reply.raw.write(`data: ${'x'.repeat(4000)}\n\n`);
      reply.raw.end();
    });
    scope.get('/v4/event-stream-reply', async (_request, reply) => reply.type('text/event-stream').send(Readable.from([`data: ${'y'.repeat(4000)}\n\n`])));
    scope.get('/v4/streamed', async (_request, reply) => reply.type('application/json').send(Readable.from([JSON.stringify(big)])));
    scope.get('/static-like.js', async (_request, reply) => reply.type('application/javascript').send(Readable.from(['x'.repeat(5000)])));
    scope.get('/v4/no-transform', async (_request, reply) => reply.header('cache-control', 'no-transform').send(big));
  });
  registerResponseCompression(app);
  app.get('/registry.json', async () => big);
});

afterAll(() => app.close());

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, honours q-values and refusals', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('isCompressibleType', () => {
  it('takes text and JSON but never an event stream or binary data', () => {
    expect(isCompressibleType('application/json; charset=utf-8')).toBe(true);
    expect(isCompressibleType('text/html; charset=utf-8')).toBe(true);
    expect(isCompressibleType('application/problem+json')).toBe(true);
    expect(isCompressibleType('text/event-stream; charset=utf-8')).toBe(false);
    expect(isCompressibleType('application/pdf')).toBe(false);
    expect(isCompressibleType('image/png')).toBe(false);
    expect(isCompressibleType(undefined)).toBe(false);
  });
});

describe('registerResponseCompression', () => {
  it('compresses API answers over the threshold, including routes declared before it, with Vary', async () => {
    const br = await app.inject({ url: '/v4/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

    const gz = await app.inject({ url: '/registry.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
  });

  it('leaves small answers, clients without compression and no-transform answers alone', async () => {
    const small = await app.inject({ url: '/v4/small', headers: { 'accept-encoding': 'br' } });
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ url: '/v4/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.json()).toEqual(big);
    expect((await app.inject({ url: '/v4/no-transform', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an event stream, whether written to the socket or sent as a stream', async () => {
    const raw = await app.inject({ url: '/v4/events', headers: { 'accept-encoding': 'br' } });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.startsWith('data: xxx')).toBe(true);
    const sent = await app.inject({ url: '/v4/event-stream-reply', headers: { 'accept-encoding': 'br' } });
    expect(sent.headers['content-encoding']).toBeUndefined();
    expect(sent.body.startsWith('data: yyy')).toBe(true);
  });

  it('compresses streamed API bodies (the proxied API) but not streams outside /v4 (static files)', async () => {
    const streamed = await app.inject({ url: '/v4/streamed', headers: { 'accept-encoding': 'br' } });
    expect(streamed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(streamed.rawPayload).toString())).toEqual(big);
    expect((await app.inject({ url: '/static-like.js', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
  });
});
