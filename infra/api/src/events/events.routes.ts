import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { badRequest, forbidden } from '../http/errors';
import { route, type RouteContext, type RouteDef } from '../http/route';
import type { PlatformEvent } from './bus';
import { SseWriter } from './sse';
import { EVENT_TEXTS, TopicListSchema } from './topics';

const PositionSchema = v.pipe(v.string(), v.regex(/^\d{1,15}$/u, 'Invalid Last-Event-ID'), v.transform(Number));

export const EventsQuerySchema = v.object({
  topics: TopicListSchema,
  /** For clients that cannot set the Last-Event-ID header; the header wins. */
  lastEventId: v.optional(PositionSchema),
});

/** Live events buffered while a reconnecting stream replays; past this it replays once more instead. */
const MAX_PENDING = 5_000;
const REPLAY_PAGE = 500;
const RETRY_MS = 2_000;

type Ctx = RouteContext<unknown, v.InferOutput<typeof EventsQuerySchema>, unknown>;

function resumePoint(ctx: Ctx): number | null {
  const header = ctx.req.headers['last-event-id'];
  if (typeof header === 'string' && header.trim() !== '') {
    const parsed = v.safeParse(PositionSchema, header.trim());
    if (!parsed.success) throw badRequest('Invalid Last-Event-ID', 'Last-Event-ID');
    return parsed.output;
  }
  return ctx.query.lastEventId ?? null;
}

/** When the caller's access token expires; the stream ends then and the client reconnects with a fresh one. */
function tokenExpiry(ctx: Ctx): number | null {
  const header = ctx.req.headers.authorization;
  try {
    const exp = header ? decodeJwt(header.slice(7).trim()).exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Streams the topics' events: replays what came after the resume point from the log, then goes
 * live. Live events that arrive during the replay wait in a bounded buffer; every event is
 * written once, in position order (positions at or below the last written one are skipped).
 */
async function stream(ctx: Ctx, topics: readonly string[], resumeFrom: number | null): Promise<void> {
  const bus = ctx.deps.events;
  const settings = ctx.deps.config.events;
  let pending: PlatformEvent[] | null = [];
  let overflowed = false;
  let writer: SseWriter | undefined;
  let cursor = 0;

  const write = (event: PlatformEvent) => {
    if (!writer || event.position <= cursor) return;
    if (writer.send({ id: event.position, event: event.type, data: JSON.stringify({ topic: event.topic, payload: event.payload }) })) cursor = event.position;
  };
  const unsubscribe = bus.subscribe(topics, (event) => {
    if (pending === null) write(event);
    else if (pending.length < MAX_PENDING) pending.push(event);
    else overflowed = true;
  });

  try {
    const [head, horizon] = await Promise.all([bus.head(), bus.horizon()]);
    ctx.reply.hijack();
    writer = new SseWriter(ctx.reply.raw, { heartbeatMs: settings.heartbeatMs, maxBufferedBytes: settings.maxBufferedBytes, retryMs: RETRY_MS });
    const expiresAt = tokenExpiry(ctx) ?? Infinity;
    const expiry = setTimeout(() => writer?.end(), Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1));
    const untrack = bus.track(() => writer?.end());
    writer.whenClosed(() => {
      unsubscribe();
      untrack();
      clearTimeout(expiry);
    });

    if (resumeFrom === null) {
      cursor = head;
    } else if (resumeFrom < horizon || resumeFrom > head) {
      // Older than the retained log, or from another database: the client reloads its state.
      cursor = head;
      writer.send({ id: head, event: 'reset', data: JSON.stringify({ reason: resumeFrom > head ? 'unknown-position' : 'retention' }) });
    } else {
      cursor = resumeFrom;
      for (;;) {
        const page = await bus.replay(topics, cursor, REPLAY_PAGE);
        for (const event of page) write(event);
        await writer.drained();
        if (writer.isClosed) return;
        if (page.length < REPLAY_PAGE) {
          if (!overflowed) break;
          // Live events outran the buffer during the replay; they are in the log too.
          overflowed = false;
          pending = [];
        }
      }
    }
    const buffered = pending;
    pending = null;
    for (const event of buffered) write(event);
    writer.send({ id: cursor, event: 'ready', data: '{}' });
  } catch (error) {
    unsubscribe();
    if (!writer) throw error;
    ctx.req.log.error({ err: error }, 'event stream failed');
    writer.end();
  }
}

export const eventsRoute: RouteDef = route({
  method: 'GET',
  url: '/events',
  summary: 'Server-sent events of the topics the caller follows (user:{id}, employer:{id}, …), resuming after Last-Event-ID',
  access: 'authenticated',
  tenancy: { kind: 'custom', why: 'every topic is checked: user:{id} oneself, employer:{id} its members, other kinds their own rule; staff all' },
  query: EventsQuerySchema,
  errors: [400, 403],
  async handler(ctx) {
    const auth = ctx.requireAuth();
    const topics = ctx.query.topics;
    for (const topic of topics) {
      if (!ctx.deps.events.topics.known(topic)) throw badRequest(EVENT_TEXTS.unknownTopic, 'topics');
      if (!(await ctx.deps.events.topics.allows(auth, topic, ctx.db))) throw forbidden(EVENT_TEXTS.topicForbidden);
    }
    await stream(ctx, topics, resumePoint(ctx));
    return ctx.reply;
  },
});
