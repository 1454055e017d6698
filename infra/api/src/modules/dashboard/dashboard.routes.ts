import { ROLES } from '@floorhire/rules';
import { StatChartQuerySchema, StatChartSchema, StatParamsSchema, StatQuerySchema, StatSeriesSchema, STAT_KINDS, type StatKind } from '@floorhire/domain-applications';
import { route, type RouteDef } from '../../http/route';
import { renderStatChart } from './dashboard.chart';
import { statFor } from './dashboard.service';

// Dashboard statistics (spec 001 §7, §9): GET employer/{employerId}/stats/{kind}, each a list
// of {date, count} by week over a 30-day lookback padded to 4 weeks; total pros follows the §9
// rule. Unsubscribed employers get the fixed sample series (§6) with X-Sample-Data: true.
// docs/decisions/105-dashboard-statistics.md.

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
      const stat = await statFor(ctx.db, ctx.requireAuth(), kind, ctx.params.employerId, { userProfileId: ctx.query.userProfileId, lookbackDays: ctx.query.lookbackDays });
      if (stat.sample) void ctx.reply.header('x-sample-data', 'true');
      return stat.points;
    },
  });

// The series comes from the caller, who has just read it (or shows the sample): the answer
// depends on the query alone, so the browser keeps it, and the chart never disagrees with the
// numbers beside it. The employer in the path keeps the route to that employer's users.
const chartRoute = route({
  method: 'GET',
  url: '/employer/:employerId/stats/chart',
  summary: 'A weekly statistic drawn as an SVG column chart of the given width (the dashboard draws it live only when a user reaches for it; ADR 283)',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'employerId' },
  params: StatParamsSchema,
  query: StatChartQuerySchema,
  response: StatChartSchema,
  errors: [403],
  async handler(ctx) {
    const svg = await renderStatChart(ctx.query.title, ctx.query.points, ctx.query.width);
    void ctx.reply.header('cache-control', 'private, max-age=86400');
    return { svg };
  },
});

export const dashboardRoutes: readonly RouteDef[] = [...STAT_KINDS.map(statRoute), chartRoute];
