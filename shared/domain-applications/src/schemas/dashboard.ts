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
