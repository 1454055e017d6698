import { describe, expect, it } from 'vitest';
import { jobHistoryText, jobPostedMessage, missingJobFields, screenerQuestionsProblem, toJobPayload } from './job-payload';

// Spec 001 §3 (payload), §4 (history texts), §5 (completeness and screener questions), §8 (posted).

describe('toJobPayload (§3)', () => {
  const base = { displayTitle: 'Welder', payRateMin: 20, payRateMax: 28, payRateSalaryMin: 50000, payRateSalaryMax: 60000, shift: 1, startTime: '06:00', endTime: '14:00', employerAssigneeId: 7 };

  it('an hourly job sends only the hourly pair; hourly is the default period', () => {
    const payload = toJobPayload({ ...base });
    expect(payload).toMatchObject({ payRatePeriod: 'hourly', payRateMin: 20, payRateMax: 28 });
    expect(payload).not.toHaveProperty('payRateSalaryMin');
    expect(payload).not.toHaveProperty('payRateSalaryMax');
  });

  it('an annual job sends only the salary pair', () => {
    const payload = toJobPayload({ ...base, payRatePeriod: 'annual' as const });
    expect(payload).toMatchObject({ payRatePeriod: 'annual', payRateSalaryMin: 50000, payRateSalaryMax: 60000 });
    expect(payload).not.toHaveProperty('payRateMin');
    expect(payload).not.toHaveProperty('payRateMax');
  });

  it('start and end time go only with shift Other (0)', () => {
    expect(toJobPayload({ ...base, shift: 1 })).not.toHaveProperty('startTime');
    expect(toJobPayload({ ...base, shift: null })).not.toHaveProperty('endTime');
    expect(toJobPayload({ ...base, shift: 0 })).toMatchObject({ startTime: '06:00', endTime: '14:00' });
  });

  it('the assignee is omitted when empty', () => {
    expect(toJobPayload({ ...base, employerAssigneeId: null })).not.toHaveProperty('employerAssigneeId');
    expect(toJobPayload({ ...base, employerAssigneeId: undefined })).not.toHaveProperty('employerAssigneeId');
    expect(toJobPayload({ ...base })).toHaveProperty('employerAssigneeId', 7);
  });
});

describe('missingJobFields (§5)', () => {
  const complete = {
    displayTitle: 'Welder',
    employerAssigneeId: 3,
    hireType: 'Full-Time',
    payRateMin: 0,
    payRateMax: 25,
    street1: '1 Main St',
    city: 'Dayton',
    state: 'OH',
    postalCode: '45402',
    employerName: 'Acme',
    rawDescription: 'Weld frames',
    descriptionMarkdown: 'Weld frames',
    screenerQuestions: ['a?', 'b?', 'c?'],
  };

  it('nothing is missing from a complete job (0 is a valid pay rate)', () => {
    expect(missingJobFields(complete, { isStaff: false })).toEqual([]);
  });

  it('company information, details and both descriptions are required', () => {
    const missing = missingJobFields({ ...complete, street1: ' ', city: '', employerName: null, postalCode: undefined, state: '', hireType: null, employerAssigneeId: null, rawDescription: '', descriptionMarkdown: '' }, { isStaff: false });
    expect(missing).toEqual(['street1', 'city', 'employerName', 'postalCode', 'state', 'employerAssigneeId', 'hireType', 'rawDescription', 'descriptionMarkdown']);
  });

  it('the display title is required unless the user is staff', () => {
    expect(missingJobFields({ ...complete, displayTitle: '' }, { isStaff: false })).toEqual(['displayTitle']);
    expect(missingJobFields({ ...complete, displayTitle: '' }, { isStaff: true })).toEqual([]);
  });

  it('negative pay of the active period is refused', () => {
    expect(missingJobFields({ ...complete, payRateMin: -1 }, { isStaff: false })).toEqual(['payRateMin']);
    expect(missingJobFields({ ...complete, payRatePeriod: 'annual', payRateMin: -1, payRateSalaryMax: -5 }, { isStaff: false })).toEqual(['payRateSalaryMax']);
  });

  it('shift Other needs both times; url screening needs the career site instead of questions', () => {
    expect(missingJobFields({ ...complete, shift: 0, startTime: '06:00' }, { isStaff: false })).toEqual(['endTime']);
    expect(missingJobFields({ ...complete, screeningAction: 'url', screenerQuestions: [] }, { isStaff: false })).toEqual(['employerCareerSiteUrl']);
    expect(missingJobFields({ ...complete, screeningAction: 'url', employerCareerSiteUrl: 'https://x.test', screenerQuestions: [] }, { isStaff: false })).toEqual([]);
  });
});

describe('screenerQuestionsProblem (§5: 3 to 7 non-empty)', () => {
  it.each([
    [['a', 'b'], 'Add at least 3 screener questions'],
    [['a', 'b', ' '], 'Screener questions cannot be empty'],
    [['1', '2', '3', '4', '5', '6', '7', '8'], 'Add no more than 7 screener questions'],
    [['a', 'b', 'c'], undefined],
    [['1', '2', '3', '4', '5', '6', '7'], undefined],
  ])('%j → %s', (questions, expected) => {
    expect(screenerQuestionsProblem(questions)).toBe(expected);
  });
});

describe('history and posted texts (§4, §8)', () => {
  it('a change to Live from Live or Removed is a repost; anything else names the status', () => {
    expect(jobHistoryText('removed', 'live')).toBe('Reposted to new matches and external job boards');
    expect(jobHistoryText('live', 'live')).toBe('Reposted to new matches and external job boards');
    expect(jobHistoryText('draft', 'live')).toBe('Status set to Live');
    expect(jobHistoryText(null, 'draft')).toBe('Status set to Draft');
    expect(jobHistoryText('live', 'removed')).toBe('Status set to Removed');
  });

  it('the posted message adds the payment note when it applies', () => {
    expect(jobPostedMessage('Welder', false)).toBe('Welder job post is Live.');
    expect(jobPostedMessage('Welder', true)).toBe('Welder job post is Live. Your Customer Success Manager will reach out shortly for payment.');
  });
});
