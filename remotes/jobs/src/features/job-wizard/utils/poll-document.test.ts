import { describe, expect, it } from 'vitest';
import { ASSISTANT_MAX_POLLS, DURATIONS } from '@floorhire/rules';
import { pollDocument, type PollOutcome } from './poll-document';

const instant = async () => undefined;

describe('assistant polling (spec 001 §4, §9)', () => {
  it('polls every 2 s and stops at the first fulfilled answer', async () => {
    const waits: number[] = [];
    let reads = 0;
    const outcome = await pollDocument<number, string>({
      read: async () => ++reads,
      settle: (n): PollOutcome<string> | undefined => (n === 3 ? { kind: 'fulfilled', value: 'done' } : undefined),
      signal: new AbortController().signal,
      wait: async (ms) => void waits.push(ms),
    });
    expect(outcome).toEqual({ kind: 'fulfilled', value: 'done' });
    expect(reads).toBe(3);
    expect(waits).toEqual([DURATIONS.assistantPollInterval, 2000, 2000]);
  });

  it('times out after 150 attempts', async () => {
    let reads = 0;
    const attempts: number[] = [];
    const outcome = await pollDocument({ read: async () => ++reads, settle: () => undefined, signal: new AbortController().signal, wait: instant, onAttempt: (a) => attempts.push(a) });
    expect(outcome).toEqual({ kind: 'timed-out' });
    expect(reads).toBe(ASSISTANT_MAX_POLLS);
    expect(attempts.at(-1)).toBe(150);
  });

  it('ends as stopped when the user presses Stop', async () => {
    const controller = new AbortController();
    let reads = 0;
    const outcome = await pollDocument({
      read: async () => {
        reads += 1;
        if (reads === 2) controller.abort();
        return reads;
      },
      settle: () => undefined,
      signal: controller.signal,
      wait: instant,
    });
    expect(outcome).toEqual({ kind: 'stopped' });
    expect(reads).toBe(2);
  });

  it('survives one failed poll', async () => {
    let reads = 0;
    const outcome = await pollDocument<number, number>({
      read: async () => {
        reads += 1;
        if (reads === 1) throw new Error('blip');
        return reads;
      },
      settle: (n) => ({ kind: 'fulfilled', value: n }),
      signal: new AbortController().signal,
      wait: instant,
    });
    expect(outcome).toEqual({ kind: 'fulfilled', value: 2 });
  });
});
