import type { OutboxAttachment } from '@floorhire/schemas';
import { createTransport } from 'nodemailer';
import type { ApiConfig } from '../config';

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

export interface EmailAdapter {
  readonly name: string;
  send(message: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
}

export interface SmsAdapter {
  readonly name: string;
  send(message: OutgoingSms): Promise<{ providerMessageId: string | null }>;
}

/** Local delivery: the outbox row itself (attachments included) is the mailbox staff read at /v4/help-desk/outbox. */
export const localEmail: EmailAdapter = { name: 'local', send: async () => ({ providerMessageId: null }) };
export const localSms: SmsAdapter = { name: 'local', send: async () => ({ providerMessageId: null }) };

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
    async send(message) {
      const info = await transport.sendMail({
        from,
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

/** Twilio's Messages API over fetch; numbers are US 10-digit and get +1. */
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

export function emailAdapterFor(config: ApiConfig): EmailAdapter {
  return config.email.transport === 'smtp' ? smtpEmail(config.email.url, config.email.from) : localEmail;
}

export function smsAdapterFor(config: ApiConfig): SmsAdapter {
  return config.sms.transport === 'twilio' ? twilioSms(config.sms.accountSid, config.sms.authToken, config.sms.from) : localSms;
}
