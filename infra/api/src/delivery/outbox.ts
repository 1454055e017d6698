import type { OutboxAttachment } from '@floorhire/schemas';
import type { Db, Queryable } from '../db';
import { enqueueJob } from '../worker/queue';
import type { Worker } from '../worker/worker';
import type { EmailAdapter, SmsAdapter } from './adapters';

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
  const row = await tx.one<{ id: number }>(
    `insert into outbox_messages (channel, to_address, subject, body_text, body_html, template, user_profile_id, idempotency_key, attachments)
     values ('email', $1, $2, $3, $4, $5, $6, $7, $8::jsonb) on conflict (idempotency_key) do nothing returning id`,
    [
      draft.to,
      draft.subject,
      draft.text,
      draft.html ?? null,
      draft.template,
      draft.userProfileId ?? null,
      draft.idempotencyKey ?? null,
      JSON.stringify(draft.attachments ?? []),
    ],
  );
  if (row) await enqueueJob(tx, DELIVER_JOB, { outboxId: row.id }, { idempotencyKey: deliveryKey(row.id), maxAttempts: DELIVERY_ATTEMPTS });
  return row?.id ?? null;
}

/** SMS to a number that opted out is kept as 'suppressed' and never sent. */
export async function queueSms(tx: Queryable, draft: SmsDraft): Promise<number | null> {
  const optedOut = await tx.one('select 1 from sms_opt_outs where phone = $1', [draft.to]);
  const row = await tx.one<{ id: number }>(
    `insert into outbox_messages (channel, to_address, body_text, template, user_profile_id, idempotency_key, status)
     values ('sms', $1, $2, $3, $4, $5, $6) on conflict (idempotency_key) do nothing returning id`,
    [draft.to, draft.text, draft.template, draft.userProfileId ?? null, draft.idempotencyKey ?? null, optedOut ? 'suppressed' : 'queued'],
  );
  if (row && !optedOut) await enqueueJob(tx, DELIVER_JOB, { outboxId: row.id }, { idempotencyKey: deliveryKey(row.id), maxAttempts: DELIVERY_ATTEMPTS });
  return row?.id ?? null;
}

interface OutboxRow {
  id: number;
  channel: 'email' | 'sms';
  to_address: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  attachments: OutboxAttachment[];
  status: string;
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
    const message = await db.one<OutboxRow>('select id, channel, to_address, subject, body_text, body_html, attachments, status from outbox_messages where id = $1', [id]);
    if (!message || message.status !== 'queued') return;
    await db.query('update outbox_messages set attempts = attempts + 1 where id = $1', [id]);
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
      await db.query(`update outbox_messages set status = 'sent', sent_ts = now(), provider = $2, provider_message_id = $3, last_error = null where id = $1`, [
        id,
        adapter.name,
        result.providerMessageId,
      ]);
    } catch (error) {
      const lastTry = job.attempts >= DELIVERY_ATTEMPTS;
      await db.query(`update outbox_messages set last_error = $2, status = case when $3 then 'failed' else status end where id = $1`, [
        id,
        error instanceof Error ? error.message : String(error),
        lastTry,
      ]);
      throw error;
    }
  });
}
