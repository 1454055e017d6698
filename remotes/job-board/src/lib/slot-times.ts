import { DateTime } from 'luxon';
import { sortInterviewTimes } from '@floorhire/domain-applications';

// Interview times as the pro reads and proposes them: the server keeps UTC (spec 002 §9
// YYYY-MM-DD HH:mm:ss); the pro reads and picks times in their own zone, and the API converts
// dates with times in that zone to UTC itself, so a proposal stays right across a DST change.

/** "Fri, Mar 12, 9:00 AM CST" in the zone given. */
export function slotLabel(serverTs: string, zone: string): string {
  const at = DateTime.fromFormat(serverTs, 'yyyy-MM-dd HH:mm:ss', { zone: 'utc' });
  if (!at.isValid) return serverTs;
  return at.setZone(zone).toFormat('ccc, LLL d, yyyy, h:mm a ZZZZ');
}

/** Whether a server time (UTC) is already over: a past time is not confirmed any more. */
export function isPast(serverTs: string, now: Date = new Date()): boolean {
  const at = DateTime.fromFormat(serverTs, 'yyyy-MM-dd HH:mm:ss', { zone: 'utc' });
  return at.isValid && at.toMillis() <= now.getTime();
}

/** "Fri, Mar 12, 9:00 AM CST" from an ISO time (the applications list). */
export function isoLabel(iso: string, zone: string): string {
  const at = DateTime.fromISO(iso, { zone: 'utc' });
  return at.isValid ? at.setZone(zone).toFormat('ccc, LLL d, yyyy, h:mm a ZZZZ') : iso;
}

export interface TimeRow {
  date: string;
  time: string;
}

/** Rows of the propose form grouped by date, the body POST interview-slot takes; blank rows dropped. */
export function groupRows(rows: readonly TimeRow[]): { date: string; times: string[] }[] {
  const byDate = new Map<string, string[]>();
  for (const row of rows) {
    if (!/^\d{4}-\d{2}-\d{2}$/u.test(row.date) || !row.time) continue;
    byDate.set(row.date, [...(byDate.get(row.date) ?? []), row.time]);
  }
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, times]) => ({ date, times: sortInterviewTimes(times) }));
}

/** The browser's zone, else the spec's default (America/Chicago). */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Chicago';
  } catch {
    return 'America/Chicago';
  }
}

/** US zones offered, with the browser's own first when it is not among them. */
export const US_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu'] as const;
export function zoneChoices(own: string): string[] {
  return (US_ZONES as readonly string[]).includes(own) ? [...US_ZONES] : [own, ...US_ZONES];
}
