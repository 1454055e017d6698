import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import type { Db, Queryable } from '../db';
import { eventsAfter, eventsOfTopics, headPosition, insertEvent, prunedThrough, pruneEvents } from './events.repository';
import { EVENT_TYPE_PATTERN, platformTopics, TopicSchema, type TopicRules } from './topics';

// The platform event stream (docs/decisions/161-platform-event-stream.md): publish() writes to
// platform_events in the caller's transaction; at commit the row gets its position and a
// NOTIFY reaches the EventBus of every API process, which hands the event to the streams
// connected to that process. The table is also the log a reconnecting client replays from.

export interface PlatformEvent {
  /** Commit-ordered and unique: the SSE id, and what Last-Event-ID resumes after. */
  position: number;
  topic: string;
  type: string;
  payload: Record<string, unknown>;
}

export type EventDraft = Omit<PlatformEvent, 'position'>;
export type EventListener = (event: PlatformEvent) => void;

export const EVENT_CHANNEL = 'platform_events';
/** Events carry what changed and ids to reload by, not documents. */
export const MAX_EVENT_PAYLOAD_BYTES = 16 * 1024;
const PAGE = 500;

const DraftSchema = v.object({
  topic: TopicSchema,
  type: v.pipe(v.string(), v.maxLength(64), v.regex(EVENT_TYPE_PATTERN, 'Invalid event type')),
  payload: v.record(v.string(), v.unknown()),
});

/**
 * Adds an event to the caller's transaction: every subscriber gets it once the transaction
 * commits, and nobody if it rolls back.
 */
export async function publish(tx: Queryable, draft: EventDraft): Promise<void> {
  const event = v.parse(DraftSchema, draft);
  const payload = JSON.stringify(event.payload);
  if (Buffer.byteLength(payload) > MAX_EVENT_PAYLOAD_BYTES) throw new Error(`Event payload of ${event.type} exceeds ${MAX_EVENT_PAYLOAD_BYTES} bytes`);
  await insertEvent(tx, event.topic, event.type, payload);
}

type Notification = { position: number } & Partial<EventDraft>;

export class EventBus {
  private readonly listeners = new Map<string, Set<EventListener>>();
  private readonly closers = new Set<() => void>();
  /** The highest position handed to this process's listeners. */
  private position = 0;
  private listening = false;
  // Notifications and catch-ups run one after another, so listeners see positions in order.
  private queue: Promise<void> = Promise.resolve();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    readonly topics: TopicRules = platformTopics(),
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(
      EVENT_CHANNEL,
      (text) => this.enqueue(() => this.onNotify(text)),
      () => this.enqueue(() => this.onListen()),
    );
  }

  /** Ends every open stream and stops listening. */
  async stop(): Promise<void> {
    for (const close of [...this.closers]) close();
    await this.unlisten?.();
    this.unlisten = undefined;
    await this.queue;
  }

  /** Calls listener for each event of these topics committed from now on, in position order. */
  subscribe(topics: readonly string[], listener: EventListener): () => void {
    for (const topic of topics) {
      let set = this.listeners.get(topic);
      if (!set) this.listeners.set(topic, (set = new Set()));
      set.add(listener);
    }
    return () => {
      for (const topic of topics) {
        const set = this.listeners.get(topic);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(topic);
      }
    };
  }

  /** Registers an open stream to end when the process shuts down; returns its unregister. */
  track(close: () => void): () => void {
    this.closers.add(close);
    return () => this.closers.delete(close);
  }

  get openStreams(): number {
    return this.closers.size;
  }

  /** The newest committed position (the horizon when retention emptied the log; 0 before any event). */
  head(): Promise<number> {
    return headPosition(this.db);
  }

  /** Positions at or below this may have been pruned: resuming from before it misses events. */
  horizon(): Promise<number> {
    return prunedThrough(this.db);
  }

  /** Events of these topics after a position, oldest first. */
  replay(topics: readonly string[], after: number, limit = PAGE): Promise<PlatformEvent[]> {
    return eventsOfTopics(this.db, topics, after, limit);
  }

  /** Deletes events committed longer ago than retentionMs and moves the horizon past them. */
  prune(retentionMs: number): Promise<number> {
    return pruneEvents(this.db, retentionMs);
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => this.log.error({ err: error }, 'event stream delivery failed'));
  }

  private async onListen(): Promise<void> {
    if (!this.listening) {
      this.listening = true;
      this.position = await this.head();
      return;
    }
    // The listening session reconnected: what its lost notifications carried is in the log.
    await this.catchUp(null);
  }

  private async onNotify(text: string): Promise<void> {
    const note = JSON.parse(text) as Notification;
    if (note.position <= this.position) return;
    if (note.topic !== undefined && note.type !== undefined && note.payload !== undefined) {
      this.dispatch({ position: note.position, topic: note.topic, type: note.type, payload: note.payload });
    } else {
      // Too large for a notification: read it (and anything before it) from the log.
      await this.catchUp(note.position);
    }
  }

  private async catchUp(through: number | null): Promise<void> {
    for (;;) {
      const rows = await eventsAfter(this.db, this.position, through, PAGE);
      for (const event of rows) this.dispatch(event);
      if (rows.length < PAGE) return;
    }
  }

  private dispatch(event: PlatformEvent): void {
    this.position = event.position;
    for (const listener of this.listeners.get(event.topic) ?? []) {
      try {
        listener(event);
      } catch (error) {
        this.log.error({ err: error, topic: event.topic }, 'event listener failed');
      }
    }
  }
}
