import * as v from 'valibot';
import { joinUrl, openEventStream, type ApiClient } from '@floorhire/api-client';
import type { SessionAccessor } from '@floorhire/contract';
import { RESUME_PARSE_STATUSES, type ResumeParse } from '@floorhire/domain-pro-profile';
import { readParse } from './resume';

// Follows a resume parse to its end on the platform event stream (resume.progress on
// user:<id>, published in the parse's own transactions; ADR 201) instead of asking every
// 800 ms. The parse is read once when the stream opens (an event may have gone out before it
// did), after a reset, and at the end for its fields. Only if the stream is refused for good does
// the page fall back to asking every few seconds.

const ProgressSchema = v.object({ parseId: v.string(), status: v.picklist(RESUME_PARSE_STATUSES), progress: v.number() });
const FALLBACK_POLL_MS = 2_000;
const finished = (p: ResumeParse) => p.status === 'completed' || p.status === 'error';

export interface FollowOptions {
  api: ApiClient;
  eventsBase: string;
  session: Pick<SessionAccessor, 'getAccessToken' | 'refresh'>;
  userId: number;
  first: ResumeParse;
  onChange(parse: ResumeParse): void;
  onFailure(error: unknown): void;
}

/** Starts following; the answer stops it (page left, another file chosen). */
export function followParse({ api, eventsBase, session, userId, first, onChange, onFailure }: FollowOptions): () => void {
  let current = first;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();
  const stop = () => {
    stopped = true;
    stream.close();
    controller.abort();
    if (timer) clearTimeout(timer);
  };
  const show = (next: ResumeParse) => {
    if (stopped) return;
    current = next;
    onChange(next);
    if (finished(next)) stop();
  };
  const read = async () => {
    try {
      show(await readParse(api, current.parseId, controller.signal));
    } catch (error) {
      if (!stopped) {
        stop();
        onFailure(error);
      }
    }
  };
  const poll = () => {
    if (stopped) return;
    timer = setTimeout(() => void read().then(poll), FALLBACK_POLL_MS);
  };

  const stream = openEventStream({
    url: joinUrl(eventsBase, 'events'),
    topics: [`user:${userId}`],
    getAccessToken: () => session.getAccessToken(),
    onUnauthorized: async () => (await session.refresh()) !== null,
    onEvent: (event) => {
      if (event.type !== 'resume.progress') return;
      const parsed = v.safeParse(ProgressSchema, event.payload);
      if (!parsed.success || parsed.output.parseId !== current.parseId || stopped) return;
      const { status, progress } = parsed.output;
      // The fields come with the parse itself, read once it is done.
      if (status === 'completed' || status === 'error') void read();
      else show({ ...current, status, progress: Math.max(current.progress, progress) });
    },
    onStatus: (status) => {
      if (status === 'open') void read();
    },
    onReset: () => void read(),
    onError: () => poll(),
  });
  if (finished(first)) stop();
  return stop;
}
