import { createParser, type EventSourceMessage } from 'eventsource-parser';
import * as v from 'valibot';
import type { AccessTokenGetter } from './client';
import { ApiError, ApiErrorBodySchema } from './errors';

// The platform event stream (GET /v4/events) over fetch. The browser's EventSource cannot send
// the Authorization header, and tokens never sit in Web Storage or a URL, so this reads the
// server-sent events from a fetch response body instead: same wire format, same Last-Event-ID
// resumption, plus a fresh access token on every (re)connection.

export interface StreamEvent {
  /** The event's position; what the stream resumes after. */
  id: string;
  /** e.g. 'conversation.message'. */
  type: string;
  topic: string;
  payload: unknown;
}

export type EventStreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface EventStreamOptions {
  /** Address of the stream, e.g. `${bases.conversations}/events`. */
  url: string;
  /** Topics to follow, e.g. ['user:12', 'employer:5']. */
  topics: readonly string[];
  getAccessToken: AccessTokenGetter;
  /** Called on a 401; resolve true once the session was refreshed to reconnect at once. */
  onUnauthorized?: () => boolean | Promise<boolean>;
  onEvent: (event: StreamEvent) => void;
  /**
   * The server could not replay everything since the last event (older than what it keeps):
   * reload whatever the events keep up to date.
   */
  onReset?: () => void;
  onStatus?: (status: EventStreamStatus) => void;
  /** A refusal that retrying cannot fix (400, 401 after refresh, 403); the stream is closed. */
  onError?: (error: ApiError) => void;
  /** Resume after this event (e.g. kept from an earlier stream of the same page). */
  lastEventId?: string;
  fetch?: typeof fetch;
  /** Reconnection delays: first (else the server's retry), cap. Jittered, doubling per failure. */
  backoff?: { initialMs?: number; maxMs?: number };
  /** Silence (not even a heartbeat) after which the connection counts as dead. */
  idleTimeoutMs?: number;
}

export interface EventStream {
  close(): void;
  readonly status: EventStreamStatus;
  readonly lastEventId: string | undefined;
}

const EventDataSchema = v.object({ topic: v.string(), payload: v.unknown() });
const DEFAULT_RETRY_MS = 2_000;
const DEFAULT_MAX_MS = 30_000;
const DEFAULT_IDLE_MS = 45_000;

/** Numeric ids compare as positions; a repeated or older one is never handed out twice. */
function isAfter(id: string, last: string | undefined): boolean {
  if (last === undefined || !/^\d+$/u.test(id) || !/^\d+$/u.test(last)) return true;
  return id.length !== last.length ? id.length > last.length : id > last;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: v.InferOutput<typeof ApiErrorBodySchema> | undefined;
  try {
    const parsed = v.safeParse(ApiErrorBodySchema, await response.json());
    if (parsed.success) body = parsed.output;
  } catch {
    body = undefined;
  }
  return new ApiError({
    message: body?.message ?? `The event stream answered ${response.status}`,
    statusCode: response.status,
    ...(body?.error ? { error: body.error } : {}),
    ...(body?.field ? { field: body.field } : {}),
  });
}

class Closed extends Error {}

/** Opens the stream and keeps it open (reconnecting with Last-Event-ID) until close(). */
export function openEventStream(options: EventStreamOptions): EventStream {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const idleMs = options.idleTimeoutMs ?? DEFAULT_IDLE_MS;
  const maxMs = options.backoff?.maxMs ?? DEFAULT_MAX_MS;
  let retryMs = options.backoff?.initialMs ?? DEFAULT_RETRY_MS;
  let lastEventId = options.lastEventId;
  let status: EventStreamStatus = 'connecting';
  let closed = false;
  let current: AbortController | undefined;
  let wake: (() => void) | undefined;

  const setStatus = (next: EventStreamStatus) => {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  };

  const onMessage = (message: EventSourceMessage) => {
    const id = message.id;
    if (message.event === 'ready') {
      if (id !== undefined) lastEventId = id;
      setStatus('open');
      return;
    }
    if (message.event === 'reset') {
      if (id !== undefined) lastEventId = id;
      options.onReset?.();
      return;
    }
    if (id !== undefined && !isAfter(id, lastEventId)) return;
    if (id !== undefined) lastEventId = id;
    let json: unknown;
    try {
      json = JSON.parse(message.data);
    } catch {
      return;
    }
    const data = v.safeParse(EventDataSchema, json);
    if (!data.success) return;
    options.onEvent({ id: id ?? '', type: message.event ?? 'message', topic: data.output.topic, payload: data.output.payload });
  };

  /** One connection: resolves when it ends; 'refused' when retrying cannot help. */
  async function connect(signal: AbortSignal): Promise<'ended' | 'unauthorized' | 'refused'> {
    const url = new URL(options.url, globalThis.location?.href ?? 'http://localhost/');
    url.searchParams.set('topics', options.topics.join(','));
    const headers = new Headers({ accept: 'text/event-stream' });
    const token = await options.getAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (lastEventId !== undefined) headers.set('last-event-id', lastEventId);
    const response = await fetchImpl(url, { headers, signal, cache: 'no-store', credentials: 'same-origin' });
    if (response.status === 401) return 'unauthorized';
    if (response.status === 400 || response.status === 403 || response.status === 404) {
      options.onError?.(await errorOf(response));
      return 'refused';
    }
    if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      await response.body?.cancel().catch(() => undefined);
      return 'ended';
    }
    const parser = createParser({
      onEvent: onMessage,
      onRetry: (ms) => {
        if (options.backoff?.initialMs === undefined) retryMs = ms;
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => void reader.cancel().catch(() => undefined), idleMs);
    };
    try {
      armIdle();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'ended';
        armIdle();
        parser.feed(value);
      }
    } finally {
      clearTimeout(idle);
    }
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function run(): Promise<void> {
    let failures = 0;
    let refreshed = false;
    while (!closed) {
      if (status === 'open' || failures > 0) setStatus('reconnecting');
      current = new AbortController();
      let outcome: 'ended' | 'unauthorized' | 'refused' | 'failed';
      try {
        outcome = await connect(current.signal);
      } catch (error) {
        if (closed || error instanceof Closed) break;
        outcome = 'failed';
      }
      if (closed) break;
      if (outcome === 'unauthorized') {
        // One refresh per refusal: a second 401 right after means the session is over.
        if (!refreshed && options.onUnauthorized && (await Promise.resolve(options.onUnauthorized()).catch(() => false))) {
          refreshed = true;
          continue;
        }
        options.onError?.(new ApiError({ message: 'Your session has ended', statusCode: 401 }));
        break;
      }
      if (outcome === 'refused') break;
      if (status === 'open') {
        failures = 0;
        refreshed = false;
      }
      const delay = Math.min(maxMs, retryMs * 2 ** failures);
      failures += 1;
      await pause(delay / 2 + Math.random() * (delay / 2));
    }
    closed = true;
    setStatus('closed');
  }

  options.onStatus?.(status);
  void run();

  return {
    close() {
      if (closed) return;
      closed = true;
      current?.abort(new Closed('closed'));
      wake?.();
    },
    get status() {
      return status;
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
