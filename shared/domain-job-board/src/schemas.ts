import * as v from 'valibot';
import { APPLICANT_STATUSES, PAY_PERIODS, PayRateSchema, ZipSchema } from '@floorhire/rules';
import { IdSchema, TimestampSchema } from '@floorhire/schemas';
import { JOB_NOTIFICATION_STATUSES, JOB_SEARCH_LIMITS, JOB_SORTS } from './rules';

// The job board's API (spec 002 §7 public calls and the pro job-search filter).

const Ids = v.pipe(v.array(IdSchema), v.maxLength(200, 'At most 200 ids'));
const Zip = ZipSchema;

/** The pro job-search filter of §7; the public search takes the same minus the pro's own lists. */
export const JobSearchFilterSchema = v.object({
  jobTitleIds: v.optional(Ids),
  postalCode: v.optional(v.nullable(Zip)),
  minPay: v.optional(v.nullable(PayRateSchema)),
  radius: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(JOB_SEARCH_LIMITS.maxRadius)))),
  shifts: v.optional(v.pipe(v.array(v.picklist([0, 1, 2, 3, 4], 'Unknown shift')), v.maxLength(5))),
  sortBy: v.optional(v.picklist(JOB_SORTS, 'Unknown sort')),
  notInterestedJobIds: v.optional(Ids),
  showNotInterestedJobs: v.optional(v.boolean()),
  ids: v.optional(Ids),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(JOB_SEARCH_LIMITS.maxPage))),
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
});
export type JobSearchFilter = v.InferOutput<typeof JobSearchFilterSchema>;
export const JobSearchQuerySchema = v.object({ filter: v.optional(JobSearchFilterSchema) });

export const PublicJobSchema = v.object({
  id: v.number(),
  jobTitleId: v.nullable(v.number()),
  title: v.string(),
  /** null when the employer posts anonymously. */
  employerName: v.nullable(v.string()),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  postalCode: v.nullable(v.string()),
  payRatePeriod: v.picklist(PAY_PERIODS),
  payRateMin: v.nullable(v.number()),
  payRateMax: v.nullable(v.number()),
  payRateSalaryMin: v.nullable(v.number()),
  payRateSalaryMax: v.nullable(v.number()),
  shift: v.nullable(v.number()),
  startTime: v.nullable(v.string()),
  endTime: v.nullable(v.string()),
  hireType: v.nullable(v.string()),
  experience: v.nullable(v.string()),
  /** Miles from the searched ZIP, one decimal; null without a ZIP or without a job location. */
  distanceMiles: v.nullable(v.number()),
  screenerQuestionCount: v.number(),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
});
export type PublicJob = v.InferOutput<typeof PublicJobSchema>;
export const PublicJobListSchema = v.array(PublicJobSchema);

export const JobDetailSchema = v.object({
  ...PublicJobSchema.entries,
  descriptionHtml: v.nullable(v.string()),
  skills: v.array(v.object({ id: v.number(), name: v.string(), category: v.number() })),
});
export type JobDetail = v.InferOutput<typeof JobDetailSchema>;

/** What a pro sees of a job in opportunities: the public job plus their own state. */
export const ProJobSchema = v.object({
  ...PublicJobSchema.entries,
  notificationStatus: v.nullable(v.picklist(JOB_NOTIFICATION_STATUSES)),
  applicationId: v.nullable(v.number()),
  applicationStatus: v.nullable(v.picklist(APPLICANT_STATUSES)),
});
export type ProJob = v.InferOutput<typeof ProJobSchema>;
export const ProJobListSchema = v.array(ProJobSchema);
export const ProJobDetailSchema = v.object({ ...JobDetailSchema.entries, ...ProJobSchema.entries });
export type ProJobDetail = v.InferOutput<typeof ProJobDetailSchema>;

export const JobIdParamsSchema = v.object({ id: IdSchema });
export const JobDetailQuerySchema = v.object({ postalCode: v.optional(Zip) });

export const NotInterestedBodySchema = v.object({
  reason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Must be 500 characters or fewer')))),
});

// ── taxonomy reads of the public pages ──
export const PublicJobTitleSchema = v.object({ id: v.number(), title: v.string() });
export const PublicJobTitleListSchema = v.array(PublicJobTitleSchema);
export const NamedItemSchema = v.object({ id: v.number(), name: v.string() });
export const NamedItemListSchema = v.array(NamedItemSchema);
export const AchievementListSchema = v.array(v.object({ id: v.number(), title: v.string() }));
export const TaxonomySearchQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});

// ── the pro's applications ──
export const ProApplicationSchema = v.object({
  id: v.number(),
  jobId: v.number(),
  jobTitle: v.string(),
  employerName: v.nullable(v.string()),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  status: v.picklist(APPLICANT_STATUSES),
  applyTs: v.nullable(TimestampSchema),
  updateTs: TimestampSchema,
  /** Questions of the job still unanswered. */
  unansweredQuestions: v.number(),
  /** The accepted time, else the earliest open proposal (UTC ISO), with the interview's zone. */
  nextInterview: v.nullable(v.object({ tsInterview: TimestampSchema, status: v.string(), timezone: v.string(), type: v.string() })),
  /** Open times the employer proposed and the pro has not answered. */
  proposedSlots: v.number(),
});
export type ProApplication = v.InferOutput<typeof ProApplicationSchema>;
export const ProApplicationListSchema = v.array(ProApplicationSchema);
export const ProParamsSchema = v.object({ id: IdSchema });
