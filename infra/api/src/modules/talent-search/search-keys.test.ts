import { describe, expect, it } from 'vitest';
import { boxAround, cellsCovering, coarseCell, fineCell, periodKey, periodsSince } from './search-keys';

describe('search document keys', () => {
  it('covers every point of a radius with the cells of the query', () => {
    const centre = { latitude: 41.88, longitude: -87.63 };
    const cells = new Set(cellsCovering(boxAround(centre, 30)));
    // Points 30 miles away in each direction (a degree of latitude is ~69 miles).
    for (const [dLat, dLng] of [[0.434, 0], [-0.434, 0], [0, 0.58], [0, -0.58], [0.3, 0.4], [0, 0]] as const) {
      expect(cells.has(fineCell(centre.latitude + dLat, centre.longitude + dLng))).toBe(true);
    }
  });

  it('uses one-degree cells for wide radii so a query never lists hundreds of keys', () => {
    const centre = { latitude: 39.76, longitude: -84.19 };
    const wide = cellsCovering(boxAround(centre, 100));
    expect(wide.length).toBeLessThanOrEqual(30);
    expect(wide).toContain(coarseCell(centre.latitude + 1.4, centre.longitude - 1.8));
  });

  it('lists activity periods newest first, back to the oldest day asked for', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    const periods = periodsSince(now, 365);
    expect(periods[0]).toBe(periodKey(now));
    expect(periods.at(-1)).toBe(periodKey(new Date(now.getTime() - 365 * 86_400_000)));
    expect(periods.length).toBeGreaterThanOrEqual(13);
  });
});
