import { describe, expect, it } from 'vitest';
import { isTokenLive, refreshDelay } from './refresh-timing';

const NOW = 1_800_000_000_000;
const MIN = 60_000;

describe('refreshDelay (spec 000 §4)', () => {
  it('fires 5 minutes before expiry', () => {
    expect(refreshDelay(NOW + 60 * MIN, NOW)).toBe(55 * MIN);
  });
  it('never fires sooner than 1 minute from now', () => {
    expect(refreshDelay(NOW + 3 * MIN, NOW)).toBe(MIN);
    expect(refreshDelay(NOW - 10 * MIN, NOW)).toBe(MIN);
  });
  it('never fires later than 2 hours from now', () => {
    expect(refreshDelay(NOW + 24 * 60 * MIN, NOW)).toBe(120 * MIN);
  });
  it('fires exactly at the bounds when the lead lands on them', () => {
    expect(refreshDelay(NOW + 6 * MIN, NOW)).toBe(MIN);
    expect(refreshDelay(NOW + 125 * MIN, NOW)).toBe(120 * MIN);
  });
});

describe('isTokenLive', () => {
  it('is signed in only while a token has not expired', () => {
    expect(isTokenLive(NOW + 1, NOW)).toBe(true);
    expect(isTokenLive(NOW, NOW)).toBe(false);
    expect(isTokenLive(null, NOW)).toBe(false);
  });
});
