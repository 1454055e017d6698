import * as v from 'valibot';
import { BUS_EVENTS, isBusEventName } from './events';
import type { BusEventName, BusEvents } from './events';

export type BusHandler<K extends BusEventName> = (payload: BusEvents[K], meta: { origin: 'local' | 'other-tab' }) => void;

export interface EventBus {
  /** Validates the payload, delivers it in this page, and to other tabs when the event crosses tabs. */
  emit<K extends BusEventName>(name: K, payload: BusEvents[K]): void;
  /** Returns the unsubscribe function. */
  on<K extends BusEventName>(name: K, handler: BusHandler<K>): () => void;
  off<K extends BusEventName>(name: K, handler: BusHandler<K>): void;
  close(): void;
}

export class BusPayloadError extends Error {
  override readonly name = 'BusPayloadError';
  constructor(
    readonly event: string,
    readonly issues: string[],
  ) {
    super(`Invalid payload for bus event "${event}": ${issues.join('; ')}`);
  }
}

interface WireMessage {
  name: string;
  payload: unknown;
  from: string;
}

export const DEFAULT_CHANNEL = 'floorhire.bus';

export interface EventBusOptions {
  /** BroadcastChannel name; tabs on the same origin with the same name hear each other. */
  channel?: string;
  /** Set false to keep everything in the page (tests, server rendering). */
  crossTab?: boolean;
}

function parse<K extends BusEventName>(name: K, payload: unknown): BusEvents[K] {
  const result = v.safeParse(BUS_EVENTS[name].schema, payload);
  if (!result.success) throw new BusPayloadError(name, result.issues.map((issue) => `${v.getDotPath(issue) ?? '(payload)'}: ${issue.message}`));
  return result.output as BusEvents[K];
}

export function createEventBus(options: EventBusOptions = {}): EventBus {
  const handlers = new Map<BusEventName, Set<BusHandler<BusEventName>>>();
  const id = Math.random().toString(36).slice(2);
  const wantsCrossTab = options.crossTab ?? true;
  const channel = wantsCrossTab && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(options.channel ?? DEFAULT_CHANNEL) : null;

  const deliver = (name: BusEventName, payload: unknown, origin: 'local' | 'other-tab') => {
    for (const handler of [...(handlers.get(name) ?? [])]) {
      // One failing subscriber must not starve the others.
      try {
        handler(payload as never, { origin });
      } catch (error) {
        console.error(`[event-bus] a handler of "${name}" threw`, error);
      }
    }
  };

  if (channel) {
    channel.onmessage = (event: MessageEvent<WireMessage>) => {
      const message = event.data;
      if (!message || message.from === id || !isBusEventName(message.name) || !BUS_EVENTS[message.name].crossTab) return;
      try {
        deliver(message.name, parse(message.name, message.payload), 'other-tab');
      } catch (error) {
        // Another tab may run an older build: drop what we cannot read rather than crash.
        console.warn('[event-bus] ignored a message from another tab', error);
      }
    };
  }

  return {
    emit(name, payload) {
      if (!isBusEventName(name)) throw new BusPayloadError(String(name), ['unknown event']);
      const parsed = parse(name, payload);
      deliver(name, parsed, 'local');
      if (channel && BUS_EVENTS[name].crossTab) channel.postMessage({ name, payload: parsed, from: id } satisfies WireMessage);
    },
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler as BusHandler<BusEventName>);
      return () => this.off(name, handler);
    },
    off(name, handler) {
      handlers.get(name)?.delete(handler as BusHandler<BusEventName>);
    },
    close() {
      handlers.clear();
      channel?.close();
    },
  };
}

const GLOBAL_KEY = Symbol.for('floorhire.event-bus');

/**
 * The page's one bus. Module Federation already makes this package a singleton; the global
 * key keeps it one even if a misbuilt remote ships its own copy.
 */
export function getEventBus(): EventBus {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: EventBus };
  return (holder[GLOBAL_KEY] ??= createEventBus());
}
