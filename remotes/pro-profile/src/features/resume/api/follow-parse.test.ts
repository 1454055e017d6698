import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@floorhire/api-client';
import { API_SERVICES } from '@floorhire/rules';
import type { ResumeParse } from '@floorhire/domain-pro-profile';
import { followParse } from './follow-parse';

// The resume page follows its parse on the event stream, not by asking again and again: these
// tests count the reads of the parse while the stream carries its progress.

const BASE = 'http://api.test/v4';
const bases = Object.fromEntries(API_SERVICES.map((s) => [s, BASE])) as Record<(typeof API_SERVICES)[number], string>;
const PARSE_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const parse = (over: Partial<ResumeParse>): ResumeParse => ({
  parseId: PARSE_ID,
  status: 'uploaded',
  progress: 5,
  fileName: 'cv.pdf',
  mimeType: 'application/pdf',
  message: null,
  resumeData: null,
  resumeUrl: '',
  parsedResumeUrl: '',
  resumeText: null,
  proId: 7,
  createTs: '2026-11-25T10:00:00.000Z',
  updateTs: '2026-11-25T10:00:00.000Z',
  ...over,
});
const sse = (id: number, type: string, payload: unknown) => `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify({ topic: 'user:70', payload })}\n\n`;

/** An event stream the test writes to, and the parse reads it answers (each with the stored state). */
function server(stored: { parse: ResumeParse }) {
  let push!: (text: string) => void;
  const reads: string[] = [];
  const streams: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.pathname.endsWith('/events')) {
      streams.push(url.search);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(new TextEncoder().encode(text));
          push('event: ready\nid: 0\ndata: {}\n\n');
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    reads.push(url.pathname);
    return new Response(JSON.stringify(stored.parse), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetchImpl, reads, streams, push: (text: string) => push(text) };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('followParse', () => {
  it('shows progress from the stream, reads the parse once on open and once at the end', async () => {
    const stored = { parse: parse({}) };
    const s = server(stored);
    globalThis.fetch = s.fetchImpl as typeof fetch;
    const api = createApiClient({ bases, getAccessToken: () => 'token', fetch: s.fetchImpl as typeof fetch });
    const seen: ResumeParse[] = [];
    const stop = followParse({ api, eventsBase: BASE, session: { getAccessToken: () => 'token', refresh: async () => null }, userId: 70, first: stored.parse, onChange: (p) => seen.push(p), onFailure: (e) => { throw e; } });
    await vi.waitFor(() => expect(s.reads).toHaveLength(1));
    expect(s.streams[0]).toContain('user%3A70');

    s.push(sse(1, 'resume.progress', { parseId: PARSE_ID, status: 'processing', progress: 40 }));
    s.push(sse(2, 'resume.progress', { parseId: 'another-parse', status: 'processing', progress: 99 }));
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'processing', progress: 40 }));
    expect(s.reads).toHaveLength(1);

    stored.parse = parse({ status: 'completed', progress: 100, resumeText: 'Jordan Rivera' });
    s.push(sse(3, 'resume.progress', { parseId: PARSE_ID, status: 'completed', progress: 100 }));
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'completed', resumeText: 'Jordan Rivera' }));
    expect(s.reads).toHaveLength(2);
    expect(seen.some((p) => p.progress === 99)).toBe(false);
    stop();
  });

  it('a parse that finished before the stream opened is picked up by the first read', async () => {
    const stored = { parse: parse({ status: 'error', progress: 100, message: 'We could not read your resume' }) };
    const s = server(stored);
    globalThis.fetch = s.fetchImpl as typeof fetch;
    const api = createApiClient({ bases, getAccessToken: () => 'token', fetch: s.fetchImpl as typeof fetch });
    const seen: ResumeParse[] = [];
    followParse({ api, eventsBase: BASE, session: { getAccessToken: () => 'token', refresh: async () => null }, userId: 70, first: parse({}), onChange: (p) => seen.push(p), onFailure: (e) => { throw e; } });
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ status: 'error' }));
    expect(s.reads).toHaveLength(1);
  });
});
