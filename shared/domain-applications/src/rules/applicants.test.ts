import { describe, expect, it } from 'vitest';
import {
  applicantTabs,
  applicantTimeline,
  bulkStatusNotice,
  parseApplicantSearch,
  runBulkStatusChange,
  statusOptions,
  tabStatuses,
} from './applicants';

describe('applicant filter tabs (spec 001 §4)', () => {
  it('groups New and Contact under New Applicants and leaves decisions out of All Open', () => {
    expect(tabStatuses('New Applicants', 'employer')).toEqual(['New', 'Contact']);
    expect(tabStatuses('Engaged', 'employer')).toEqual(['Client']);
    expect(tabStatuses('All Open', 'staff')).toEqual(['New', 'Contact', 'Client', 'Review', 'Interview', 'Offer']);
  });

  it('hides Notified and Not interested from employers', () => {
    expect(tabStatuses('Other', 'employer')).toEqual([]);
    expect(tabStatuses('Other', 'staff')).toEqual(['Notified', 'Not interested']);
    expect(applicantTabs('employer')).not.toContain('Other');
    expect(applicantTabs('staff')).toContain('Other');
  });

  it('offers employers one New Applications option and staff Outreach for Contact', () => {
    const employer = statusOptions('employer').map((o) => o.label);
    expect(employer).toEqual(['New Applications', 'Engaged', 'Reviewed', 'Interview', 'Offer', 'Hired', 'Rejected']);
    expect(statusOptions('staff').find((o) => o.value === 'Contact')?.label).toBe('Outreach');
  });
});

describe('applicant search (spec 001 §5)', () => {
  it('keeps only letters, apostrophe, comma, period, space and hyphen in names', () => {
    expect(parseApplicantSearch("O'Brien-Smith, Jr.")).toEqual({ kind: 'name', text: "O'Brien-Smith, Jr." });
    expect(parseApplicantSearch('Ann_e%*')).toEqual({ kind: 'name', text: 'Anne' });
    expect(parseApplicantSearch('José')).toEqual({ kind: 'name', text: 'José' });
  });

  it('searches phones by digits only', () => {
    expect(parseApplicantSearch('(312) 555-0199')).toEqual({ kind: 'phone', digits: '3125550199' });
  });

  it('removes non-printable characters and ignores empty text', () => {
    expect(parseApplicantSearch('Ma\u0000ry\u200b')).toEqual({ kind: 'name', text: 'Mary' });
    expect(parseApplicantSearch('  \u0007 ')).toBeNull();
    expect(parseApplicantSearch('%%%')).toBeNull();
  });
});

describe('applicant timeline (spec 001 §4)', () => {
  it('reads Application created first, then Status changed to the display name', () => {
    const entries = applicantTimeline([
      { status: 'Client', createTs: '2026-01-02T00:00:00Z' },
      { status: 'New', createTs: '2026-01-01T00:00:00Z', creator: { nameFirst: 'Pat', nameLast: 'Lee' } },
      { status: 'Contact', createTs: '2026-01-03T00:00:00Z' },
    ]);
    expect(entries.map((e) => e.text)).toEqual(['Application created', 'Status changed to Engaged', 'Status changed to New Applications']);
    expect(entries[0]!.creatorName).toBe('Pat Lee');
    expect(applicantTimeline([{ status: 'Contact', createTs: '2026-01-03T00:00:00Z' }], { viewer: 'staff' })[0]!.text).toBe('Status changed to Outreach');
    const afterOutreach = applicantTimeline(
      [
        { status: 'Notified', createTs: '2026-01-01T00:00:00Z' },
        { status: 'New', createTs: '2026-01-02T00:00:00Z' },
        { status: 'New', createTs: '2026-01-04T00:00:00Z' },
      ],
      { viewer: 'staff' },
    );
    expect(afterOutreach.map((e) => e.text)).toEqual(['Status changed to Notified', 'Application created', 'Status changed to New Applications']);
  });

  it('appends the rejection reason and the latest not-interested reason', () => {
    const entries = applicantTimeline(
      [
        { status: 'New', createTs: '2026-01-01T00:00:00Z' },
        { status: 'Rejected', createTs: '2026-01-02T00:00:00Z' },
        { status: 'Not interested', createTs: '2026-01-03T00:00:00Z' },
      ],
      {
        viewer: 'staff',
        rejectionReason: 'Not enough experience',
        notInterestedReasons: [
          { reason: 'Too far', updateTs: '2026-01-01T00:00:00Z' },
          { reason: 'Took another job', updateTs: '2026-01-03T00:00:00Z' },
        ],
      },
    );
    expect(entries[1]!.text).toBe('Status changed to Rejected: Not enough experience');
    expect(entries[2]!.text).toBe('Status changed to Not interested: Took another job');
  });
});

describe('bulk status change (spec 001 §4, §8)', () => {
  it('skips applicants already in the target status and says No status changed when none changed', async () => {
    const calls: number[] = [];
    const outcome = await runBulkStatusChange(
      [
        { id: 1, status: 'Review' },
        { id: 2, status: 'Review' },
      ],
      'Review',
      async (a) => {
        calls.push(a.id);
        return { changed: true };
      },
    );
    expect(calls).toEqual([]);
    expect(outcome.message).toBe('No status changed');
    expect(outcome.skipped).toBe(2);
  });

  it('runs at most five calls at once and reports success, partial failure and failure', async () => {
    let inFlight = 0;
    let peak = 0;
    const applicants = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, status: 'New' }));
    const outcome = await runBulkStatusChange(applicants, 'Review', async (a) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      if (a.id === 3) throw new Error('boom');
      return { changed: true };
    });
    expect(peak).toBe(5);
    expect(outcome).toMatchObject({ changed: 11, failed: 1, message: 'Error setting some application statuses.' });
    expect(bulkStatusNotice(3, 0).message).toBe('Applicants status changed!');
    expect(bulkStatusNotice(1, 0).message).toBe('Applicant Status Changed!');
    expect(bulkStatusNotice(0, 2).message).toBe('Error setting application status.');
  });
});
