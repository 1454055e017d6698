import * as v from 'valibot';
import { APPLICANT_STATUSES } from '@floorhire/rules';
import { IdSchema, TimestampSchema } from './common';

// Conversation headers (spec 002 §3, §7: GET /conversation/employer/{employerId}/headers with
// conversationIds). docs/decisions/133-conversation-headers.md.

export const ConversationHeaderSchema = v.object({
  conversationId: v.number(),
  employerId: v.number(),
  userProfileId: v.number(),
  latestMessageText: v.nullable(v.string()),
  activeTs: TimestampSchema,
  read: v.boolean(),
  jobId: v.nullable(v.number()),
  jobTitle: v.nullable(v.string()),
  jobApplicantStatus: v.nullable(v.picklist(APPLICANT_STATUSES)),
});
export type ConversationHeader = v.InferOutput<typeof ConversationHeaderSchema>;
export const ConversationHeaderListSchema = v.array(ConversationHeaderSchema);

export const ConversationHeadersQuerySchema = v.object({
  conversationIds: v.pipe(v.array(IdSchema, 'conversationIds must be a list of conversation ids'), v.minLength(1, 'conversationIds is required'), v.maxLength(100)),
});
