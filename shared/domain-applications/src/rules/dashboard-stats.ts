import { addCalendarDays, DEFAULT_TIMEZONE, formatDate, todayIn, toEpochMs, weekStart } from '@floorhire/rules';

// Dashboard statistics of spec 001 §9: a 30-day lookback grouped by week, padded to at least 4
// weeks; the total pros series is cut into 4-week maxima past 12 points, with a leading 0.

export const STATS_LOOKBACK_DAYS = 30;
export const STATS_MIN_WEEKS = 4;
export const TOTAL_PROS_MAX_POINTS = 12;

export interface StatPoint {
  /** YYYY-MM-DD, the Monday that starts the week, in the employer's zone. */
  date: string;
  count: number;
}

/** Week starts (Mondays) covering the lookback, oldest first, at least STATS_MIN_WEEKS of them. */
export function statWeeks(now: Date = new Date(), lookbackDays = STATS_LOOKBACK_DAYS, zone = DEFAULT_TIMEZONE): string[] {
  // Calendar dates in the zone: 'YYYY-MM-DD' strings compare in date order.
  const today = todayIn(zone, now);
  const end = weekStart(today);
  let start = weekStart(addCalendarDays(today, -lookbackDays));
  const minStart = addCalendarDays(end, -7 * (STATS_MIN_WEEKS - 1));
  if (start > minStart) start = minStart;
  const weeks: string[] = [];
  for (let w = start; w <= end; w = addCalendarDays(w, 7)) weeks.push(w);
  return weeks;
}

/** Counts events per week of `weeks` (events before the first week are ignored). */
export function weeklyCounts(events: readonly (Date | string)[], weeks: readonly string[], zone = DEFAULT_TIMEZONE): StatPoint[] {
  const counts = new Map(weeks.map((w) => [w, 0]));
  for (const e of events) {
    const week = weekStart(formatDate(toEpochMs(e), zone));
    if (counts.has(week)) counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  return weeks.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

/**
 * Total pros chart series: past TOTAL_PROS_MAX_POINTS points the series is cut into 4-week
 * groups, each shown by its maximum (dated by the group's first week); a leading 0 comes first.
 */
export function totalProsSeries(points: readonly StatPoint[]): StatPoint[] {
  let series = [...points];
  if (series.length > TOTAL_PROS_MAX_POINTS) {
    const cut: StatPoint[] = [];
    for (let i = 0; i < series.length; i += 4) {
      const group = series.slice(i, i + 4);
      cut.push({ date: group[0]!.date, count: Math.max(...group.map((p) => p.count)) });
    }
    series = cut;
  }
  const first = series[0]?.date;
  const lead = first ? addCalendarDays(first, -7) : '';
  return [{ date: lead, count: 0 }, ...series];
}

/** The fixed sample series of spec 001 §6, dated like a real answer. */
export function sampleSeries(values: readonly number[], now: Date = new Date(), zone = DEFAULT_TIMEZONE): StatPoint[] {
  const end = weekStart(todayIn(zone, now));
  return values.map((count, i) => ({ date: addCalendarDays(end, -7 * (values.length - 1 - i)), count }));
}
