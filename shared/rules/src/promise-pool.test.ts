import { describe, expect, it } from 'vitest';
import { promisePool } from './index';

describe('promisePool', () => {
  it('runs at most 5 at a time by default and keeps the order of results', async () => {
    let running = 0;
    let peak = 0;
    const results = await promisePool(Array.from({ length: 12 }, (_, i) => i), async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5 + (n % 3)));
      running--;
      return n * 2;
    });
    expect(peak).toBe(5);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : null))).toEqual(Array.from({ length: 12 }, (_, i) => i * 2));
  });
  it('reports failures without stopping the others', async () => {
    const results = await promisePool([1, 2, 3], async (n) => {
      if (n === 2) throw new Error('boom');
      return n;
    }, 2);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(results[1]).toMatchObject({ status: 'rejected' });
    expect(results[2]).toEqual({ status: 'fulfilled', value: 3 });
  });
  it('handles an empty list and refuses a zero concurrency', async () => {
    expect(await promisePool([], async () => 1)).toEqual([]);
    await expect(promisePool([1], async () => 1, 0)).rejects.toThrow(RangeError);
  });
});
