import * as v from 'valibot';
import { IdSchema } from '@floorhire/schemas';

// Dashboard statistics (spec 001 §2, §7, §9; docs/decisions/105-dashboard-statistics.md).

export const STAT_KINDS = ['interview', 'hire', 'applicant', 'prescreened', 'review', 'pro'] as const;
export type StatKind = (typeof STAT_KINDS)[number];

export const StatParamsSchema = v.object({ employerId: IdSchema });
export const StatQuerySchema = v.object({
  /** Mine: only jobs this user is the hiring contact of. */
  userProfileId: v.optional(IdSchema),
  /** Default 30 (spec 001 §9). */
  lookbackDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(7), v.maxValue(400))),
});
export const StatPointSchema = v.object({ date: v.string(), count: v.number() });
export const StatSeriesSchema = v.array(StatPointSchema);
export type StatSeries = v.InferOutput<typeof StatSeriesSchema>;

/** At most a year of weeks per chart. */
export const STAT_CHART_MAX_POINTS = 60;
const POINT = String.raw`\d{4}-\d{2}-\d{2}:\d{1,9}`;
const POINTS = new RegExp(`^${POINT}(?:,${POINT}){0,${STAT_CHART_MAX_POINTS - 1}}$`, 'u');
// The server's SVG writer copies text into markup unescaped, so a chart's title admits no
// character markup could use (< > & " ' and the like), only what a statistic's name needs.
const CHART_TITLE = /^[\p{L}\p{N}][\p{L}\p{N} .,:()/+-]*$/u;

/** A series in a query string: 'YYYY-MM-DD:count' pairs joined by commas, oldest first. */
export const encodeStatPoints = (points: readonly { date: string; count: number }[]) => points.map((p) => `${p.date}:${p.count}`).join(',');

/** GET employer/{employerId}/stats/chart: the series the dashboard shows, drawn as SVG (ADR 283). */
export const StatChartQuerySchema = v.object({
  title: v.pipe(v.string(), v.minLength(1, 'Enter a title'), v.maxLength(60, 'Must be at most 60 characters'), v.regex(CHART_TITLE, 'Must be letters, digits, spaces and . , : ( ) / + - only')),
  points: v.pipe(
    v.string(),
    v.regex(POINTS, `Must be 1 to ${STAT_CHART_MAX_POINTS} date:count pairs, comma-separated`),
    v.transform((text) => text.split(',').map((pair) => ({ date: pair.slice(0, 10), count: Number(pair.slice(11)) }))),
  ),
  width: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,4}$/u, 'Must be a whole number'), v.transform(Number))], 'Must be a whole number'),
    v.number(),
    v.integer('Must be a whole number'),
    v.minValue(160, 'Must be 160 or more'),
    v.maxValue(1600, 'Must be 1600 or less'),
  ),
});
export const StatChartSchema = v.object({ svg: v.pipe(v.string(), v.startsWith('<svg')) });
