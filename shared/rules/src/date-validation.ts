// Validation that needs calendar arithmetic (luxon), apart from validation.ts so a bundle that
// checks only e-mails, names and passwords does not download luxon (ADR 140).
import * as v from 'valibot';
import { DateTime } from 'luxon';
import { VALIDATION_MESSAGES as M } from './texts/validation';
import { DEFAULT_TIMEZONE } from './format-date';
import { monthYearToYyyymm } from './validation';

/**
 * End after start. Month/year values are a month apart at best, so the same month counts as
 * after (a job held within one month); full dates must be strictly later (docs/decisions/080).
 */
export function isEndAfterStart(start: string, end: string): boolean {
  const startMonth = monthYearToYyyymm(start);
  const endMonth = monthYearToYyyymm(end);
  if (startMonth !== undefined && endMonth !== undefined) return endMonth >= startMonth;
  const startDate = DateTime.fromISO(start, { zone: 'utc' });
  const endDate = DateTime.fromISO(end, { zone: 'utc' });
  return startDate.isValid && endDate.isValid && endDate > startDate;
}

/** Object rule for { start, end } pairs; a missing end (current job) passes. */
export const DateRangeSchema = v.pipe(
  v.object({ start: v.string(), end: v.optional(v.nullable(v.string())) }),
  v.forward(
    v.partialCheck([['start'], ['end']], ({ start, end }) => !end || isEndAfterStart(start, end), M.endBeforeStart),
    ['end'],
  ),
);

/** YYYY-MM-DD that is today or later in the given zone (spec 000 §5 "Date"). */
export function isTodayOrLater(date: string, now: Date = new Date(), zone: string = DEFAULT_TIMEZONE): boolean {
  const day = DateTime.fromISO(date, { zone });
  if (!day.isValid) return false;
  return day.startOf('day') >= DateTime.fromJSDate(now, { zone }).startOf('day');
}

export const IsoDateSchema = v.pipe(
  v.string(M.invalidDate),
  v.regex(/^\d{4}-\d{2}-\d{2}$/u, M.invalidDate),
  v.check((date) => DateTime.fromISO(date).isValid, M.invalidDate),
);

export function futureDateSchema(now: () => Date = () => new Date(), zone: string = DEFAULT_TIMEZONE) {
  return v.pipe(IsoDateSchema, v.check((date) => isTodayOrLater(date, now(), zone), M.dateInPast));
}
