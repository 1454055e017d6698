import { DateTime } from 'luxon';

// Dates and times of spec 000 §9: the product's default zone is America/Chicago; the server
// keeps UTC as 'YYYY-MM-DD HH:mm:ss'. Every conversion goes through luxon zones, never
// through fixed offsets, so daylight-saving changes are handled.

export const DEFAULT_TIMEZONE = 'America/Chicago';
export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm';
export const UTC_DISPLAY_DATE_FORMAT = 'MM/dd/yyyy';
export const SERVER_DATETIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
const DAY_MS = 24 * 60 * 60 * 1000;

export type DateInput = Date | string | number;

/** ISO strings, server strings (taken as UTC), epoch milliseconds or Dates; invalid in, invalid out. */
export function toDateTime(value: DateInput): DateTime {
  if (value instanceof Date) return DateTime.fromJSDate(value);
  if (typeof value === 'number') return DateTime.fromMillis(value);
  const server = DateTime.fromFormat(value, SERVER_DATETIME_FORMAT, { zone: 'utc' });
  return server.isValid ? server : DateTime.fromISO(value, { setZone: true });
}

function formatIn(value: DateInput, format: string, zone: string): string {
  const dt = toDateTime(value);
  return dt.isValid ? dt.setZone(zone).toFormat(format) : '';
}

/** YYYY-MM-DD in the zone (default America/Chicago); '' for an invalid date. */
export function formatDate(value: DateInput, zone: string = DEFAULT_TIMEZONE): string {
  return formatIn(value, DATE_FORMAT, zone);
}

/** HH:mm in the zone (default America/Chicago). */
export function formatTime(value: DateInput, zone: string = DEFAULT_TIMEZONE): string {
  return formatIn(value, TIME_FORMAT, zone);
}

/** MM/DD/YYYY of the UTC calendar day. */
export function formatUtcDisplayDate(value: DateInput): string {
  return formatIn(value, UTC_DISPLAY_DATE_FORMAT, 'utc');
}

/** Any instant as the server's 'YYYY-MM-DD HH:mm:ss' in UTC. */
export function toServerDateTime(value: DateInput): string {
  return formatIn(value, SERVER_DATETIME_FORMAT, 'utc');
}

/**
 * A wall-clock date and time in a zone (an interview slot) as the server's UTC string. A time
 * that does not exist on a spring-forward day moves forward an hour, as clocks do.
 */
export function zonedToServer(date: string, time: string, zone: string = DEFAULT_TIMEZONE): string | undefined {
  const dt = DateTime.fromFormat(`${date} ${time}`, `${DATE_FORMAT} ${TIME_FORMAT}`, { zone });
  return dt.isValid ? dt.toUTC().toFormat(SERVER_DATETIME_FORMAT) : undefined;
}

/** The server's UTC string back to a wall-clock date and time in a zone. */
export function serverToZoned(server: string, zone: string = DEFAULT_TIMEZONE): { date: string; time: string } | undefined {
  const dt = DateTime.fromFormat(server, SERVER_DATETIME_FORMAT, { zone: 'utc' });
  if (!dt.isValid) return undefined;
  const local = dt.setZone(zone);
  return { date: local.toFormat(DATE_FORMAT), time: local.toFormat(TIME_FORMAT) };
}

/** Today's date in a zone. */
export function todayIn(zone: string = DEFAULT_TIMEZONE, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).toFormat(DATE_FORMAT);
}

/** Elapsed-day test (spec 000 §9): at least 24 hours have passed. */
export function hasDayElapsed(since: DateInput, now: DateInput = Date.now()): boolean {
  const start = toDateTime(since);
  const end = toDateTime(now);
  return start.isValid && end.isValid && end.toMillis() - start.toMillis() >= DAY_MS;
}

/** Whole days left until the end, rounded up, never negative. */
export function daysLeft(end: DateInput, now: DateInput = Date.now()): number {
  const endAt = toDateTime(end);
  const nowAt = toDateTime(now);
  if (!endAt.isValid || !nowAt.isValid) return 0;
  return Math.max(0, Math.ceil((endAt.toMillis() - nowAt.toMillis()) / DAY_MS));
}

/** Trial banner text (spec 000 §2.3): '1 day left' or 'N days left'. */
export function daysLeftText(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}

/**
 * Short relative time (spec 000 §9): 'now' under a minute, then m, h, d, w, mo, y, each the
 * whole units elapsed ("5m", "3h", "2d", "1w", "4mo", "2y"). Future instants read 'now'.
 */
export function formatRelativeShort(value: DateInput, now: DateInput = Date.now()): string {
  const then = toDateTime(value);
  const current = toDateTime(now);
  if (!then.isValid || !current.isValid) return '';
  const ms = current.toMillis() - then.toMillis();
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d`;
  const months = Math.floor(current.diff(then, 'months').months);
  if (months < 1) return `${Math.floor(days / 7)}w`;
  if (months < 12) return `${months}mo`;
  return `${Math.floor(months / 12)}y`;
}

/** True when the instant falls on today's date in the zone (pre-screened 'New' tag, spec 001 §3). */
export function isToday(value: DateInput, zone: string = DEFAULT_TIMEZONE, now: Date = new Date()): boolean {
  return formatDate(value, zone) === todayIn(zone, now);
}
