import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE, ROLES, SAMPLE_DASHBOARD_STATS, STATS_LOOKBACK_DAYS, sampleSeries, statWeeks, totalProsSeries, type StatPoint } from '@floorhire/rules';
import { StatParamsSchema, StatQuerySchema, StatSeriesSchema, STAT_KINDS, type StatKind } from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { route, type RouteDef } from '../../http/route';
import { employerSubscribed } from '../applications/applications.routes';

// Dashboard statistics (spec 001 §7, §9): GET employer/{employerId}/stats/{kind}, each a list
// of {date, count} by week over a 30-day lookback padded to 4 weeks; total pros follows the §9
// rule. Unsubscribed employers get the fixed sample series (§6) with X-Sample-Data: true.
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
    // Total pros: distinct pros in the employer's pipeline by the end of each week.
    const { rows } = await db.query<{ week: string; n: number }>(
      `select w.week, (select count(distinct ja.user_profile_id)::int from job_applicants ja join jobs j on j.id = ja.job_id
          where j.employer_id = $1 and ja.status <> 'Notified' and ($2::int is null or j.employer_assignee_id = $2)
            and coalesce(ja.apply_ts, ja.create_ts) < ((w.week::date + 7)::timestamp at time zone $3)) as n
       from unnest($4::text[]) as w(week)`,
      [employerId, assignee, TZ, weeks],
    );
    const byWeek = new Map(rows.map((r) => [r.week, r.n]));
    return totalProsSeries(weeks.map((date) => ({ date, count: byWeek.get(date) ?? 0 })));
  }
  const status = HISTORY_STATUS[kind];
  const { rows } =
    status !== undefined
      ? await db.query<{ week: string; n: number }>(
          `select to_char(date_trunc('week', h.create_ts at time zone $3), 'YYYY-MM-DD') as week, count(distinct h.job_applicant_id)::int as n
           from job_applicant_status_history h join job_applicants ja on ja.id = h.job_applicant_id join jobs j on j.id = ja.job_id
           where j.employer_id = $1 and ($2::int is null or j.employer_assignee_id = $2) and h.status = $4 and h.create_ts >= $5
           group by 1`,
          [employerId, assignee, TZ, status, from],
        )
      : await db.query<{ week: string; n: number }>(
          `select to_char(date_trunc('week', coalesce(ja.apply_ts, ja.create_ts) at time zone $3), 'YYYY-MM-DD') as week, count(*)::int as n
           from job_applicants ja join jobs j on j.id = ja.job_id
           where j.employer_id = $1 and ($2::int is null or j.employer_assignee_id = $2) and ja.status <> 'Notified' and coalesce(ja.apply_ts, ja.create_ts) >= $4
           group by 1`,
          [employerId, assignee, TZ, from],
        );
  const byWeek = new Map(rows.map((r) => [r.week, r.n]));
  return weeks.map((date) => ({ date, count: byWeek.get(date) ?? 0 }));
}

const KIND_SUMMARY: Readonly<Record<StatKind, string>> = {
  interview: 'applicants moved to Interview',
  hire: 'applicants hired',
  applicant: 'new applicants',
  prescreened: 'applicants pre-screened (Engaged)',
  review: 'applicants moved to Review',
  pro: 'total pros in the pipeline (4-week maxima past 12 points, leading 0)',
};

const statRoute = (kind: StatKind) =>
  route({
    method: 'GET',
    url: `/employer/:employerId/stats/${kind}`,
    summary: `Weekly ${KIND_SUMMARY[kind]} over the lookback (default 30 days, at least 4 weeks); userProfileId limits to Mine; unsubscribed employers get the sample series`,
    access: [ROLES.userEmployer],
    tenancy: { kind: 'employer', from: 'params', key: 'employerId' },
    params: StatParamsSchema,
    query: StatQuerySchema,
    response: StatSeriesSchema,
    errors: [403],
    async handler(ctx) {
      const auth = ctx.requireAuth();
      if (!auth.isStaff && !(await employerSubscribed(ctx.db, ctx.params.employerId))) {
        void ctx.reply.header('x-sample-data', 'true');
        return sampleSeries(SAMPLE[kind], new Date(), TZ);
      }
      return statSeries(ctx.db, kind, ctx.params.employerId, { userProfileId: ctx.query.userProfileId, lookbackDays: ctx.query.lookbackDays });
    },
  });

export const dashboardRoutes: readonly RouteDef[] = STAT_KINDS.map(statRoute);
