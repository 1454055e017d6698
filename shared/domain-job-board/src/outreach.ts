import * as v from 'valibot';
import { IdSchema, LimitSchema, SkipSchema, TimestampSchema } from '@floorhire/schemas';
import { JOB_NOTIFICATION_STATUSES, type JobNotificationStatus } from './rules';

// What a job was sent to pros (spec 002 §3 job notifications; issue 26 "what was sent to
// pros"): the staff list on a job's page, the count an employer sees, and a send by hand.
// docs/decisions/115-job-details-page.md, 208-sending-a-job-by-hand.md.

const Nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);
const StatusSchema = v.picklist(JOB_NOTIFICATION_STATUSES, 'Unknown job notification status');

export const JobOutreachParamsSchema = v.object({ id: IdSchema });

/** Staff list of a job's outreach: 25 a page, the latest change first; optional status filter. */
export const JOB_OUTREACH_PAGE = 25;
export const JobOutreachQuerySchema = v.object({
  filter: v.optional(
    v.object({
      status: v.optional(StatusSchema),
      limit: v.optional(LimitSchema),
      skip: v.optional(SkipSchema),
    }),
  ),
});
export type JobOutreachQuery = v.InferOutput<typeof JobOutreachQuerySchema>;

export const JobOutreachRowSchema = v.object({
  id: v.number(),
  jobId: v.number(),
  userProfileId: v.number(),
  nameFirst: v.string(),
  nameLast: v.string(),
  status: StatusSchema,
  /** The first channel the job went out on (e-mail before SMS); null when nothing was sent. */
  channel: Nullable(v.picklist(['email', 'sms'])),
  /** When the pro was matched (or picked by hand). */
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
  /** When a message went out; null while nothing did. */
  sentTs: Nullable(TimestampSchema),
  /** A text held by quiet hours goes out then (in the pro's morning); null otherwise. */
  sendAt: Nullable(TimestampSchema),
  /** The staff member who sent it by hand; null for the matcher's. */
  sentBy: Nullable(v.object({ id: v.number(), nameFirst: v.string(), nameLast: v.string() })),
});
export type JobOutreachRow = v.InferOutput<typeof JobOutreachRowSchema>;
export const JobOutreachListSchema = v.array(JobOutreachRowSchema);

/** How many pros the job was sent to (what the employer sees), and every status's count (staff). */
export const JobOutreachSummarySchema = v.object({
  sent: v.number(),
  byStatus: v.record(StatusSchema, v.number()),
});
export type JobOutreachSummary = v.InferOutput<typeof JobOutreachSummarySchema>;

/** POST job/{id}/job-notification: send the job to this pro now (staff). */
export const SendJobToProBodySchema = v.object({ userProfileId: IdSchema });

/** An outreach the matcher left waiting (allowance) or skipped (no channel then) may be sent by hand. */
export const RESENDABLE_STATUSES: readonly JobNotificationStatus[] = ['NOT QUEUED', 'SKIPPED'];

/** Status words on the staff list (the stored statuses of §3, for staff). */
export const JOB_OUTREACH_STATUS_LABELS: Record<JobNotificationStatus, string> = {
  'NOT QUEUED': 'Not queued: daily limit reached',
  QUEUED: 'Queued',
  APPLIED: 'Applied',
  SKIPPED: 'Skipped: job messages off',
  'NO REPLY': 'No reply',
  DISMISSED: 'Dismissed',
};

export const JOB_OUTREACH_TEXTS = {
  // API answers (ours: the spec has the statuses, not these cases)
  jobNotLive: 'Only a live job can be sent to pros',
  proNotFound: 'Pro not found',
  proUnavailable: (status: string) => `This pro cannot be sent jobs: the account is ${status}`,
  alreadyApplied: 'This pro already applied to this job',
  alreadySent: 'This job was already sent to this pro',
  noChannel: 'This pro has turned off job messages by e-mail and text',
  optedOut: 'This pro opted out of text messages (STOP) and takes no e-mail',
  // The job details page
  title: 'Sent to pros',
  sentCount: (n: number) => (n === 1 ? 'Sent to 1 pro' : `Sent to ${n.toLocaleString('en-US')} pros`),
  employerHelp: 'We send your live job to skilled pros whose preferences match it: title, pay, shift and commute.',
  none: 'This job has not been sent to any pro yet.',
  columns: { pro: 'Pro', status: 'Status', channel: 'Channel', time: 'Time' },
  channels: { email: 'E-mail', sms: 'Text (SMS)' } as Record<'email' | 'sms', string>,
  noChannelYet: '—',
  matched: (when: string) => `Matched ${when}`,
  sent: (when: string) => `Sent ${when}`,
  heldUntil: (when: string) => `Text held until ${when} (quiet hours)`,
  byHand: (name: string) => `Sent by hand by ${name}`,
  filterStatus: 'Status',
  allStatuses: 'All statuses',
  sendTitle: 'Send this job to a pro',
  sendHelp: "The pro's own choices hold: e-mail and texts only where they allow them, no text after STOP, and texts wait for 8:00 in the pro's time zone during quiet hours.",
  findPro: 'Find a pro by name or phone',
  choosePro: 'Choose a pro',
  noMatch: 'No pro matches this search.',
  send: 'Send job',
  sentTo: (name: string) => `Job sent to ${name}`,
  heldFor: (name: string, when: string) => `Job sent to ${name}; the text waits until ${when} (quiet hours)`,
} as const;
