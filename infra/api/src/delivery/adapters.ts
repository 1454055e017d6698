import type { OutboxAttachment } from '@floorhire/schemas';
import { createTransport } from 'nodemailer';
import type { ApiConfig } from '../config';
import type { Queryable } from '../db';
import { recordLocalSend } from './delivery.repository';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: readonly OutboxAttachment[];
}

export interface OutgoingSms {
  to: string;
  text: string;
}

/**
 * The same key on every attempt at one message: the outbox worker is at least once (a process
 * can die after the provider accepted a message and before the outbox recorded it), and a
 * provider that honours the key turns that into exactly once.
 */
export interface SendOptions {
  idempotencyKey: string;
}

export interface EmailAdapter {
  readonly name: string;
  send(message: OutgoingEmail, options: SendOptions): Promise<{ providerMessageId: string | null }>;
}

export interface SmsAdapter {
  readonly name: string;
  send(message: OutgoingSms, options: SendOptions): Promise<{ providerMessageId: string | null }>;
}

/**
 * Local delivery: each message is recorded once per idempotency key in delivery_local_sends (a
 * second attempt finds it there); the outbox row itself (attachments included) is the mailbox
 * staff read at /v4/help-desk/outbox.
 */
export function localEmail(db: Queryable): EmailAdapter {
  return {
    name: 'local',
    async send(message, { idempotencyKey }) {
      await recordLocalSend(db, { idempotencyKey, channel: 'email', to: message.to, subject: message.subject });
      return { providerMessageId: idempotencyKey };
    },
  };
}

export function localSms(db: Queryable): SmsAdapter {
  return {
    name: 'local',
    async send(message, { idempotencyKey }) {
      await recordLocalSend(db, { idempotencyKey, channel: 'sms', to: message.to, subject: null });
      return { providerMessageId: idempotencyKey };
    },
  };
}

/**
 * SMTP has no idempotency key; the Message-ID derived from the key is the same on every
 * attempt, so a repeated message is one message to the mail servers and clients that dedupe by it.
 */
export function smtpMessageId(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/u.exec(from)?.[1] ?? 'floorhire.invalid';
  return `<${idempotencyKey.replace(/[^A-Za-z0-9_-]/gu, '.')}@${domain}>`;
}

const isCalendar = (a: OutboxAttachment) => /^text\/calendar\b/iu.test(a.contentType);

/**
 * Nodemailer's message fields for the attachments: a calendar invite rides as icalEvent (a
 * text/calendar alternative mail clients show as an invite, with the ICS file attached), its
 * method read from the ICS text; the rest are plain attachments.
 */
export function mailAttachments(attachments: readonly OutboxAttachment[]): {
  icalEvent?: { method: string; filename: string; content: string };
  attachments?: { filename: string; contentType: string; content: string }[];
} {
  const invite = attachments.find(isCalendar);
  const rest = attachments.filter((a) => a !== invite).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content }));
  const method = invite ? (/^METHOD:([A-Z-]+)\r?$/mu.exec(invite.content)?.[1] ?? 'PUBLISH') : null;
  return {
    ...(invite && method ? { icalEvent: { method, filename: invite.filename, content: invite.content } } : {}),
    ...(rest.length ? { attachments: rest } : {}),
  };
}

export function smtpEmail(url: string, from: string): EmailAdapter {
  const transport = createTransport(url);
  return {
    name: 'smtp',
    async send(message, { idempotencyKey }) {
      const info = await transport.sendMail({
        from,
        messageId: smtpMessageId(idempotencyKey, from),
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...mailAttachments(message.attachments),
      });
      return { providerMessageId: typeof info.messageId === 'string' ? info.messageId : null };
    },
  };
}

/**
 * Twilio's Messages API over fetch; numbers are US 10-digit and get +1. Twilio takes no
 * idempotency key for messages: a process dying between its answer and the outbox update can
 * repeat one SMS (docs/decisions/162-exactly-once-delivery.md).
 */
export function twilioSms(accountSid: string, authToken: string, from: string, fetchImpl: typeof fetch = fetch): SmsAdapter {
  return {
    name: 'twilio',
    async send(message) {
      const response = await fetchImpl(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: message.to.length === 10 ? `+1${message.to}` : message.to, From: from, Body: message.text }),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      const body = (await response.json()) as { sid?: string };
      return { providerMessageId: body.sid ?? null };
    },
  };
}

export function emailAdapterFor(config: ApiConfig, db: Queryable): EmailAdapter {
  return config.email.transport === 'smtp' ? smtpEmail(config.email.url, config.email.from) : localEmail(db);
}

export function smsAdapterFor(config: ApiConfig, db: Queryable): SmsAdapter {
  return config.sms.transport === 'twilio' ? twilioSms(config.sms.accountSid, config.sms.authToken, config.sms.from) : localSms(db);
}
