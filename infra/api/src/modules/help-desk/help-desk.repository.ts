import type { OutboxMessageDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';

// Reads of the outbox (the platform's delivery table) for staff.

interface OutboxRow {
  id: number;
  channel: 'email' | 'sms';
  to_address: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  attachments: OutboxMessageDto['attachments'];
  template: string;
  status: OutboxMessageDto['status'];
  provider: string | null;
  attempts: number;
  last_error: string | null;
  create_ts: Date;
  sent_ts: Date | null;
}

export const toDto = (r: OutboxRow): OutboxMessageDto => ({
  id: r.id,
  channel: r.channel,
  to: r.to_address,
  subject: r.subject,
  bodyText: r.body_text,
  bodyHtml: r.body_html,
  attachments: r.attachments,
  template: r.template,
  status: r.status,
  provider: r.provider,
  attempts: r.attempts,
  lastError: r.last_error,
  createTs: r.create_ts.toISOString(),
  sentTs: r.sent_ts ? r.sent_ts.toISOString() : null,
});

const COLUMNS = 'id, channel, to_address, subject, body_text, body_html, attachments, template, status, provider, attempts, last_error, create_ts, sent_ts';

export async function listOutbox(q: Queryable, f: { to?: string | undefined; channel?: 'email' | 'sms' | undefined; limit?: number | undefined; skip?: number | undefined }): Promise<{ items: OutboxMessageDto[]; count: number }> {
  const params = [f.to ?? null, f.channel ?? null];
  const where = `($1::text is null or lower(to_address) = lower($1)) and ($2::text is null or channel = $2)`;
  // Page and total as two statements in flight at once: a window count would carry every
  // matching row (bodies included) through the sort just to count them.
  const [{ rows }, count] = await Promise.all([
    q.query<OutboxRow>(`select ${COLUMNS} from outbox_messages where ${where} order by id desc limit $3 offset $4`, [...params, f.limit ?? 25, f.skip ?? 0]),
    q.one<{ n: number }>(`select count(*)::int as n from outbox_messages where ${where}`, params),
  ]);
  return { items: rows.map(toDto), count: count?.n ?? 0 };
}

export async function outboxMessage(q: Queryable, id: number): Promise<OutboxMessageDto | undefined> {
  const row = await q.one<OutboxRow>(`select ${COLUMNS} from outbox_messages where id = $1`, [id]);
  return row ? toDto(row) : undefined;
}
