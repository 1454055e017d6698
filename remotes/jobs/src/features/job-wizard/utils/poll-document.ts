import { ASSISTANT_MAX_POLLS, DURATIONS } from '@floorhire/rules';

export type PollOutcome<T> = { kind: 'fulfilled'; value: T } | { kind: 'failed'; message: string | null } | { kind: 'stopped' } | { kind: 'timed-out' };

export interface PollOptions<D, T> {
  read(signal: AbortSignal): Promise<D>;
  /** Whether the document is done, and with what; undefined keeps polling. */
  settle(doc: D): PollOutcome<T> | undefined;
  signal: AbortSignal;
  intervalMs?: number;
  maxAttempts?: number;
  onAttempt?(attempt: number, maxAttempts: number): void;
  /** Injected by tests. */
  wait?(ms: number, signal: AbortSignal): Promise<void>;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Spec 001 §4: poll every 2 seconds, up to 150 attempts, until fulfilled, stopped by the user
 * (the signal) or timed out.
 */
export async function pollDocument<D, T>(options: PollOptions<D, T>): Promise<PollOutcome<T>> {
  const interval = options.intervalMs ?? DURATIONS.assistantPollInterval;
  const max = options.maxAttempts ?? ASSISTANT_MAX_POLLS;
  const wait = options.wait ?? sleep;
  for (let attempt = 1; attempt <= max; attempt += 1) {
    await wait(interval, options.signal);
    if (options.signal.aborted) return { kind: 'stopped' };
    options.onAttempt?.(attempt, max);
    let doc: D;
    try {
      doc = await options.read(options.signal);
    } catch (error) {
      if (options.signal.aborted) return { kind: 'stopped' };
      // One failed poll is not the end: the next attempt may succeed.
      if (attempt === max) throw error;
      continue;
    }
    const outcome = options.settle(doc);
    if (outcome) return outcome;
  }
  return { kind: 'timed-out' };
}
