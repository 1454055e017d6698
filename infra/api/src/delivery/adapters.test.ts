import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { buildIcs } from '../modules/applications/ics';
import { mailAttachments, smtpMessageId } from './adapters';

const ics = (method: 'REQUEST' | 'CANCEL') =>
  buildIcs({
    uid: 'interview-7@floorhire',
    sequence: 1,
    start: new Date('2026-03-09T14:00:00Z'),
    end: new Date('2026-03-09T14:30:00Z'),
    summary: 'Video interview: CNC Machinist, Acme Machining',
    description: 'Interview time scheduled',
    organizer: { name: 'Hiring Manager', email: 'manager@acme-machining.test' },
    attendees: [{ name: 'Pat Pro', email: 'pro@floorhire.test' }],
    method,
    stamp: new Date('2026-03-01T00:00:00Z'),
  });

describe('mailAttachments', () => {
  it('turns the text/calendar attachment into a nodemailer icalEvent with the method of the ICS', () => {
    const fields = mailAttachments([{ filename: 'invite.ics', contentType: 'text/calendar; method=CANCEL', content: ics('CANCEL') }]);
    expect(fields).toEqual({ icalEvent: { method: 'CANCEL', filename: 'invite.ics', content: ics('CANCEL') } });
  });

  it('keeps other attachments as plain attachments and adds nothing when there are none', () => {
    expect(mailAttachments([])).toEqual({});
    expect(mailAttachments([{ filename: 'notes.txt', contentType: 'text/plain', content: 'hi' }])).toEqual({
      attachments: [{ filename: 'notes.txt', contentType: 'text/plain', content: 'hi' }],
    });
  });

  it('makes a message mail clients read as an invite (text/calendar; method=REQUEST part)', async () => {
    const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const info = await transport.sendMail({
      from: 'no-reply@floorhire.test',
      to: 'pro@floorhire.test',
      subject: 'Interview time scheduled',
      text: 'Interview time scheduled: Monday.',
      ...mailAttachments([{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics('REQUEST') }]),
    });
    const raw = (info.message as Buffer).toString('utf8');
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/iu);
    expect(raw).toMatch(/filename=invite\.ics/u);
  });
});

describe('smtpMessageId', () => {
  it('is the same for every attempt at one message and differs between messages, on the sender domain', () => {
    expect(smtpMessageId('outbox:41', 'FloorHire <no-reply@floorhire.test>')).toBe('<outbox.41@floorhire.test>');
    expect(smtpMessageId('outbox:41', 'FloorHire <no-reply@floorhire.test>')).toBe(smtpMessageId('outbox:41', 'FloorHire <no-reply@floorhire.test>'));
    expect(smtpMessageId('outbox:42', 'no-reply@floorhire.test')).toBe('<outbox.42@floorhire.test>');
  });

  it('goes out as the Message-ID header', async () => {
    const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const info = await transport.sendMail({ from: 'no-reply@floorhire.test', to: 'pro@floorhire.test', subject: 's', text: 't', messageId: smtpMessageId('outbox:7', 'no-reply@floorhire.test') });
    expect((info.message as Buffer).toString('utf8')).toMatch(/^Message-ID: <outbox\.7@floorhire\.test>$/mu);
  });
});
