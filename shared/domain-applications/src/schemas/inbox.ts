import * as v from 'valibot';
import { IdSchema, TimestampSchema } from '@floorhire/schemas';

// Inbox of action items (spec 001 §3, §7; docs/decisions/106-inbox.md).

export const ACTION_ITEM_TYPES = ['new message', 'prescreened candidate'] as const;

export const ActionItemSchema = v.object({
  id: v.number(),
  type: v.picklist(ACTION_ITEM_TYPES),
  jobId: v.nullable(v.number()),
  proId: v.nullable(v.number()),
  employerId: v.nullable(v.number()),
  jobApplicantId: v.nullable(v.number()),
  conversationId: v.nullable(v.number()),
  createTs: TimestampSchema,
  read: v.boolean(),
  seen: v.boolean(),
  /** Derived for the list. */
  title: v.string(),
  proName: v.nullable(v.string()),
  jobTitle: v.nullable(v.string()),
  url: v.string(),
});
export type ActionItem = v.InferOutput<typeof ActionItemSchema>;

export const NotificationQuerySchema = v.object({
  userProfileId: v.optional(IdSchema),
  employerId: v.optional(IdSchema),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  /** Items to pass over (paging with limit); count in the answer is the total. */
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
});
/** count is the total number of items (all pages), unread the unread ones among them. */
export const NotificationListSchema = v.object({ items: v.array(ActionItemSchema), count: v.number(), unread: v.number() });

export const NotificationOneSchema = v.object({ item: ActionItemSchema, previousId: v.nullable(v.number()), nextId: v.nullable(v.number()) });

export const PatchNotificationBodySchema = v.object({ id: IdSchema, read: v.boolean('Must be true or false') });
export const PatchNotificationAnswerSchema = v.object({
  id: v.number(),
  read: v.boolean(),
  /** A read pre-screened item leaves the inbox (spec 001 §4). */
  removed: v.boolean(),
  /** Set when reading it moved the applicant to Review. */
  applicantStatus: v.nullable(v.string()),
  message: v.string(),
});

export const ClearNotificationsBodySchema = v.object({ employerId: v.optional(IdSchema) });
export const ClearNotificationsAnswerSchema = v.object({ count: v.number() });

export const UserNotificationParamsSchema = v.object({ id: IdSchema, nid: IdSchema });
export const PatchUserNotificationBodySchema = v.object({ seen: v.boolean('Must be true or false') });
