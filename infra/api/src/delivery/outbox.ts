import type { OutboxAttachment } from '@floorhire/schemas';
import type { Db, Queryable } from '../db';
import { enqueueJob } from '../worker/queue';
import type { Worker } from '../worker/worker';
import type { EmailAdapter, SmsAdapter } from './adapters';
import { countAttempt, insertEmail, insertSms, isOptedOut, markAttemptFailed, markSent, outboxMessage } from './delivery.repository';

export const DELIVER_JOB = 'outbox.deliver';
const DELIVERY_ATTEMPTS = 6;

/** The key of one outbox message, for its delivery job and the provider: the same on every attempt. */
export const deliveryKey = (outboxId: number) => `outbox:${outboxId}`;

export interface EmailDraft {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Text attachments; a text/calendar one goes out as the message's calendar invite. */
  attachments?: readonly OutboxAttachment[];
  template: string;
  userProfileId?: number | null;
  idempotencyKey?: string;
}

export interface SmsDraft {
  to: string;
  text: string;
  template: string;
  userProfileId?: number | null;
  idempotencyKey?: string;
}

/** Writes a message to the outbox and its delivery job; use the caller's transaction. */
export async function queueEmail(tx: Queryable, draft: EmailDraft): Promise<number | null> {
  const id = await insertEmail(tx, {
    to: draft.to,
    subject: draft.subject,
    text: draft.text,
    html: draft.html ?? null,
    template: draft.template,
    userProfileId: draft.userProfileId ?? null,
    idempotencyKey: draft.idempotencyKey ?? null,
    attachments: draft.attachments ?? [],
  });
  if (id !== null) await enqueueJob(tx, DELIVER_JOB, { outboxId: id }, { idempotencyKey: deliveryKey(id), maxAttempts: DELIVERY_ATTEMPTS });
  return id;
}

/** Whether the number opted out of texts (STOP, ADR 221), for a sender that must say so before it queues. */
export function smsOptedOut(q: Queryable, phone: string): Promise<boolean> {
  return isOptedOut(q, phone);
}

/** SMS to a number that opted out is kept as 'suppressed' and never sent. */
export async function queueSms(tx: Queryable, draft: SmsDraft): Promise<number | null> {
  const optedOut = await isOptedOut(tx, draft.to);
  const id = await insertSms(tx, {
    to: draft.to,
    text: draft.text,
    template: draft.template,
    userProfileId: draft.userProfileId ?? null,
    idempotencyKey: draft.idempotencyKey ?? null,
    status: optedOut ? 'suppressed' : 'queued',
  });
  if (id !== null && !optedOut) await enqueueJob(tx, DELIVER_JOB, { outboxId: id }, { idempotencyKey: deliveryKey(id), maxAttempts: DELIVERY_ATTEMPTS });
  return id;
}

/**
 * The worker's delivery step. A retried job never sends again once the outbox says sent; a job
 * retried after its process died between the provider's answer and that update sends again
 * with the same key, which the provider (the local one always) accepts only once.
 */
export function registerOutboxDelivery(worker: Worker, db: Db, adapters: { email: EmailAdapter; sms: SmsAdapter }): void {
  worker.register(DELIVER_JOB, async (payload, job) => {
    const id = Number(payload.outboxId);
    const key = { idempotencyKey: deliveryKey(id) };
    const message = await outboxMessage(db, id);
    if (!message || message.status !== 'queued') return;
    await countAttempt(db, id);
    try {
      const adapter = message.channel === 'email' ? adapters.email : adapters.sms;
      const result =
        message.channel === 'email'
          ? await adapters.email.send(
              {
                to: message.to_address,
                subject: message.subject ?? '',
                text: message.body_text,
                html: message.body_html,
                attachments: message.attachments,
              },
              key,
            )
          : await adapters.sms.send({ to: message.to_address, text: message.body_text }, key);
      await markSent(db, id, adapter.name, result.providerMessageId);
    } catch (error) {
      const lastTry = job.attempts >= DELIVERY_ATTEMPTS;
      await markAttemptFailed(db, id, error instanceof Error ? error.message : String(error), lastTry);
      throw error;
    }
  });
}
