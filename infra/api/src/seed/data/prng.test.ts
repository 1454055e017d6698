import { describe, expect, it } from 'vitest';
import { createRng } from './prng';

describe('seeded random numbers', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const a = createRng('floorhire');
    const b = createRng('floorhire');
    const c = createRng('floorhire-2');
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps integers inside their inclusive bounds and reaches both ends', () => {
    const rng = createRng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items and never more than exist', () => {
    const rng = createRng('sample');
    const picked = rng.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
    expect(rng.sample(['a', 'b'], 5)).toHaveLength(2);
  });

  it('honours weights', () => {
    const rng = createRng('weights');
    let heavy = 0;
    for (let i = 0; i < 5000; i++) if (rng.weighted([['heavy', 9], ['light', 1]] as const) === 'heavy') heavy++;
    expect(heavy / 5000).toBeGreaterThan(0.85);
    expect(heavy / 5000).toBeLessThan(0.95);
  });
});
