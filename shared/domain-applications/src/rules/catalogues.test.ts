import { describe, expect, it } from 'vitest';
import { applicantStatusLabel, SORT_OPTIONS } from './catalogues';
import { INTERVIEW_TIMES, mergeInterviewSlots } from './interview-times';

// Catalogues of spec 000 §9 and 001 that the applications domain owns, quoted from the spec.
describe('applications catalogues', () => {
  it('sorts: Date new to old is updateTs descending; last names by nameLast', () => {
    expect(SORT_OPTIONS.find((o) => o.label === 'Date new to old')).toMatchObject({ sortBy: 'updateTs', sortDesc: true });
    expect(SORT_OPTIONS.find((o) => o.label === 'Last Name Z-A')).toMatchObject({ sortBy: 'nameLast', sortDesc: true });
  });
  it('offers interview times every 15 minutes across the day', () => {
    expect(INTERVIEW_TIMES).toHaveLength(96);
    expect(INTERVIEW_TIMES[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(INTERVIEW_TIMES[37]).toEqual({ value: '09:15', label: '9:15 AM' });
    expect(INTERVIEW_TIMES[95]).toEqual({ value: '23:45', label: '11:45 PM' });
  });
  it('merges slots of the same date and removes duplicate times', () => {
    expect(
      mergeInterviewSlots([
        { date: '2026-05-02', times: ['13:00', '09:00'] },
        { date: '2026-05-01', times: ['10:00'] },
        { date: '2026-05-02', times: ['09:00', '09:07'] },
      ]),
    ).toEqual([
      { date: '2026-05-01', times: ['10:00'] },
      { date: '2026-05-02', times: ['09:00', '13:00'] },
    ]);
  });
  it('names applicant statuses in the employer words of spec 001', () => {
    expect(applicantStatusLabel('Client')).toBe('Engaged');
    expect(applicantStatusLabel('Contact')).toBe('New Applications');
    expect(applicantStatusLabel('Contact', 'staff')).toBe('Outreach');
    expect(applicantStatusLabel('Notified')).toBe('');
  });
});
