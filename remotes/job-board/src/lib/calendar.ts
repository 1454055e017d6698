import { DateTime } from 'luxon';

// The pro's interview calendar (/schedule): weeks and days are the pro's own, in their zone, so
// an interview sits on the day and hour the pro will live it, also in a week with a
// daylight-saving change (the week has 7 local days, one of them 23 or 25 hours long).

export interface CalendarItem {
  id: number;
  /** UTC ISO time. */
  ts: string;
}

export interface CalendarDay<T extends CalendarItem> {
  /** yyyy-MM-dd in the zone. */
  date: string;
  items: T[];
}

/** The Sunday (US weeks) starting the week of a local date, as yyyy-MM-dd. */
export function weekStartOf(date: string, zone: string): string {
  const day = DateTime.fromISO(date, { zone });
  // luxon weekdays: Monday 1 … Sunday 7.
  return day.minus({ days: day.weekday % 7 }).toISODate() ?? date;
}

/** A local date moved by whole weeks. */
export function shiftWeeks(date: string, weeks: number, zone: string): string {
  return DateTime.fromISO(date, { zone }).plus({ weeks }).toISODate() ?? date;
}

/** The seven local days of the week starting at weekStart, with their items in time order. */
export function weekDays<T extends CalendarItem>(weekStart: string, items: readonly T[], zone: string): CalendarDay<T>[] {
  const first = DateTime.fromISO(weekStart, { zone });
  const days = Array.from({ length: 7 }, (_, i) => first.plus({ days: i }).toISODate()!);
  const byDay = groupByDay(items, zone);
  return days.map((date) => ({ date, items: byDay.get(date) ?? [] }));
}

/** Items from a local date on, grouped by local day, days and items in time order (the agenda). */
export function agendaDays<T extends CalendarItem>(items: readonly T[], zone: string, fromDate: string): CalendarDay<T>[] {
  return [...groupByDay(items, zone).entries()]
    .filter(([date]) => date >= fromDate)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, dayItems]) => ({ date, items: dayItems }));
}

function groupByDay<T extends CalendarItem>(items: readonly T[], zone: string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => a.ts.localeCompare(b.ts) || a.id - b.id);
  for (const item of sorted) {
    const date = DateTime.fromISO(item.ts, { zone: 'utc' }).setZone(zone).toISODate();
    if (!date) continue;
    out.set(date, [...(out.get(date) ?? []), item]);
  }
  return out;
}

/** "Sun, Mar 14" for a day heading. */
export function dayLabel(date: string, zone: string): string {
  return DateTime.fromISO(date, { zone }).toFormat('ccc, LLL d');
}

/** "Mar 14 – 20, 2027" (or across months "Feb 28 – Mar 6, 2027") for the week heading. */
export function weekLabel(weekStart: string, zone: string): string {
  const a = DateTime.fromISO(weekStart, { zone });
  const b = a.plus({ days: 6 });
  if (a.year !== b.year) return `${a.toFormat('LLL d, yyyy')} – ${b.toFormat('LLL d, yyyy')}`;
  return a.month === b.month ? `${a.toFormat('LLL d')} – ${b.toFormat('d, yyyy')}` : `${a.toFormat('LLL d')} – ${b.toFormat('LLL d, yyyy')}`;
}

/** "9:00 AM EDT": the time of an item in the zone, with the zone's abbreviation. */
export function timeLabel(ts: string, zone: string): string {
  return DateTime.fromISO(ts, { zone: 'utc' }).setZone(zone).toFormat('h:mm a ZZZZ');
}
