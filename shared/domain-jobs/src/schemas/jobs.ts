import * as v from 'valibot';
import { PAY_PERIODS } from '@floorhire/rules';
import { IdSchema, TimestampSchema } from '@floorhire/schemas';
import { EXPERIENCE_LEVELS, HIRE_TYPES, JOB_STATUSES, SCREENER_QUESTIONS } from '../rules/catalogues';
import { JOB_API_ERRORS } from '../texts/api';

// Jobs service DTOs (spec 001 §3, §7). docs/decisions/090-jobs-service.md explains the choices
// the spec leaves open; docs/api.md lists the routes.

/** Hire types employers pick plus the staff view's (spec 001 §9, 002 §3). */
export const JOB_HIRE_TYPES = [...HIRE_TYPES, 'Temp', 'Direct hire', 'Pending direct hire'] as const;
export const JOB_SHIFT_CODES = [0, 1, 2, 3, 4] as const;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be ${max} characters or fewer`));
const nullableText = (max: number) => v.nullish(text(max));
const Money = v.pipe(v.number('Must be a number'), v.finite('Must be a number'), v.minValue(0, 'This value must be greater or equal than 0'), v.maxValue(10_000_000, 'Must be 10,000,000 or less'));
const TimeOfDay = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/u, JOB_API_ERRORS.invalidTime), v.transform((t) => t.slice(0, 5)));
const HttpUrl = v.pipe(v.string(), v.trim(), v.maxLength(2000), v.url(JOB_API_ERRORS.invalidCareerSiteUrl), v.regex(/^https?:\/\//iu, JOB_API_ERRORS.invalidCareerSiteUrl));
const IdList = v.pipe(v.array(IdSchema), v.maxLength(100, 'Too many items'));

export const MachineSelectionSchema = v.object({
  machineId: IdSchema,
  brandIds: v.optional(IdList, []),
});
export type MachineSelection = v.InferOutput<typeof MachineSelectionSchema>;

export const ScreenerQuestionsListSchema = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Must be 500 characters or fewer'))),
  v.maxLength(SCREENER_QUESTIONS.max, JOB_API_ERRORS.screenerQuestionsMax(SCREENER_QUESTIONS.max)),
);

/**
 * The job payload of §3 plus the wizard's keyword, question and screening steps, so one save is
 * one transaction. Every field is optional on PATCH; POST needs employerId.
 */
const jobFields = {
  jobTitleId: v.nullish(IdSchema),
  displayTitle: nullableText(200),
  employerAssigneeId: v.nullish(IdSchema),
  /** Staff only (§6). */
  assigneeId: v.nullish(IdSchema),
  hireType: v.nullish(v.picklist(JOB_HIRE_TYPES, 'Unknown hire type')),
  shift: v.nullish(v.picklist(JOB_SHIFT_CODES, JOB_API_ERRORS.invalidShift)),
  startTime: v.nullish(TimeOfDay),
  endTime: v.nullish(TimeOfDay),
  payRateMin: v.nullish(Money),
  payRateMax: v.nullish(Money),
  payRateSalaryMin: v.nullish(Money),
  payRateSalaryMax: v.nullish(Money),
  payRatePeriod: v.optional(v.picklist(PAY_PERIODS, 'Pay period must be hourly or annual')),
  experience: v.nullish(v.picklist(EXPERIENCE_LEVELS, 'Experience must be entry, mid or senior')),
  rawDescription: nullableText(20_000),
  /** The enriched description; HTML is always rendered by the server from it. */
  descriptionMarkdown: nullableText(30_000),
  street1: nullableText(200),
  city: nullableText(100),
  state: nullableText(50),
  postalCode: v.nullish(v.pipe(v.string(), v.trim(), v.regex(/^(\d{5})?$/u, 'Please enter a valid 5-digit ZIP code'))),
  anonymous: v.optional(v.boolean()),
  autoSubmission: v.optional(v.boolean()),
  hiresPerPosition: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1, 'This value must be greater than 0'), v.maxValue(1000))),
  minimumApplicantsPerWeek: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
  screeningAction: v.optional(v.picklist(['screen', 'url'], 'Screening action must be screen or url')),
  employerCareerSiteUrl: v.nullish(HttpUrl),
  knowledgeDisciplineIds: v.optional(IdList),
  machines: v.optional(v.pipe(v.array(MachineSelectionSchema), v.maxLength(100, 'Too many items'))),
  materialIds: v.optional(IdList),
  jobSkillIds: v.optional(IdList),
  screenerQuestions: v.optional(ScreenerQuestionsListSchema),
};

export const CreateJobBodySchema = v.strictObject({
  employerId: IdSchema,
  /** Draft saves the wizard's progress; live submits it (slot and completeness checks). */
  status: v.optional(v.picklist(['draft', 'live'], 'Status must be draft or live'), 'draft'),
  ...jobFields,
});
export type CreateJobBody = v.InferOutput<typeof CreateJobBodySchema>;

export const UpdateJobBodySchema = v.strictObject({
  status: v.optional(v.picklist(JOB_STATUSES, 'Unknown job status')),
  ...jobFields,
});
export type UpdateJobBody = v.InferOutput<typeof UpdateJobBodySchema>;

const BooleanFlag = v.optional(v.boolean('Must be true or false'));

export const CreateJobQuerySchema = v.object({ skipJobSlotsValidation: BooleanFlag });
export const UpdateJobQuerySchema = v.object({ skipJobSlotsValidation: BooleanFlag });

export const JOB_INCLUDES = ['jobTitle', 'screenerQuestions', 'taxonomy', 'watchers', 'statusHistories', 'employer'] as const;
export const JobReadQuerySchema = v.object({
  include: v.optional(v.pipe(v.array(v.picklist(JOB_INCLUDES, 'Unknown include')), v.maxLength(JOB_INCLUDES.length))),
});

const NamedSchema = v.object({ id: v.number(), name: v.string() });
const PersonSchema = v.object({ id: v.number(), nameFirst: v.string(), nameLast: v.string() });

export const JobStatusHistorySchema = v.object({
  status: v.picklist(JOB_STATUSES),
  creatorId: v.nullable(v.number()),
  creator: v.nullable(PersonSchema),
  createTs: TimestampSchema,
  /** §4: "Reposted to new matches and external job boards" or "Status set to {status}". */
  text: v.string(),
});

export const JobWatcherSchema = v.object({
  watcherId: v.number(),
  nameFirst: v.string(),
  nameLast: v.string(),
  email: v.string(),
  createTs: TimestampSchema,
});
export type JobWatcherDto = v.InferOutput<typeof JobWatcherSchema>;

export const JobSchema = v.object({
  id: v.number(),
  employerId: v.number(),
  employer: v.object({ id: v.number(), name: v.string() }),
  status: v.picklist(JOB_STATUSES),
  /** displayTitle, else the custom title, else the taxonomy title. */
  title: v.string(),
  jobTitleId: v.nullable(v.number()),
  jobTitle: v.nullable(v.object({ id: v.number(), title: v.string() })),
  jobTitleCustom: v.nullable(v.string()),
  displayTitle: v.nullable(v.string()),
  employerAssigneeId: v.nullable(v.number()),
  assigneeId: v.nullable(v.number()),
  creatorId: v.nullable(v.number()),
  hireType: v.nullable(v.string()),
  shift: v.nullable(v.number()),
  startTime: v.nullable(v.string()),
  endTime: v.nullable(v.string()),
  payRateMin: v.nullable(v.number()),
  payRateMax: v.nullable(v.number()),
  payRateSalaryMin: v.nullable(v.number()),
  payRateSalaryMax: v.nullable(v.number()),
  payRatePeriod: v.picklist(PAY_PERIODS),
  experience: v.nullable(v.string()),
  rawDescription: v.nullable(v.string()),
  description: v.object({ html: v.nullable(v.string()), markdown: v.nullable(v.string()) }),
  street1: v.nullable(v.string()),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  postalCode: v.nullable(v.string()),
  anonymous: v.boolean(),
  autoSubmission: v.boolean(),
  hiresPerPosition: v.nullable(v.number()),
  minimumApplicantsPerWeek: v.nullable(v.number()),
  screeningAction: v.picklist(['screen', 'url']),
  employerCareerSiteUrl: v.nullable(v.string()),
  screenerQuestions: v.array(v.object({ id: v.number(), question: v.string(), displayOrder: v.number() })),
  jobKnowledgeDisciplineMaps: v.array(v.object({ knowledgeDisciplineId: v.number(), name: v.string() })),
  jobMachineMaps: v.array(
    v.object({
      machineId: v.number(),
      name: v.string(),
      jobMachineBrandMaps: v.array(v.object({ brandId: v.number(), name: v.string() })),
    }),
  ),
  jobMaterialMaps: v.array(v.object({ materialId: v.number(), name: v.string() })),
  jobSkillMaps: v.array(v.object({ jobSkillId: v.number(), name: v.string(), category: v.number() })),
  employerUserJobWatchers: v.array(v.object({ watcherId: v.number() })),
  /** Staff only; empty for employers. */
  jobWatchers: v.array(v.object({ watcherId: v.number() })),
  statusHistories: v.array(JobStatusHistorySchema),
  /** What still blocks publishing (field names of §5); empty when the job can go live. */
  missingFields: v.array(v.string()),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
  statusUpdateTs: TimestampSchema,
});
export type JobDto = v.InferOutput<typeof JobSchema>;

/** Answer of POST /job and PATCH /job/{id}: the job and the §8 success text to show. */
export const JobSaveAnswerSchema = v.object({
  job: JobSchema,
  message: v.nullable(v.string()),
  paymentNote: v.boolean(),
});
export type JobSaveAnswer = v.InferOutput<typeof JobSaveAnswerSchema>;

// ── lists ──────────────────────────────────────────────────────────────────────────────────

export const JOB_LIST_SORT_KEYS = [
  'statusUpdateTs',
  'updateTs',
  'createTs',
  'status',
  'title',
  'newApplications',
  'outreach',
  'engaged',
  'reviewed',
  'interview',
  'offer',
  'hired',
] as const;
const ORDER_PATTERN = new RegExp(`^(${JOB_LIST_SORT_KEYS.join('|')})( (ASC|DESC|asc|desc))?$`, 'u');
const OrderItem = v.pipe(v.string(), v.regex(ORDER_PATTERN, `Order must be one of ${JOB_LIST_SORT_KEYS.join(', ')} with ASC or DESC`));

/** Empty filter values ('' or null or []) are allowed and ignored (§2: dropped from the query). */
const Empty = v.union([v.literal(''), v.null()]);
const OptionalId = v.optional(v.union([IdSchema, Empty]));
const StatusFilter = v.optional(
  v.union([v.picklist(JOB_STATUSES, 'Unknown job status'), v.object({ inq: v.pipe(v.array(v.picklist(JOB_STATUSES, 'Unknown job status')), v.maxLength(5)) }), Empty]),
);

export const JobSummaryFilterSchema = v.object({
  where: v.optional(
    v.object({
      status: StatusFilter,
      /** Mine: jobs the user is hiring contact for, created, or watches (docs/decisions/091). */
      employerUserProfileId: OptionalId,
      employerAssigneeId: OptionalId,
      /** Staff list only. */
      employerId: OptionalId,
      assigneeId: OptionalId,
    }),
  ),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
  order: v.optional(v.union([OrderItem, v.pipe(v.array(OrderItem), v.maxLength(4))])),
});
export const JobSummaryQuerySchema = v.object({
  filter: v.optional(JobSummaryFilterSchema),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type JobSummaryQuery = v.InferOutput<typeof JobSummaryQuerySchema>;

export const JobApplicantCountsSchema = v.object({
  /** New and Contact: the employer's "New Applications" (spec 001 §4). */
  newApplications: v.number(),
  /** Contact, the staff's "Outreach". */
  outreach: v.number(),
  engaged: v.number(),
  reviewed: v.number(),
  interview: v.number(),
  offer: v.number(),
  hired: v.number(),
});

export const JobSummaryRowSchema = v.object({
  id: v.number(),
  employerId: v.number(),
  employerName: v.string(),
  title: v.string(),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  status: v.picklist(JOB_STATUSES),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
  statusUpdateTs: TimestampSchema,
  employerAssigneeId: v.nullable(v.number()),
  /** The hiring contact's full name (docs/decisions/114-people-and-employer-reads.md). */
  employerAssigneeName: v.nullable(v.string()),
  assigneeId: v.nullable(v.number()),
  /** The staff assignee's full name. */
  assigneeName: v.nullable(v.string()),
  creatorId: v.nullable(v.number()),
  applicantCounts: JobApplicantCountsSchema,
});
export type JobSummaryRow = v.InferOutput<typeof JobSummaryRowSchema>;
export const JobSummaryListSchema = v.array(JobSummaryRowSchema);

// ── keyword, question and watcher routes ───────────────────────────────────────────────────

export const JobIdParamsSchema = v.object({ id: IdSchema });
export const JobWatcherParamsSchema = v.object({ id: IdSchema, userId: IdSchema });
export const JobAdminWatcherParamsSchema = v.object({ id: IdSchema, watcherId: IdSchema });

export const KnowledgeDisciplinesBodySchema = v.strictObject({ knowledgeDisciplineIds: IdList });
export const MachinesBodySchema = v.strictObject({ machines: v.pipe(v.array(MachineSelectionSchema), v.maxLength(100, 'Too many items')) });
export const MaterialsBodySchema = v.strictObject({ materialIds: IdList });
export const JobSkillsBodySchema = v.strictObject({ jobSkillIds: IdList });
export const ScreeningQuestionsBodySchema = v.strictObject({
  screenerQuestions: v.array(v.object({ question: v.pipe(v.string(), v.maxLength(500)), displayOrder: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))) })),
});
export const AdminWatcherBodySchema = v.strictObject({ watcherId: IdSchema });
export const JobWatcherListSchema = v.array(JobWatcherSchema);
export const WatchingAnswerSchema = v.object({ watching: v.boolean(), watchers: JobWatcherListSchema });

export const JobSlotsSchema = v.object({
  employerId: v.number(),
  subscribed: v.boolean(),
  /** null: no plan gives slots ("N/A", spec 002 §9). */
  total: v.nullable(v.number()),
  /** Slots the plan itself includes; live jobs beyond these ride on paid extra allocations. */
  planSlots: v.nullable(v.number()),
  used: v.number(),
  available: v.number(),
});
export type JobSlotsDto = v.InferOutput<typeof JobSlotsSchema>;

// ── taxonomy reads the wizard needs ────────────────────────────────────────────────────────

export const TaxonomyListSchema = v.array(NamedSchema);
export const MachineWithBrandsSchema = v.object({ id: v.number(), name: v.string(), brands: v.array(NamedSchema) });
export const MachineListSchema = v.array(MachineWithBrandsSchema);
export const JobSkillListSchema = v.array(v.object({ id: v.number(), name: v.string(), category: v.number() }));
export const JobTitleItemSchema = v.object({ id: v.number(), title: v.string(), skillLevel: v.nullable(v.string()) });
export const JobTitleListSchema = v.array(JobTitleItemSchema);

export const TaxonomyListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))),
});
export const JobSkillListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  category: v.optional(v.picklist([1, 2, 3, 4], 'Category must be 1, 2, 3 or 4')),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500))),
});

/** GET /job-title: filter { where: { title: { like } }, limit, order } (spec 002 §7). */
export const JobTitleSearchQuerySchema = v.object({
  filter: v.optional(
    v.object({
      where: v.optional(v.object({ title: v.optional(v.union([v.pipe(v.string(), v.maxLength(100)), v.object({ like: v.pipe(v.string(), v.maxLength(100)) })])) })),
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
      order: v.optional(v.picklist(['title ASC', 'title DESC'])),
    }),
  ),
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

export const NormalizeJobTitleQuerySchema = v.object({ jobTitle: v.pipe(v.string(), v.trim(), v.nonEmpty('Required.'), v.maxLength(200)) });
export const NormalizedJobTitleSchema = v.object({
  input: v.string(),
  /** The taxonomy title the free text maps to, or null when nothing is close enough. */
  jobTitle: v.nullable(JobTitleItemSchema),
  similarity: v.number(),
  /** Keep the user's words as jobTitleCustom when they differ from the taxonomy title. */
  jobTitleCustom: v.nullable(v.string()),
});
export type NormalizedJobTitle = v.InferOutput<typeof NormalizedJobTitleSchema>;
