import { createParser } from 'eventsource-parser';

// A caller of GET /v4/events as the tests see it: one fetch, frames parsed with the same parser
// the browser client uses, every frame kept (heartbeats as comments) for assertions.

export interface ReceivedFrame {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

export interface SseSession {
  status: Promise<number>;
  frames: ReceivedFrame[];
  comments: string[];
  /** Events other than ready/reset, as { id, type, topic, payload }. */
  readonly events: { id: string; type: string; topic: string; payload: Record<string, unknown> }[];
  /** Resolves when the server ends the stream (or the connection breaks). */
  ended: Promise<void>;
  waitFor(condition: (session: SseSession) => boolean, what: string, ms?: number): Promise<void>;
  close(): void;
}

export function readEvents(url: string, options: { token?: string; lastEventId?: string } = {}): SseSession {
  const controller = new AbortController();
  const frames: ReceivedFrame[] = [];
  const comments: string[] = [];
  const parser = createParser({
    onEvent: (e) => frames.push({ id: e.id, event: e.event, data: e.data }),
    onComment: (c) => comments.push(c.trim()),
  });
  let resolveStatus: (status: number) => void = () => undefined;
  const status = new Promise<number>((resolve) => (resolveStatus = resolve));
  const ended = (async () => {
    try {
      const response = await fetch(url, {
        signal: controller.signal,
        headers: {
          accept: 'text/event-stream',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.lastEventId !== undefined ? { 'last-event-id': options.lastEventId } : {}),
        },
      });
      resolveStatus(response.status);
      if (!response.body) return;
      const decoder = new TextDecoder();
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch {
      resolveStatus(0);
    }
  })();
  const session: SseSession = {
    status,
    frames,
    comments,
    get events() {
      return frames
        .filter((f) => f.event !== 'ready' && f.event !== 'reset')
        .map((f) => {
          const data = JSON.parse(f.data) as { topic: string; payload: Record<string, unknown> };
          return { id: f.id ?? '', type: f.event ?? 'message', topic: data.topic, payload: data.payload };
        });
    },
    ended,
    async waitFor(condition, what, ms = 10_000) {
      const started = Date.now();
      while (!condition(session)) {
        if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}; frames: ${JSON.stringify(frames.slice(-5))}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => controller.abort(),
  };
  return session;
}
