import { describe, expect, it } from 'vitest';
import {
  interviewHeadline,
  interviewState,
  interviewTimelineText,
  newSlotRules,
  showAttendance,
  slotsToUtc,
  utcToSlots,
  calendarDescription,
  canMoveSlot,
} from './interview-slots';

describe('slotsToUtc (spec 001 §5)', () => {
  it('converts from the chosen zone to the server format in UTC', () => {
    expect(slotsToUtc([{ date: '2026-06-10', times: ['09:00'] }], 'America/Chicago')).toEqual(['2026-06-10 14:00:00']);
    expect(slotsToUtc([{ date: '2026-06-10', times: ['09:00'] }], 'America/New_York')).toEqual(['2026-06-10 13:00:00']);
  });

  it('uses each date\'s own offset across the spring-forward change (Chicago, 8 March 2026)', () => {
    const utc = slotsToUtc(
      [
        { date: '2026-03-07', times: ['09:00'] },
        { date: '2026-03-08', times: ['09:00'] },
      ],
      'America/Chicago',
    );
    // CST is UTC-6 on the 7th, CDT is UTC-5 on the 8th.
    expect(utc).toEqual(['2026-03-07 15:00:00', '2026-03-08 14:00:00']);
  });

  it('handles the fall-back day (Chicago, 1 November 2026)', () => {
    expect(slotsToUtc([{ date: '2026-11-01', times: ['00:00', '12:00'] }], 'America/Chicago')).toEqual(['2026-11-01 05:00:00', '2026-11-01 18:00:00']);
  });

  it('moves a time inside the spring-forward gap forward and removes the duplicate it creates', () => {
    expect(slotsToUtc([{ date: '2026-03-08', times: ['02:30', '03:30'] }], 'America/Chicago')).toEqual(['2026-03-08 08:30:00']);
  });

  it('merges slots of the same date and removes duplicate times', () => {
    const utc = slotsToUtc(
      [
        { date: '2026-06-10', times: ['10:00', '09:00'] },
        { date: '2026-06-10', times: ['09:00', '10:15'] },
      ],
      'UTC',
    );
    expect(utc).toEqual(['2026-06-10 09:00:00', '2026-06-10 10:00:00', '2026-06-10 10:15:00']);
  });

  it('drops times that are not on the 15-minute list', () => {
    expect(slotsToUtc([{ date: '2026-06-10', times: ['09:07', '09:15'] }], 'UTC')).toEqual(['2026-06-10 09:15:00']);
  });

  it('rejects an unknown zone', () => {
    expect(() => slotsToUtc([{ date: '2026-06-10', times: ['09:00'] }], 'Mars/Olympus')).toThrow(RangeError);
  });

  it('round-trips back to local dates and times', () => {
    const slots = [{ date: '2026-03-08', times: ['09:00', '13:45'] }];
    expect(utcToSlots(slotsToUtc(slots, 'America/Los_Angeles'), 'America/Los_Angeles')).toEqual(slots);
  });
});

describe('interview state (spec 001 §4)', () => {
  const slot = (status: 'Proposed' | 'Accepted' | 'Canceled' | 'Rejected' | 'Confirmed', ts = '2099-01-01 10:00:00') => ({ tsInterview: ts, status, proposer: null });

  it('is accepted with exactly one accepted slot, proposed with any proposed slot, canceled with one canceled slot', () => {
    expect(interviewState([slot('Accepted'), slot('Rejected')])).toBe('accepted');
    expect(interviewState([slot('Proposed'), slot('Proposed')])).toBe('proposed');
    expect(interviewState([slot('Canceled')])).toBe('canceled');
    expect(interviewState([])).toBe('none');
  });

  it('reads Scheduled while the accepted time is ahead and Accepted after it', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(interviewHeadline([slot('Accepted', '2026-06-02 10:00:00')], now)).toBe('Scheduled');
    expect(interviewHeadline([slot('Accepted', '2026-05-30 10:00:00')], now)).toBe('Accepted');
    expect(interviewHeadline([slot('Proposed')], now)).toBe('Proposed');
  });

  it('shows the attendance button only for an accepted interview without attendance', () => {
    expect(showAttendance([slot('Accepted')], null)).toBe(true);
    expect(showAttendance([slot('Accepted')], 1)).toBe(false);
    expect(showAttendance([slot('Proposed')], null)).toBe(false);
  });

  it('creates slots Accepted in mode set and Proposed otherwise, with the proposer of the caller', () => {
    expect(newSlotRules('set', 'employer')).toEqual({ status: 'Accepted', proposer: 'Business' });
    expect(newSlotRules('schedule', 'pro')).toEqual({ status: 'Proposed', proposer: 'Skilled Pro' });
    expect(newSlotRules('schedule', 'staff', 'Business')).toEqual({ status: 'Proposed', proposer: 'Business' });
    expect(newSlotRules('calendar', 'staff', 'Business')).toEqual({ status: 'Proposed', proposer: 'Super Admin' });
  });

  it('words the timeline with "by" when the pro proposed and "for" otherwise', () => {
    expect(interviewTimelineText({ status: 'Proposed', proposer: 'Skilled Pro' }, 'Ada Lovelace')).toBe('Interview proposed by Ada Lovelace');
    expect(interviewTimelineText({ status: 'Accepted', proposer: 'Business' }, 'Ada Lovelace')).toBe('Interview scheduled for Ada Lovelace');
    expect(interviewTimelineText({ status: 'Canceled', proposer: 'Super Admin' }, 'Ada Lovelace')).toBe('Interview canceled for Ada Lovelace');
    expect(interviewTimelineText({ status: 'Rejected', proposer: 'Business' }, 'Ada')).toBeUndefined();
  });

  it("reads the pro's answers to a time: rejected or attendance confirmed by the pro, for the pro when the employer answered", () => {
    expect(interviewTimelineText({ status: 'Rejected', proposer: 'Business', changedBy: 'Skilled Pro' }, 'Ada Lovelace')).toBe('Interview time rejected by Ada Lovelace');
    expect(interviewTimelineText({ status: 'Confirmed', proposer: 'Business', changedBy: 'Skilled Pro' }, 'Ada Lovelace')).toBe('Interview attendance confirmed by Ada Lovelace');
    expect(interviewTimelineText({ status: 'Confirmed', proposer: 'Business', changedBy: 'Business' }, 'Ada Lovelace')).toBe('Interview attendance confirmed for Ada Lovelace');
    expect(interviewTimelineText({ status: 'Rejected', proposer: 'Skilled Pro', changedBy: 'Business' }, 'Ada Lovelace')).toBe('Interview time rejected for Ada Lovelace');
    // An accepted time keeps the spec's line whoever accepted it.
    expect(interviewTimelineText({ status: 'Accepted', proposer: 'Business', changedBy: 'Skilled Pro' }, 'Ada Lovelace')).toBe('Interview scheduled for Ada Lovelace');
  });

  it('describes calendar events and allows only forward slot moves', () => {
    expect(calendarDescription('Proposed')).toBe('Interview request sent');
    expect(calendarDescription('Accepted')).toBe('Interview time scheduled');
    expect(calendarDescription('Canceled')).toBe('Interview time canceled');
    expect(canMoveSlot('Proposed', 'Accepted')).toBe(true);
    expect(canMoveSlot('Canceled', 'Accepted')).toBe(false);
    expect(canMoveSlot('Accepted', 'Proposed')).toBe(false);
  });
});
