import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from '@floorhire/rules';
import { SAMPLE_DASHBOARD_STATS, STATS_LOOKBACK_DAYS, sampleSeries, statWeeks, totalProsSeries, type StatPoint, type StatKind } from '@floorhire/domain-applications';
import type { AuthContext } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { isEmployerSubscribed } from '../subscription';
import { applicantsByWeek, prosByWeekEnd, statusReachedByWeek } from './dashboard.repository';

// Dashboard statistics (spec 001 §7, §9): each a list of {date, count} by week over a 30-day
// lookback padded to 4 weeks; total pros follows the §9 rule. Unsubscribed employers get the
// fixed sample series (§6); whether one is subscribed is the subscription module's answer.
// docs/decisions/105-dashboard-statistics.md.

const HISTORY_STATUS: Partial<Record<StatKind, string>> = { interview: 'Interview', hire: 'Hired', prescreened: 'Client', review: 'Review' };

const SAMPLE: Readonly<Record<StatKind, readonly number[]>> = {
  interview: SAMPLE_DASHBOARD_STATS.interview,
  hire: SAMPLE_DASHBOARD_STATS.hire,
  applicant: SAMPLE_DASHBOARD_STATS.applicant,
  prescreened: SAMPLE_DASHBOARD_STATS.prescreened,
  // The spec gives no review sample; reviews follow pre-screening, so that series stands in.
  review: SAMPLE_DASHBOARD_STATS.prescreened,
  pro: SAMPLE_DASHBOARD_STATS.pro,
};

const TZ = DEFAULT_TIMEZONE;

export async function statSeries(db: Queryable, kind: StatKind, employerId: number, options: { userProfileId?: number | undefined; lookbackDays?: number | undefined; now?: Date }): Promise<StatPoint[]> {
  const now = options.now ?? new Date();
  const weeks = statWeeks(now, options.lookbackDays ?? STATS_LOOKBACK_DAYS, TZ);
  const from = DateTime.fromISO(weeks[0]!, { zone: TZ }).toJSDate();
  const assignee = options.userProfileId ?? null;
  if (kind === 'pro') {
    const byWeek = new Map((await prosByWeekEnd(db, employerId, assignee, TZ, weeks)).map((r) => [r.week, r.n]));
    return totalProsSeries(weeks.map((date) => ({ date, count: byWeek.get(date) ?? 0 })));
  }
  const status = HISTORY_STATUS[kind];
  const rows = status !== undefined ? await statusReachedByWeek(db, employerId, assignee, TZ, status, from) : await applicantsByWeek(db, employerId, assignee, TZ, from);
  const byWeek = new Map(rows.map((r) => [r.week, r.n]));
  return weeks.map((date) => ({ date, count: byWeek.get(date) ?? 0 }));
}

/** The statistic the caller sees: real for staff and subscribed employers, else the sample (sample: true). */
export async function statFor(
  db: Queryable,
  auth: AuthContext,
  kind: StatKind,
  employerId: number,
  options: { userProfileId?: number | undefined; lookbackDays?: number | undefined },
): Promise<{ sample: boolean; points: StatPoint[] }> {
  if (!auth.isStaff && !(await isEmployerSubscribed(db, employerId))) return { sample: true, points: sampleSeries(SAMPLE[kind], new Date(), TZ) };
  return { sample: false, points: await statSeries(db, kind, employerId, options) };
}
