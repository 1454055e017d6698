import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from './ics';

const event = {
  uid: 'interview-12@floorhire.test',
  sequence: 2,
  start: new Date('2026-03-09T14:00:00Z'),
  end: new Date('2026-03-09T14:30:00Z'),
  summary: 'Interview: CNC Machinist, Acme Machining',
  description: 'Phone interview; bring your certificates, please.\nAsk for Pat.',
  location: '1 Main St, Springfield',
  organizer: { name: 'Pat Lee', email: 'pat@acme.test' },
  attendees: [{ name: 'Ada Lovelace', email: 'ada@example.test' }],
  method: 'REQUEST' as const,
  stamp: new Date('2026-03-01T00:00:00Z'),
};

describe('ICS invites (RFC 5545)', () => {
  it('writes a VCALENDAR with one VEVENT in UTC, CRLF line ends', () => {
    const ics = buildIcs(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(ics).toContain('\r\nDTSTART:20260309T140000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260309T143000Z\r\n');
    expect(ics).toContain('\r\nSEQUENCE:2\r\n');
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.replace(/\r\n/gu, '')).not.toMatch(/\n/u);
  });

  it('escapes text values and folds long lines', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /gu, '')).toBe(long);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const ics = buildIcs({ ...event, method: 'CANCEL', sequence: 3 });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
  });
});
