import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { sampleSeries, statWeeks, totalProsSeries, weeklyCounts } from './dashboard-stats';

describe('dashboard statistics (spec 001 §9)', () => {
  const now = new Date('2026-06-17T15:00:00Z'); // a Wednesday

  it('covers a 30-day lookback by week (Mondays)', () => {
    expect(statWeeks(now)).toEqual(['2026-05-18', '2026-05-25', '2026-06-01', '2026-06-08', '2026-06-15']);
  });

  it('pads a short lookback to 4 weeks', () => {
    expect(statWeeks(now, 3)).toEqual(['2026-05-25', '2026-06-01', '2026-06-08', '2026-06-15']);
  });

  it('counts events per week and ignores older ones', () => {
    const weeks = statWeeks(now, 3);
    const points = weeklyCounts(['2026-06-16T12:00:00Z', '2026-06-15T12:00:00Z', '2026-06-02T12:00:00Z', '2026-01-01T00:00:00Z'], weeks);
    expect(points.map((p) => p.count)).toEqual([0, 1, 0, 2]);
  });

  it('cuts a total pros series longer than 12 points into 4-week maxima with a leading 0', () => {
    const points = Array.from({ length: 16 }, (_, i) => ({ date: `2026-01-${String(i + 1).padStart(2, '0')}`, count: i + 1 }));
    expect(totalProsSeries(points).map((p) => p.count)).toEqual([0, 4, 8, 12, 16]);
    expect(totalProsSeries(points.slice(0, 4)).map((p) => p.count)).toEqual([0, 1, 2, 3, 4]);
  });

  it('dates the sample series like a real answer, ending this week', () => {
    const sample = sampleSeries([0, 8, 5, 9, 12], now);
    expect(sample.map((p) => p.count)).toEqual([0, 8, 5, 9, 12]);
    expect(sample.at(-1)!.date).toBe('2026-06-15');
  });
});

describe('week arithmetic in the employer\'s zone agrees with luxon (ADR 281)', () => {
  it('lists the same week starts as luxon\'s startOf(week) across zones and daylight-saving changes', () => {
    const zones = ['America/Chicago', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Kolkata'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), fc.integer({ min: 0, max: 120 }), fc.constantFrom(...zones), (ms, lookback, zone) => {
        const now = new Date(ms);
        const end = DateTime.fromJSDate(now, { zone }).startOf('week');
        let start = DateTime.fromJSDate(now, { zone }).minus({ days: lookback }).startOf('week');
        if (start > end.minus({ weeks: 3 })) start = end.minus({ weeks: 3 });
        const expected: string[] = [];
        for (let w = start; w <= end; w = w.plus({ weeks: 1 })) expected.push(w.toFormat('yyyy-MM-dd'));
        const weeks = statWeeks(now, lookback, zone);
        expect(weeks).toEqual(expected);
        const event = new Date(ms - lookback * 3_600_000).toISOString();
        const week = DateTime.fromISO(event).setZone(zone).startOf('week').toFormat('yyyy-MM-dd');
        expect(weeklyCounts([event], weeks, zone).find((p) => p.count === 1)?.date).toBe(weeks.includes(week) ? week : undefined);
      }),
      { numRuns: 300 },
    );
  });
});
