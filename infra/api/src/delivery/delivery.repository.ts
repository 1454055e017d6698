import type { OutboxAttachment } from '@floorhire/schemas';
import type { Queryable } from '../db';

// All SQL of delivery: the outbox (outbox_messages) and what the local adapters sent
// (delivery_local_sends). docs/decisions/162-exactly-once-delivery.md.

export interface OutboxRow {
  id: number;
  channel: 'email' | 'sms';
  to_address: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  attachments: OutboxAttachment[];
  status: string;
}

/** The new outbox row's id; null when a message with this idempotency key is there already. */
export async function insertEmail(
  q: Queryable,
  a: { to: string; subject: string; text: string; html: string | null; template: string; userProfileId: number | null; idempotencyKey: string | null; attachments: readonly OutboxAttachment[] },
): Promise<number | null> {
  const row = await q.one<{ id: number }>(
    `insert into outbox_messages (channel, to_address, subject, body_text, body_html, template, user_profile_id, idempotency_key, attachments)
     values ('email', $1, $2, $3, $4, $5, $6, $7, $8::jsonb) on conflict (idempotency_key) do nothing returning id`,
    [a.to, a.subject, a.text, a.html, a.template, a.userProfileId, a.idempotencyKey, JSON.stringify(a.attachments)],
  );
  return row?.id ?? null;
}

export async function isOptedOut(q: Queryable, phone: string): Promise<boolean> {
  return !!(await q.one('select 1 from sms_opt_outs where phone = $1', [phone]));
}

export async function insertSms(
  q: Queryable,
  a: { to: string; text: string; template: string; userProfileId: number | null; idempotencyKey: string | null; status: 'queued' | 'suppressed' },
): Promise<number | null> {
  const row = await q.one<{ id: number }>(
    `insert into outbox_messages (channel, to_address, body_text, template, user_profile_id, idempotency_key, status)
     values ('sms', $1, $2, $3, $4, $5, $6) on conflict (idempotency_key) do nothing returning id`,
    [a.to, a.text, a.template, a.userProfileId, a.idempotencyKey, a.status],
  );
  return row?.id ?? null;
}

export function outboxMessage(q: Queryable, id: number): Promise<OutboxRow | undefined> {
  return q.one<OutboxRow>('select id, channel, to_address, subject, body_text, body_html, attachments, status from outbox_messages where id = $1', [id]);
}

export async function countAttempt(q: Queryable, id: number): Promise<void> {
  await q.query('update outbox_messages set attempts = attempts + 1 where id = $1', [id]);
}

export async function markSent(q: Queryable, id: number, provider: string, providerMessageId: string | null): Promise<void> {
  await q.query(`update outbox_messages set status = 'sent', sent_ts = now(), provider = $2, provider_message_id = $3, last_error = null where id = $1`, [id, provider, providerMessageId]);
}

export async function markAttemptFailed(q: Queryable, id: number, error: string, lastTry: boolean): Promise<void> {
  await q.query(`update outbox_messages set last_error = $2, status = case when $3 then 'failed' else status end where id = $1`, [id, error, lastTry]);
}

/** The local provider accepts each message once per idempotency key. */
export async function recordLocalSend(q: Queryable, a: { idempotencyKey: string; channel: 'email' | 'sms'; to: string; subject: string | null }): Promise<void> {
  if (a.channel === 'email') {
    await q.query(`insert into delivery_local_sends (idempotency_key, channel, to_address, subject) values ($1, 'email', $2, $3) on conflict (idempotency_key) do nothing`, [a.idempotencyKey, a.to, a.subject]);
  } else {
    await q.query(`insert into delivery_local_sends (idempotency_key, channel, to_address) values ($1, 'sms', $2) on conflict (idempotency_key) do nothing`, [a.idempotencyKey, a.to]);
  }
}
