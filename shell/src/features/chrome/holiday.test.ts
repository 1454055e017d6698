import { describe, expect, it } from 'vitest';
import { holidayOf } from './holiday';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);

describe('holidayOf', () => {
  it('marks July 1-4 and nothing either side', () => {
    expect(holidayOf(day(2026, 6, 30))).toBeNull();
    expect(holidayOf(day(2026, 7, 1))).toBe('independence-day');
    expect(holidayOf(day(2026, 7, 4))).toBe('independence-day');
    expect(holidayOf(day(2026, 7, 5))).toBeNull();
  });

  it('marks the Monday-to-Sunday week of the fourth Thursday of November', () => {
    // 2026: Thanksgiving is Thursday 26 November.
    expect(holidayOf(day(2026, 11, 22))).toBeNull();
    expect(holidayOf(day(2026, 11, 23))).toBe('thanksgiving');
    expect(holidayOf(day(2026, 11, 26))).toBe('thanksgiving');
    expect(holidayOf(day(2026, 11, 29))).toBe('thanksgiving');
    expect(holidayOf(day(2026, 11, 30))).toBeNull();
    // 2029: November starts on a Thursday, so Thanksgiving is the 22nd.
    expect(holidayOf(day(2029, 11, 22))).toBe('thanksgiving');
    expect(holidayOf(day(2029, 11, 18))).toBeNull();
    expect(holidayOf(day(2029, 11, 19))).toBe('thanksgiving');
  });

  it('marks December 20 to January 1 across the year change', () => {
    expect(holidayOf(day(2026, 12, 19))).toBeNull();
    expect(holidayOf(day(2026, 12, 20))).toBe('winter-holidays');
    expect(holidayOf(day(2026, 12, 31))).toBe('winter-holidays');
    expect(holidayOf(day(2027, 1, 1))).toBe('winter-holidays');
    expect(holidayOf(day(2027, 1, 2))).toBeNull();
  });

  it('leaves an ordinary day alone', () => {
    expect(holidayOf(day(2026, 3, 15))).toBeNull();
  });
});
