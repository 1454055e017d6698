import * as v from 'valibot';
import { IdSchema, TimestampSchema } from '@floorhire/schemas';
import { CALENDAR_PROVIDERS, INTERVIEW_PROPOSERS } from '../rules/catalogues';
import { INTERVIEW_SCHEDULING_MODES } from '../rules/interview-slots';
import { INTERVIEW_LENGTHS, INTERVIEW_TYPES } from '../rules/interview-times';

// Interviews and calendar (spec 001 §3-§5, §7; docs/decisions/102-interview-rules.md and
// 104-calendar-and-ics.md). Interview DTOs live in ./applications (the applicant detail has one).

const ServerSlot = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/u, 'Times must read YYYY-MM-DD HH:mm:ss (UTC)'));
const LocalSlot = v.object({
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/u, 'Dates must read YYYY-MM-DD')),
  times: v.pipe(v.array(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):(00|15|30|45)$/u, 'Times must be HH:mm every 15 minutes'))), v.minLength(1), v.maxLength(96)),
});
/** Either UTC server strings, or dates with local times converted with `timezone`. */
export const SlotsInputSchema = v.pipe(v.array(v.union([ServerSlot, LocalSlot], 'Each slot is a UTC time or a date with times')), v.minLength(1, 'Choose at least one interview time'), v.maxLength(60));

const Timezone = v.pipe(v.string(), v.maxLength(64), v.regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/u, 'Unknown timezone'));
const Text = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be ${max} characters or fewer`))));

export const CreateInterviewBodySchema = v.object({
  interviewType: v.picklist(INTERVIEW_TYPES, 'Unknown interview type'),
  interviewLength: v.optional(v.picklist(INTERVIEW_LENGTHS, 'Interview length must be 15, 30 or 60 minutes')),
  interviewDetails: Text(2000),
  location: Text(500),
  allowSameDayInterview: v.optional(v.boolean()),
  timezone: v.optional(Timezone),
  mode: v.optional(v.picklist(INTERVIEW_SCHEDULING_MODES, 'Unknown scheduling mode')),
  proposer: v.optional(v.nullable(v.picklist(INTERVIEW_PROPOSERS, 'Unknown proposer'))),
  slots: SlotsInputSchema,
});
export const ProposeSlotsBodySchema = v.object({
  slots: SlotsInputSchema,
  timezone: v.optional(Timezone),
  mode: v.optional(v.picklist(INTERVIEW_SCHEDULING_MODES, 'Unknown scheduling mode')),
  proposer: v.optional(v.nullable(v.picklist(INTERVIEW_PROPOSERS, 'Unknown proposer'))),
});

export const SilentQuerySchema = v.object({ silent: v.optional(v.boolean('Must be true or false')) });

export const ApplicantInterviewParamsSchema = v.object({ id: IdSchema, interviewId: IdSchema });
export const ApplicantSlotParamsSchema = v.object({ id: IdSchema, interviewId: IdSchema, slotId: IdSchema });

export const PatchSlotBodySchema = v.object({
  status: v.picklist(['Accepted', 'Confirmed', 'Rejected', 'Canceled'], 'Unknown interview slot status'),
});

export const PatchInterviewBodySchema = v.object({
  applicantAttended: v.picklist([0, 1], 'Must be 0 or 1'),
});

export const UpcomingInterviewQuerySchema = v.object({
  filter: v.optional(
    v.object({
      where: v.optional(v.object({ userProfileId: v.optional(IdSchema), jobId: v.optional(IdSchema) })),
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
      skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
    }),
  ),
});

export const UpcomingInterviewSchema = v.object({
  id: v.number(),
  slotId: v.number(),
  jobApplicantId: v.number(),
  jobId: v.number(),
  jobTitle: v.string(),
  pro: v.object({ id: v.number(), nameFirst: v.string(), nameLast: v.string() }),
  type: v.picklist(INTERVIEW_TYPES),
  tsInterview: v.string(),
  interviewLength: v.nullable(v.number()),
  timezone: v.string(),
  location: v.nullable(v.string()),
  slotStatus: v.picklist(['Accepted', 'Confirmed']),
  url: v.string(),
});
export const UpcomingInterviewListSchema = v.array(UpcomingInterviewSchema);

// ── calendar ──
export const CalendarProviderParamsSchema = v.object({ provider: v.pipe(v.string(), v.maxLength(40)) });

export const CalendarAuthQuerySchema = v.object({
  redirectUri: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  strategy: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
export const CalendarAuthAnswerSchema = v.object({ provider: v.picklist(CALENDAR_PROVIDERS), url: v.string() });

export const CalendarCallbackBodySchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty('Required.'), v.maxLength(4000)),
  state: v.pipe(v.string(), v.nonEmpty('Required.'), v.maxLength(4000)),
});

export const CalendarAccountSchema = v.object({
  id: v.number(),
  provider: v.picklist(CALENDAR_PROVIDERS),
  email: v.nullable(v.string()),
  primaryCalendarId: v.nullable(v.string()),
  status: v.picklist(['connected', 'disconnected']),
  createTs: TimestampSchema,
});
export const CalendarPublicDataSchema = v.object({ userProfileId: v.number(), connected: v.boolean(), accounts: v.array(CalendarAccountSchema) });

export const CheckPrimaryCalendarQuerySchema = v.object({ lastRetry: v.optional(v.boolean()) });
export const CheckPrimaryCalendarAnswerSchema = v.object({ ready: v.boolean(), primaryCalendarId: v.nullable(v.string()), accountId: v.nullable(v.number()) });

export const CalendarDisconnectBodySchema = v.object({ accountId: IdSchema });

export const CalendarEventSchema = v.object({
  id: v.number(),
  interviewId: v.nullable(v.number()),
  jobApplicantId: v.nullable(v.number()),
  calendarAccountId: v.nullable(v.number()),
  icsUid: v.string(),
  startsTs: TimestampSchema,
  endsTs: TimestampSchema,
  status: v.picklist(['pending', 'accepted', 'canceled']),
  description: v.nullable(v.string()),
  sequence: v.number(),
});
export const CalendarEventListSchema = v.array(CalendarEventSchema);

export const CalendarInterviewBodySchema = v.object({
  jobApplicantId: IdSchema,
  tsInterview: ServerSlot,
  interviewType: v.picklist(INTERVIEW_TYPES, 'Unknown interview type'),
  interviewLength: v.optional(v.picklist(INTERVIEW_LENGTHS, 'Interview length must be 15, 30 or 60 minutes')),
  interviewDetails: Text(2000),
  location: Text(500),
  timezone: v.optional(Timezone),
  calendarAccountId: v.optional(IdSchema),
});
export const RescheduleBodySchema = v.object({ tsInterview: ServerSlot });
