import { describe, expect, it } from 'vitest';
import { quietHoursRelease } from './quiet-hours';

const at = (iso: string) => new Date(iso);

describe('quiet hours in the pro\'s local time', () => {
  it('lets a send through between 08:00 and 21:00 local', () => {
    // 15:00 UTC = 09:00 in Chicago (CST, UTC-6) and 10:00 in New York.
    expect(quietHoursRelease(at('2026-11-25T15:00:00Z'), 'America/Chicago')).toBeNull();
    // 02:59 UTC next day = 20:59 in Chicago.
    expect(quietHoursRelease(at('2026-11-26T02:59:00Z'), 'America/Chicago')).toBeNull();
  });

  it('holds a send at night until 08:00 local, the same morning or the next', () => {
    // 21:00 Chicago → 08:00 Chicago the next day = 14:00 UTC.
    expect(quietHoursRelease(at('2026-11-26T03:00:00Z'), 'America/Chicago')!.toISOString()).toBe('2026-11-26T14:00:00.000Z');
    // 05:30 in Los Angeles (13:30 UTC) → 08:00 the same day = 16:00 UTC.
    expect(quietHoursRelease(at('2026-11-25T13:30:00Z'), 'America/Los_Angeles')!.toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });

  it('uses the pro\'s zone, not the server\'s: one instant is day in one state and night in another', () => {
    const instant = at('2026-11-25T13:30:00Z'); // 08:30 New York, 05:30 Los Angeles
    expect(quietHoursRelease(instant, 'America/New_York')).toBeNull();
    expect(quietHoursRelease(instant, 'America/Los_Angeles')).not.toBeNull();
  });

  it('falls back to America/Chicago for a missing or unknown zone, and keeps 08:00 across a DST change', () => {
    expect(quietHoursRelease(at('2026-11-26T03:00:00Z'), null)!.toISOString()).toBe('2026-11-26T14:00:00.000Z');
    expect(quietHoursRelease(at('2026-11-26T03:00:00Z'), 'Mars/Olympus')!.toISOString()).toBe('2026-11-26T14:00:00.000Z');
    // The night DST starts (8 March 2026): 23:00 CST → 08:00 CDT (UTC-5) = 13:00 UTC.
    expect(quietHoursRelease(at('2026-03-08T05:00:00Z'), 'America/Chicago')!.toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });
});
