// Compression on the wire (ADR 141). Static files are compressed once at build time (the build
// factory writes .br and .gz next to each file) and chosen here by Accept-Encoding; answers the
// server builds in memory (API JSON, the registry) are compressed per request above a threshold.
// A static file stream is already in the best encoding available and is left alone; an event
// stream (text/event-stream) is never compressed, since compressing buffers it and it must reach
// the reader one event at a time.
import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** File suffix of each precompressed encoding, as the build factory writes them. */
export const ENCODING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** Answers smaller than this gain less than the headers they add. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const negotiator = new Negotiator<Encoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The best encoding the client accepts among br and gzip, or null for the original bytes. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const chosen = negotiator.negotiate(header.toLowerCase().replace(/\*/gu, 'gzip'));
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Adds Accept-Encoding to Vary without dropping what is already there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

// Event streams stay out even though they are text: compressing buffers them.
const COMPRESSIBLE = /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/iu;

export function isCompressibleType(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

// Quality 5: most of brotli's gain at a fraction of quality 11's time, for per-request work.
const BROTLI_DYNAMIC = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_DYNAMIC = { level: 6 };
const compressBuffer: Readonly<Record<Encoding, (input: Buffer) => Promise<Buffer>>> = {
  br: (input) => promisify(brotliCompress)(input, BROTLI_DYNAMIC),
  gzip: (input) => promisify(gzip)(input, GZIP_DYNAMIC),
};
const compressStream: Readonly<Record<Encoding, () => NodeJS.ReadWriteStream>> = {
  br: () => createBrotliCompress(BROTLI_DYNAMIC),
  gzip: () => createGzip(GZIP_DYNAMIC),
};

const isStream = (payload: unknown): payload is Readable => typeof (payload as Readable | null)?.pipe === 'function';

/**
 * Buffered answers over the threshold; streams only under /v4, where they are API bodies (the
 * proxied API, file downloads) rather than static files, which are precompressed at build time.
 */
function shouldCompress(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer | Readable {
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304 || reply.statusCode === 206) return false;
  if (reply.getHeader('content-encoding') !== undefined) return false;
  if (/\bno-transform\b/iu.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  if (!isCompressibleType(reply.getHeader('content-type') as string | undefined)) return false;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return Buffer.byteLength(payload) >= COMPRESS_THRESHOLD_BYTES;
  if (!isStream(payload) || !/^\/v4(?:\/|\?|$)/u.test(request.url)) return false;
  const length = Number(reply.getHeader('content-length'));
  return !(length < COMPRESS_THRESHOLD_BYTES);
}

/**
 * Compresses every buffered answer of the instance, whichever plugin registered its route. A
 * root onSend hook is used rather than @fastify/compress, which attaches itself to routes as
 * they are declared and so misses the API's, declared by buildApp before the server adds its own.
 */
export function registerResponseCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!shouldCompress(request, reply, payload)) return payload;
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    if (isStream(payload)) {
      reply.removeHeader('content-length');
      // pipeline: a failing source destroys the compressor too, so the reply ends instead of hanging.
      return pipeline(payload, compressStream[encoding](), () => undefined);
    }
    const body = await compressBuffer[encoding](Buffer.isBuffer(payload) ? payload : Buffer.from(payload));
    reply.header('content-length', body.length);
    return body;
  });
}
