import { describe, expect, it } from 'vitest';
import { todayIn } from '@floorhire/rules';
import { agendaDays, shiftWeeks, timeLabel, weekDays, weekLabel, weekStartOf } from './calendar';

const NY = 'America/New_York';

describe("the pro's interview calendar", () => {
  it('starts US weeks on Sunday, in the pro\'s zone', () => {
    expect(weekStartOf('2027-03-17', NY)).toBe('2027-03-14');
    expect(weekStartOf('2027-03-14', NY)).toBe('2027-03-14');
    expect(shiftWeeks('2027-03-14', 1, NY)).toBe('2027-03-21');
    expect(shiftWeeks('2027-03-14', -2, NY)).toBe('2027-02-28');
    // 03:30 UTC on the 15th is still the evening of the 14th in New York.
    expect(todayIn(NY, new Date('2027-03-15T03:30:00Z'))).toBe('2027-03-14');
  });

  it('puts each interview on its local day and hour across the spring change', () => {
    const items = [
      { id: 1, ts: '2027-03-13T15:00:00.000Z' }, // Sat 10:00 EST
      { id: 2, ts: '2027-03-15T14:00:00.000Z' }, // Mon 10:00 EDT
      { id: 3, ts: '2027-03-15T02:30:00.000Z' }, // Sun 22:30 EDT (the 15th in UTC)
    ];
    const week = weekDays('2027-03-14', items, NY);
    expect(week.map((d) => d.date)).toEqual(['2027-03-14', '2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18', '2027-03-19', '2027-03-20']);
    expect(week[0]!.items.map((i) => i.id)).toEqual([3]);
    expect(week[1]!.items.map((i) => i.id)).toEqual([2]);
    expect(timeLabel(items[0]!.ts, NY)).toBe('10:00 AM EST');
    expect(timeLabel(items[1]!.ts, NY)).toBe('10:00 AM EDT');
    expect(timeLabel(items[1]!.ts, 'America/Los_Angeles')).toBe('7:00 AM PDT');
  });

  it('lists the agenda from a day on, days and times in order', () => {
    const items = [
      { id: 1, ts: '2027-03-20T18:00:00.000Z' },
      { id: 2, ts: '2027-03-16T14:00:00.000Z' },
      { id: 3, ts: '2027-03-16T13:00:00.000Z' },
      { id: 4, ts: '2027-03-10T13:00:00.000Z' },
    ];
    expect(agendaDays(items, NY, '2027-03-14').map((d) => [d.date, d.items.map((i) => i.id)])).toEqual([
      ['2027-03-16', [3, 2]],
      ['2027-03-20', [1]],
    ]);
  });

  it('names the week in one line', () => {
    expect(weekLabel('2027-03-14', NY)).toBe('Mar 14 – 20, 2027');
    expect(weekLabel('2027-02-28', NY)).toBe('Feb 28 – Mar 6, 2027');
    expect(weekLabel('2026-12-27', NY)).toBe('Dec 27, 2026 – Jan 2, 2027');
  });
});
