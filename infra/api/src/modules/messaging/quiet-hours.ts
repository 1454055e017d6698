import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE, QUIET_HOURS } from '@floorhire/domain-messaging';

// Quiet hours in the pro's local time (docs/decisions/226-quiet-hours.md): a bulk send between
// 21:00 and 08:00 there waits until 08:00 there.

/** When a bulk message to a pro in `timeZone` may go out: null now, else the next 08:00 local. */
export function quietHoursRelease(now: Date, timeZone: string | null | undefined): Date | null {
  let local = DateTime.fromJSDate(now, { zone: timeZone || DEFAULT_TIMEZONE });
  if (!local.isValid) local = DateTime.fromJSDate(now, { zone: DEFAULT_TIMEZONE });
  const hour = local.hour;
  if (hour >= QUIET_HOURS.endHour && hour < QUIET_HOURS.startHour) return null;
  const day = hour >= QUIET_HOURS.startHour ? local.plus({ days: 1 }) : local;
  return day.set({ hour: QUIET_HOURS.endHour, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}
