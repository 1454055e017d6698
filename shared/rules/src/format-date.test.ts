import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  daysLeft,
  daysLeftText,
  formatDate,
  formatRelativeShort,
  formatTime,
  formatUtcDisplayDate,
  hasDayElapsed,
  addCalendarDays,
  isToday,
  isValidTimeZone,
  serverToZoned,
  toEpochMs,
  weekStart,
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

describe('agrees with luxon, the reference for zones (ADR 281)', () => {
  const ZONES = ['America/Chicago', 'America/New_York', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'utc', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe'];
  const instant = fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 31) });
  const zone = fc.constantFrom(...ZONES);

  it('formats an instant in a zone as luxon does', () => {
    fc.assert(
      fc.property(instant, zone, (ms, z) => {
        const dt = DateTime.fromMillis(ms, { zone: z });
        expect(formatDate(ms, z)).toBe(dt.toFormat('yyyy-MM-dd'));
        expect(formatTime(ms, z)).toBe(dt.toFormat('HH:mm'));
        expect(toServerDateTime(ms)).toBe(DateTime.fromMillis(ms, { zone: 'utc' }).toFormat('yyyy-MM-dd HH:mm:ss'));
        expect(serverToZoned(toServerDateTime(ms), z)).toEqual({ date: dt.toFormat('yyyy-MM-dd'), time: dt.toFormat('HH:mm') });
      }),
      { numRuns: 400 },
    );
  });

  it('turns a wall clock in a zone into UTC as luxon does, spring-forward gaps included', () => {
    fc.assert(
      fc.property(instant, zone, fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45), (ms, z, hour, minute) => {
        const day = DateTime.fromMillis(ms, { zone: 'utc' }).toFormat('yyyy-MM-dd');
        const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        const reference = DateTime.fromFormat(`${day} ${time}`, 'yyyy-MM-dd HH:mm', { zone: z });
        const ours = zonedToServer(day, time, z)!;
        // A wall clock the fall-back hour shows twice has two right answers; luxon's pick depends on today's offset.
        const ambiguous = reference.offset !== reference.minus({ hours: 1 }).offset || reference.offset !== reference.plus({ hours: 1 }).offset;
        if (ambiguous) expect(serverToZoned(ours, z)?.time).toMatch(/^\d{2}:\d{2}$/u);
        else expect(ours).toBe(reference.toUTC().toFormat('yyyy-MM-dd HH:mm:ss'));
      }),
      { numRuns: 400 },
    );
    expect(zonedToServer('2026-02-30', '09:00')).toBeUndefined();
    expect(zonedToServer('2026-03-01', '09:00', 'Not/AZone')).toBeUndefined();
  });

  it('reads the ISO forms the API writes as luxon does, local ones in the browser\'s zone', () => {
    const offsets = fc.constantFrom('', 'Z', '+05:30', '-06:00', '+0100', '-03');
    fc.assert(
      fc.property(instant, offsets, fc.boolean(), fc.boolean(), (ms, offset, withSeconds, withFraction) => {
        const base = DateTime.fromMillis(ms, { zone: 'utc' }).toFormat(withSeconds ? "yyyy-MM-dd'T'HH:mm:ss" : "yyyy-MM-dd'T'HH:mm");
        const text = `${base}${withSeconds && withFraction ? '.123' : ''}${offset}`;
        const reference = DateTime.fromISO(text, { setZone: true });
        expect(formatUtcDisplayDate(text)).toBe(reference.toUTC().toFormat('MM/dd/yyyy'));
        expect(toServerDateTime(text)).toBe(reference.toUTC().toFormat('yyyy-MM-dd HH:mm:ss'));
      }),
      { numRuns: 300 },
    );
    expect(toServerDateTime('2026-07-04')).toBe(DateTime.fromISO('2026-07-04').toUTC().toFormat('yyyy-MM-dd HH:mm:ss'));
    expect(toServerDateTime('2026-07-32T10:00:00Z')).toBe('');
  });

  it('counts whole months for relative times as luxon does between UTC instants', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 31 * 86_400_000, max: 5 * 365 * 86_400_000 }), (from, span) => {
        const then = new Date(from).toISOString();
        const now = new Date(from + span).toISOString();
        const months = Math.floor(DateTime.fromISO(now, { setZone: true }).diff(DateTime.fromISO(then, { setZone: true }), 'months').months);
        const expected = months < 1 ? `${Math.floor(span / 86_400_000 / 7)}w` : months < 12 ? `${months}mo` : `${Math.floor(months / 12)}y`;
        expect(formatRelativeShort(then, now)).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });
});

describe('calendar dates', () => {
  it('moves dates by days and finds the Monday of their week as luxon does', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 31) }), fc.integer({ min: -400, max: 400 }), (ms, days) => {
        const date = DateTime.fromMillis(ms, { zone: 'utc' }).toFormat('yyyy-MM-dd');
        const reference = DateTime.fromISO(date, { zone: 'utc' });
        expect(addCalendarDays(date, days)).toBe(reference.plus({ days }).toFormat('yyyy-MM-dd'));
        expect(weekStart(date)).toBe(reference.startOf('week').toFormat('yyyy-MM-dd'));
      }),
      { numRuns: 300 },
    );
    expect(addCalendarDays('2026-02-29', 1)).toBe('');
    expect(weekStart('garbage')).toBe('');
  });

  it('knows the zones of the IANA database and reads a client\'s offset-less time as UTC when asked', () => {
    expect(isValidTimeZone('America/Chicago')).toBe(true);
    expect(isValidTimeZone('utc')).toBe(true);
    expect(isValidTimeZone('America/Nowhere')).toBe(false);
    expect(toEpochMs('2026-07-04T10:00:00', 'utc')).toBe(Date.UTC(2026, 6, 4, 10));
    expect(toEpochMs('2026-07-04 10:00:00')).toBe(Date.UTC(2026, 6, 4, 10));
    expect(toEpochMs('nonsense')).toBeNaN();
  });
});
