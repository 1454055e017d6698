// Dates and times of spec 000 §9: the product's default zone is America/Chicago; the server
// keeps UTC as 'YYYY-MM-DD HH:mm:ss'. Every conversion goes through the IANA zone database
// (the browser's Intl), never through fixed offsets, so daylight-saving changes are handled.
// Formatting needs no calendar library: pages that only show dates (most first pages) do not
// download luxon (ADR 281). Calendar arithmetic stays with luxon (date-validation.ts, the
// interview-slot rules).

export const DEFAULT_TIMEZONE = 'America/Chicago';
export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm';
export const UTC_DISPLAY_DATE_FORMAT = 'MM/dd/yyyy';
export const SERVER_DATETIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export type DateInput = Date | string | number;

const SERVER_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/u;
// The ISO 8601 forms the API and the forms write: a date, or a date and time with optional
// seconds and fraction, in local time or with Z or an offset (±HH, ±HHmm, ±HH:mm).
const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/iu;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isValidWallClock(w: WallClock): boolean {
  return w.month >= 1 && w.month <= 12 && w.day >= 1 && w.day <= daysInMonth(w.year, w.month) && w.hour <= 23 && w.minute <= 59 && w.second <= 59;
}

/** The wall clock read as if it were UTC: the arithmetic base for zone conversions. */
function wallAsUtc(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
}

function offsetMinutes(sign: string, hours: string, minutes: string): number {
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes || 0));
}

/**
 * Epoch milliseconds of ISO strings, server strings (taken as UTC), epoch milliseconds or
 * Dates; NaN for anything invalid. ISO without an offset is local time, as the browser's, or
 * UTC when `offsetless` says so (what the API reads from a client).
 */
export function toEpochMs(value: DateInput, offsetless: 'local' | 'utc' = 'local'): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  const server = SERVER_PATTERN.exec(value);
  const iso = server ? null : ISO_PATTERN.exec(value.trim());
  const parts = server ?? iso;
  if (!parts) return Number.NaN;
  const wall: WallClock = {
    year: Number(parts[1]),
    month: Number(parts[2]),
    day: Number(parts[3]),
    hour: Number(parts[4] ?? 0),
    minute: Number(parts[5] ?? 0),
    second: Number(parts[6] ?? 0),
    millisecond: server || !iso?.[7] ? 0 : Math.floor(Number(`0.${iso[7]}`) * 1000),
  };
  if (!isValidWallClock(wall)) return Number.NaN;
  if (server) return wallAsUtc(wall);
  const zone = iso?.[8];
  if (!zone && offsetless === 'utc') return wallAsUtc(wall);
  if (!zone) return new Date(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond).getTime();
  if (zone.toUpperCase() === 'Z') return wallAsUtc(wall);
  const offset = /^([+-])(\d{2}):?(\d{2})?$/u.exec(zone)!;
  return wallAsUtc(wall) - offsetMinutes(offset[1]!, offset[2]!, offset[3] ?? '') * MINUTE_MS;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** One formatter per zone (they are costly to make); null for a zone the browser does not know. */
function formatterFor(zone: string): Intl.DateTimeFormat | null {
  const key = zone.toLowerCase() === 'utc' ? 'UTC' : zone;
  if (!formatters.has(key)) {
    try {
      formatters.set(key, new Intl.DateTimeFormat('en-US', { timeZone: key, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }));
    } catch {
      formatters.set(key, null);
    }
  }
  return formatters.get(key) ?? null;
}

/** True for a zone name the IANA database (as this runtime has it) knows, 'utc' included. */
export function isValidTimeZone(zone: string): boolean {
  return formatterFor(zone) !== null;
}

/** A calendar date 'YYYY-MM-DD' moved by whole days (negative: back); '' for an invalid date. */
export function addCalendarDays(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(date);
  if (!match) return '';
  const wall: WallClock = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), hour: 0, minute: 0, second: 0, millisecond: 0 };
  if (!isValidWallClock(wall)) return '';
  return formatIn(wallAsUtc(wall) + days * DAY_MS, DATE_FORMAT, 'utc');
}

/** The Monday starting the ISO week of a calendar date 'YYYY-MM-DD'; '' for an invalid date. */
export function weekStart(date: string): string {
  const moved = addCalendarDays(date, 0);
  if (!moved) return '';
  const weekday = new Date(`${moved}T00:00:00Z`).getUTCDay();
  return addCalendarDays(moved, -((weekday + 6) % 7));
}

/** The wall clock of an instant in a zone; null for an invalid instant or zone. */
function wallClockIn(ms: number, zone: string): WallClock | null {
  const formatter = formatterFor(zone);
  if (!formatter || !Number.isFinite(ms)) return null;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(ms))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts['year']!, month: parts['month']!, day: parts['day']!, hour: parts['hour']! % 24, minute: parts['minute']!, second: parts['second']!, millisecond: ((ms % 1000) + 1000) % 1000 };
}

/** The zone's offset from UTC at an instant, in minutes (Chicago in January: -360). */
function zoneOffsetAt(ms: number, zone: string): number | null {
  const wall = wallClockIn(ms, zone);
  return wall ? Math.round((wallAsUtc(wall) - ms) / MINUTE_MS) : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function formatWall(w: WallClock, format: string): string {
  switch (format) {
    case DATE_FORMAT:
      return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
    case TIME_FORMAT:
      return `${pad(w.hour)}:${pad(w.minute)}`;
    case UTC_DISPLAY_DATE_FORMAT:
      return `${pad(w.month)}/${pad(w.day)}/${pad(w.year, 4)}`;
    case SERVER_DATETIME_FORMAT:
      return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
    default:
      throw new Error(`format-date: no format ${format}`);
  }
}

function formatIn(value: DateInput, format: string, zone: string): string {
  const wall = wallClockIn(toEpochMs(value), zone);
  return wall ? formatWall(wall, format) : '';
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
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/u.exec(`${date} ${time}`);
  if (!match) return undefined;
  const wall: WallClock = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), hour: Number(match[4]), minute: Number(match[5]), second: 0, millisecond: 0 };
  if (!isValidWallClock(wall)) return undefined;
  // luxon's fixOffset: guess with the offset at the wall clock, correct once; in a gap (spring
  // forward) the two guesses disagree and the time moves forward by the jump.
  const local = wallAsUtc(wall);
  const first = zoneOffsetAt(local, zone);
  if (first === null) return undefined;
  let utc = local - first * MINUTE_MS;
  const second = zoneOffsetAt(utc, zone)!;
  if (second !== first) {
    utc -= (second - first) * MINUTE_MS;
    const third = zoneOffsetAt(utc, zone)!;
    if (third !== second) utc = local - Math.min(second, third) * MINUTE_MS;
  }
  return formatIn(utc, SERVER_DATETIME_FORMAT, 'utc');
}

/** The server's UTC string back to a wall-clock date and time in a zone. */
export function serverToZoned(server: string, zone: string = DEFAULT_TIMEZONE): { date: string; time: string } | undefined {
  if (!SERVER_PATTERN.test(server)) return undefined;
  const local = wallClockIn(toEpochMs(server), zone);
  return local ? { date: formatWall(local, DATE_FORMAT), time: formatWall(local, TIME_FORMAT) } : undefined;
}

/** Today's date in a zone. */
export function todayIn(zone: string = DEFAULT_TIMEZONE, now: Date = new Date()): string {
  return formatIn(now, DATE_FORMAT, zone);
}

/** Elapsed-day test (spec 000 §9): at least 24 hours have passed. */
export function hasDayElapsed(since: DateInput, now: DateInput = Date.now()): boolean {
  const elapsed = toEpochMs(now) - toEpochMs(since);
  return Number.isFinite(elapsed) && elapsed >= DAY_MS;
}

/** Whole days left until the end, rounded up, never negative. */
export function daysLeft(end: DateInput, now: DateInput = Date.now()): number {
  const left = toEpochMs(end) - toEpochMs(now);
  if (!Number.isFinite(left)) return 0;
  return Math.max(0, Math.ceil(left / DAY_MS));
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
  const then = toEpochMs(value);
  const current = toEpochMs(now);
  if (!Number.isFinite(then) || !Number.isFinite(current)) return '';
  const ms = current - then;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'now';
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d`;
  const months = wholeMonthsBetween(then, current);
  if (months < 1) return `${Math.floor(days / 7)}w`;
  if (months < 12) return `${months}mo`;
  return `${Math.floor(months / 12)}y`;
}

/** Calendar months from one instant to a later one, counted on the UTC calendar. */
function wholeMonthsBetween(from: number, to: number): number {
  const a = new Date(from);
  const b = new Date(to);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  // Not yet a whole month when the later instant's day and time are earlier in its month.
  const within = (d: Date) => ((((d.getUTCDate() * 24 + d.getUTCHours()) * 60 + d.getUTCMinutes()) * 60 + d.getUTCSeconds()) * 1000) + d.getUTCMilliseconds();
  if (within(b) < within(a)) months -= 1;
  return months;
}

/** True when the instant falls on today's date in the zone (pre-screened 'New' tag, spec 001 §3). */
export function isToday(value: DateInput, zone: string = DEFAULT_TIMEZONE, now: Date = new Date()): boolean {
  return formatDate(value, zone) === todayIn(zone, now);
}
