import * as v from 'valibot';
import { APPLICANT_STATUSES } from '@floorhire/rules';
import { IdSchema, TimestampSchema } from '@floorhire/schemas';
import { APPLICANT_PSEUDO_STATUSES } from '../rules/applicants';
import { APPLICANT_FILTER_TABS, INTERVIEW_PROPOSERS, INTERVIEW_SLOT_STATUSES } from '../rules/catalogues';
import { INTERVIEW_TYPES } from '../rules/interview-times';
import { ScoreEvidenceSchema } from './scoring';

// Applications service DTOs: applicants of a job, applicant detail, notes, screener answers and
// pre-screened candidates (spec 001 §3, §7; docs/decisions/100-applications-api.md).

const ApplicantStatusSchema = v.picklist(APPLICANT_STATUSES, 'Unknown applicant status');
const BooleanFlag = v.optional(v.boolean('Must be true or false'));
const Limit = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)));
const Skip = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)));

export const APPLICANT_ORDERS = ['score DESC', 'updateTs DESC', 'updateTs ASC', 'nameLast ASC', 'nameLast DESC'] as const;
export type ApplicantOrder = (typeof APPLICANT_ORDERS)[number];

export const ApplicantFilterSchema = v.object({
  where: v.optional(
    v.object({
      /** A status, a pseudo status (All, employerNew) or {inq: [...]}. */
      status: v.optional(
        v.union([
          ApplicantStatusSchema,
          v.picklist(APPLICANT_PSEUDO_STATUSES),
          v.object({ inq: v.pipe(v.array(ApplicantStatusSchema), v.maxLength(APPLICANT_STATUSES.length)) }),
        ]),
      ),
      /** A filter tab of spec 001 §2. */
      tab: v.optional(v.picklist(APPLICANT_FILTER_TABS, 'Unknown filter tab')),
    }),
  ),
  limit: Limit,
  skip: Skip,
  offset: Skip,
  order: v.optional(v.union([v.picklist(APPLICANT_ORDERS, 'Unknown sort order'), v.pipe(v.array(v.picklist(APPLICANT_ORDERS, 'Unknown sort order')), v.maxLength(3))])),
});

export const ApplicantListQuerySchema = v.object({
  filter: v.optional(ApplicantFilterSchema),
  /** Pro name or phone (spec 001 §5). */
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type ApplicantListQuery = v.InferOutput<typeof ApplicantListQuerySchema>;

export const ApplicantProfileSchema = v.object({
  id: v.number(),
  nameFirst: v.string(),
  nameLast: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  avatarUrl: v.nullable(v.string()),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
});

export const SlotSchema = v.object({
  id: v.number(),
  /** Server format YYYY-MM-DD HH:mm:ss in UTC (spec 001 §9). */
  tsInterview: v.string(),
  status: v.picklist(INTERVIEW_SLOT_STATUSES),
  proposer: v.nullable(v.picklist(INTERVIEW_PROPOSERS)),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
});

export const InterviewSchema = v.object({
  id: v.number(),
  jobApplicantId: v.number(),
  type: v.picklist(INTERVIEW_TYPES),
  schedulingType: v.picklist(['manual', 'auto']),
  schedulingMode: v.picklist(['calendar', 'set', 'schedule']),
  location: v.nullable(v.string()),
  interviewDetails: v.nullable(v.string()),
  interviewLength: v.nullable(v.number()),
  allowSameDayInterview: v.boolean(),
  timezone: v.string(),
  applicantAttended: v.nullable(v.number()),
  /** Derived (spec 001 §4): accepted, proposed, canceled or none. */
  status: v.picklist(['accepted', 'proposed', 'canceled', 'none']),
  /** Scheduled, Accepted, Proposed, Canceled or Not scheduled. */
  headline: v.string(),
  showAttendance: v.boolean(),
  jobApplicantInterviewSlots: v.array(SlotSchema),
  timeline: v.array(v.object({ text: v.string(), createTs: TimestampSchema })),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
});
export type InterviewDto = v.InferOutput<typeof InterviewSchema>;

export const ApplicantListItemSchema = v.object({
  id: v.number(),
  jobId: v.number(),
  userProfileId: v.number(),
  status: ApplicantStatusSchema,
  /** Display name for the caller (employer or staff words). */
  statusLabel: v.string(),
  screened: v.boolean(),
  /** 0-10, one decimal; null until first scored. */
  score: v.nullable(v.number()),
  scoreEvidence: v.nullable(ScoreEvidenceSchema),
  createTs: TimestampSchema,
  applyTs: v.nullable(TimestampSchema),
  submitTs: v.nullable(TimestampSchema),
  updateTs: TimestampSchema,
  screeningLastSentTs: v.nullable(TimestampSchema),
  screeningSentCount: v.number(),
  applicantAttended: v.nullable(v.number()),
  rejectionReason: v.nullable(v.string()),
  userProfile: ApplicantProfileSchema,
  interviewStatus: v.nullable(v.picklist(['accepted', 'proposed', 'canceled', 'none'])),
});
export type ApplicantListItem = v.InferOutput<typeof ApplicantListItemSchema>;
export const ApplicantListSchema = v.array(ApplicantListItemSchema);

export const ApplicantCountSchema = v.object({
  count: v.number(),
  /** Count per filter tab the caller can see (search applied, tab ignored). */
  byTab: v.record(v.string(), v.number()),
});

export const StatusHistorySchema = v.object({
  status: ApplicantStatusSchema,
  creatorId: v.nullable(v.number()),
  creator: v.nullable(v.object({ id: v.number(), nameFirst: v.string(), nameLast: v.string() })),
  reason: v.nullable(v.string()),
  createTs: TimestampSchema,
});

export const TimelineEntrySchema = v.object({
  kind: v.picklist(['status', 'interview']),
  text: v.string(),
  createTs: TimestampSchema,
  creatorName: v.nullable(v.string()),
});

export const NoteSchema = v.object({
  id: v.number(),
  description: v.string(),
  jobApplicantId: v.nullable(v.number()),
  /** The pro's user profile id. */
  proId: v.number(),
  employerId: v.nullable(v.number()),
  authorId: v.nullable(v.number()),
  author: v.nullable(v.object({ nameFirst: v.string(), nameLast: v.string() })),
  createTs: TimestampSchema,
  /** Derived job header (spec 001 §3). */
  job: v.nullable(v.object({ jobApplicantId: v.number(), url: v.string(), jobTitle: v.string() })),
});
export type NoteDto = v.InferOutput<typeof NoteSchema>;
export const NoteListSchema = v.array(NoteSchema);

export const CreateNoteBodySchema = v.object({
  description: v.pipe(v.string('Required.'), v.trim(), v.nonEmpty('Required.'), v.maxLength(5000, 'Must be 5000 characters or fewer')),
  jobApplicantId: v.optional(v.nullable(IdSchema)),
});

export const ProNoteParamsSchema = v.object({ id: IdSchema });
export const EmployerProNoteParamsSchema = v.object({ employerId: IdSchema, id: IdSchema });

export const ScreenerAnswerSchema = v.object({
  screenerQuestionId: v.number(),
  question: v.string(),
  displayOrder: v.number(),
  answer: v.nullable(v.string()),
});
export const ScreenerAnswerListSchema = v.array(ScreenerAnswerSchema);

export const ApplicantDetailSchema = v.object({
  ...ApplicantListItemSchema.entries,
  job: v.object({
    id: v.number(),
    status: v.string(),
    employerId: v.number(),
    jobTitle: v.object({ title: v.string() }),
    employer: v.object({ id: v.number(), name: v.string() }),
    city: v.nullable(v.string()),
    state: v.nullable(v.string()),
  }),
  /** Link to this applicant in the caller's area (/employer/... or /admin/...). */
  url: v.string(),
  contact: v.object({ email: v.string(), phone: v.nullable(v.string()), city: v.nullable(v.string()), state: v.nullable(v.string()), postalCode: v.nullable(v.string()) }),
  resume: v.object({ resumeUrl: v.nullable(v.string()), parsedResumeUrl: v.nullable(v.string()), resumeText: v.nullable(v.string()), summary: v.nullable(v.string()) }),
  statusHistories: v.array(StatusHistorySchema),
  notInterestedReasons: v.array(v.object({ reason: v.string(), updateTs: TimestampSchema })),
  timeline: v.array(TimelineEntrySchema),
  interview: v.nullable(InterviewSchema),
  applications: v.array(
    v.object({ id: v.number(), jobId: v.number(), jobTitle: v.string(), status: ApplicantStatusSchema, statusLabel: v.string(), applyTs: v.nullable(TimestampSchema), url: v.string() }),
  ),
  workHistory: v.array(
    v.object({
      id: v.number(),
      employerName: v.string(),
      jobTitle: v.string(),
      city: v.nullable(v.string()),
      state: v.nullable(v.string()),
      description: v.nullable(v.string()),
      startYYYYMM: v.number(),
      endYYYYMM: v.nullable(v.number()),
    }),
  ),
  education: v.array(
    v.object({
      id: v.number(),
      kind: v.picklist(['education', 'certification']),
      school: v.string(),
      degree: v.nullable(v.string()),
      fieldOfStudy: v.nullable(v.string()),
      startYYYYMM: v.nullable(v.number()),
      endYYYYMM: v.nullable(v.number()),
    }),
  ),
  notes: NoteListSchema,
  screenerAnswers: ScreenerAnswerListSchema,
});
export type ApplicantDetail = v.InferOutput<typeof ApplicantDetailSchema>;

export const PatchApplicantQuerySchema = v.object({
  /** Default true: the pro is not told (spec 001 §4). */
  silent: BooleanFlag,
});

export const PatchApplicantBodySchema = v.object({
  status: ApplicantStatusSchema,
  rejectionReason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Must be 500 characters or fewer')))),
  /** A pro withdrawing says why (Not interested). */
  notInterestedReason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Must be 500 characters or fewer')))),
});

export const PatchApplicantAnswerSchema = v.object({
  /** False when the applicant already had the status (bulk changes count these as skipped). */
  changed: v.boolean(),
  applicant: ApplicantListItemSchema,
});

export const SendScreeningAnswerSchema = v.object({
  id: v.number(),
  screeningLastSentTs: TimestampSchema,
  screeningSentCount: v.number(),
});

export const ApplyBodySchema = v.object({
  jobId: IdSchema,
  userProfileId: v.optional(IdSchema),
  status: v.optional(v.literal('New')),
  analyticOptions: v.optional(
    v.object({
      source: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
      channel: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
      medium: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
      campaign: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
    }),
  ),
  /** Answers to the job's screener questions. */
  screenerAnswers: v.optional(v.pipe(v.array(v.object({ screenerQuestionId: IdSchema, answer: v.pipe(v.string(), v.trim(), v.maxLength(2000)) })), v.maxLength(7))),
});

/** The pro answers the job's screening questions after applying (spec 002 §2 screening-questions page). */
export const ScreenerAnswersBodySchema = v.object({
  answers: v.pipe(
    v.array(v.object({ screenerQuestionId: IdSchema, answer: v.pipe(v.string(), v.trim(), v.nonEmpty('Required.'), v.maxLength(2000, 'Must be 2000 characters or fewer')) })),
    v.minLength(1, 'Required.'),
    v.maxLength(7),
  ),
});

export const PrescreenedQuerySchema = v.object({
  filter: v.optional(
    v.object({
      where: v.optional(v.object({ status: v.optional(v.literal('Client')), userProfileId: v.optional(IdSchema) })),
      limit: Limit,
      skip: Skip,
    }),
  ),
  /** Mine: only jobs this user is the hiring contact of. */
  userProfileId: v.optional(IdSchema),
});

export const PrescreenedItemSchema = v.object({
  id: v.number(),
  submitTs: v.nullable(TimestampSchema),
  status: ApplicantStatusSchema,
  score: v.nullable(v.number()),
  job: v.object({ id: v.number(), jobTitle: v.object({ title: v.string() }) }),
  userProfile: v.object({
    id: v.number(),
    nameFirst: v.string(),
    nameLast: v.string(),
    email: v.string(),
    createTs: TimestampSchema,
    proAchievementMaps: v.array(v.object({ achievementId: v.number(), achievement: v.object({ title: v.string() }) })),
    proHistoryEmployers: v.array(v.object({ employerName: v.string(), jobTitle: v.string(), startYYYYMM: v.number(), endYYYYMM: v.nullable(v.number()) })),
  }),
  /** Derived (spec 001 §3). */
  url: v.string(),
  statusText: v.picklist(['New', '']),
  achievementId: v.nullable(v.number()),
  lastEmployerName: v.nullable(v.string()),
  lastJobTitle: v.nullable(v.string()),
});
export const PrescreenedListSchema = v.array(PrescreenedItemSchema);
export type PrescreenedItem = v.InferOutput<typeof PrescreenedItemSchema>;
