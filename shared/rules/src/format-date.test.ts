import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  daysLeftText,
  formatDate,
  formatRelativeShort,
  formatTime,
  formatUtcDisplayDate,
  hasDayElapsed,
  isToday,
  serverToZoned,
  toServerDateTime,
  zonedToServer,
} from './index';

describe('dates in America/Chicago and UTC', () => {
  it('formats YYYY-MM-DD and HH:mm in Chicago', () => {
    expect(formatDate('2026-07-01T03:30:00Z')).toBe('2026-06-30');
    expect(formatTime('2026-07-01T03:30:00Z')).toBe('22:30');
  });
  it('shows the UTC date as MM/DD/YYYY', () => {
    expect(formatUtcDisplayDate('2026-07-01T03:30:00Z')).toBe('07/01/2026');
    expect(formatUtcDisplayDate('garbage')).toBe('');
  });
  it("writes the server format 'YYYY-MM-DD HH:mm:ss' in UTC", () => {
    expect(toServerDateTime(new Date('2026-01-15T09:05:07Z'))).toBe('2026-01-15 09:05:07');
  });
  it('converts Chicago wall-clock times to UTC safely across daylight saving', () => {
    // US clocks spring forward on 8 March 2026.
    expect(zonedToServer('2026-03-07', '09:00')).toBe('2026-03-07 15:00:00');
    expect(zonedToServer('2026-03-09', '09:00')).toBe('2026-03-09 14:00:00');
    expect(zonedToServer('2026-03-08', '02:30')).toBe('2026-03-08 08:30:00');
    // and fall back on 1 November 2026.
    expect(zonedToServer('2026-11-02', '09:00')).toBe('2026-11-02 15:00:00');
    expect(zonedToServer('2026-13-01', '09:00')).toBeUndefined();
  });
  it('reads server times back into the zone', () => {
    expect(serverToZoned('2026-03-09 14:00:00')).toEqual({ date: '2026-03-09', time: '09:00' });
    expect(serverToZoned('2026-03-09 14:00:00', 'America/New_York')).toEqual({ date: '2026-03-09', time: '10:00' });
  });
  it('knows today in Chicago', () => {
    const now = new Date('2026-03-10T04:00:00Z');
    expect(isToday('2026-03-09T20:00:00Z', undefined, now)).toBe(true);
    expect(isToday('2026-03-10T06:00:00Z', undefined, now)).toBe(false);
  });
});

describe('elapsed day', () => {
  it('is true after 24 hours', () => {
    expect(hasDayElapsed('2026-01-01T00:00:00Z', '2026-01-01T23:59:59Z')).toBe(false);
    expect(hasDayElapsed('2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z')).toBe(true);
  });
});

describe('trial days left', () => {
  it("reads '1 day left' or 'N days left'", () => {
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(5)).toBe('5 days left');
    expect(daysLeftText(0)).toBe('0 days left');
  });
  it('counts part days as a day and never goes negative', () => {
    expect(daysLeft('2026-01-10T12:00:00Z', '2026-01-09T13:00:00Z')).toBe(1);
    expect(daysLeft('2026-01-14T00:00:00Z', '2026-01-10T00:00:00Z')).toBe(4);
    expect(daysLeft('2026-01-01T00:00:00Z', '2026-01-10T00:00:00Z')).toBe(0);
  });
});

describe('relative times', () => {
  const now = '2026-06-15T12:00:00Z';
  it.each([
    ['2026-06-15T11:59:30Z', 'now'],
    ['2026-06-15T11:55:00Z', '5m'],
    ['2026-06-15T09:00:00Z', '3h'],
    ['2026-06-13T12:00:00Z', '2d'],
    ['2026-06-08T12:00:00Z', '1w'],
    ['2026-05-20T12:00:00Z', '3w'],
    ['2026-02-15T12:00:00Z', '4mo'],
    ['2024-06-01T12:00:00Z', '2y'],
    ['2026-06-16T12:00:00Z', 'now'],
  ])('%s reads %s', (then, expected) => {
    expect(formatRelativeShort(then, now)).toBe(expected);
  });
});
