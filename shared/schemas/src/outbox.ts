import * as v from 'valibot';
import { TimestampSchema } from './common';

/** A text attachment of an e-mail, e.g. the interview invite as text/calendar. */
export const OutboxAttachmentSchema = v.object({ filename: v.string(), contentType: v.string(), content: v.string() });
export type OutboxAttachment = v.InferOutput<typeof OutboxAttachmentSchema>;

export const OutboxMessageSchema = v.object({
  id: v.number(),
  channel: v.picklist(['email', 'sms']),
  to: v.string(),
  subject: v.nullable(v.string()),
  bodyText: v.string(),
  bodyHtml: v.nullable(v.string()),
  attachments: v.array(OutboxAttachmentSchema),
  template: v.string(),
  status: v.picklist(['queued', 'sent', 'failed', 'suppressed']),
  provider: v.nullable(v.string()),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  createTs: TimestampSchema,
  sentTs: v.nullable(TimestampSchema),
});
export type OutboxMessageDto = v.InferOutput<typeof OutboxMessageSchema>;

/** filter arrives JSON-encoded (spec 000 §7). */
export const OutboxListQuerySchema = v.object({
  filter: v.optional(
    v.object({
      to: v.optional(v.pipe(v.string(), v.maxLength(254))),
      channel: v.optional(v.picklist(['email', 'sms'])),
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
      skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    }),
  ),
});

export const OutboxListAnswerSchema = v.object({ items: v.array(OutboxMessageSchema), count: v.number() });
