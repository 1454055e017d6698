import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { analyticOptionsFrom, canApply, canWithdraw, effectiveNotificationStatus, jobMessageChannels, jobSuitsPro, JOB_NOTIFY_RULES, outreachDecision, payMatches, shiftMatches } from './rules';
import { JobSearchFilterSchema } from './schemas';
import { JOB_BOARD_ERRORS } from './texts';

describe('pay filter (spec 002 §5)', () => {
  const hourly = (payRateMax: number | null) => ({ payRatePeriod: 'hourly' as const, payRateMax, payRateSalaryMax: null });
  it('keeps jobs with no maximum pay, or a maximum at or above the minimum', () => {
    expect(payMatches(hourly(null), 25)).toBe(true);
    expect(payMatches(hourly(25), 25)).toBe(true);
    expect(payMatches(hourly(24.99), 25)).toBe(false);
    expect(payMatches(hourly(10), null)).toBe(true);
  });
  it('compares an annual salary with the hourly minimum over 2080 hours', () => {
    expect(payMatches({ payRatePeriod: 'annual', payRateMax: null, payRateSalaryMax: 52_000 }, 25)).toBe(true);
    expect(payMatches({ payRatePeriod: 'annual', payRateMax: null, payRateSalaryMax: 51_999 }, 25)).toBe(false);
  });
});

describe('shift filter (spec 002 §5)', () => {
  it('includes jobs with no shift and jobs on a chosen shift', () => {
    expect(shiftMatches(null, [1])).toBe(true);
    expect(shiftMatches(1, [1, 3])).toBe(true);
    expect(shiftMatches(2, [1, 3])).toBe(false);
    expect(shiftMatches(2, [])).toBe(true);
  });
});

describe('applying and withdrawing (spec 002 §4)', () => {
  it('a pro applies only from notified or not interested, or without an application', () => {
    expect([null, 'Notified', 'Not interested'].map((s) => canApply(s as never))).toEqual([true, true, true]);
    expect((['New', 'Review', 'Interview', 'Rejected', 'Hired'] as const).map(canApply)).toEqual([false, false, false, false, false]);
  });
  it('withdraws only an open application', () => {
    expect(canWithdraw('Review')).toBe(true);
    expect(canWithdraw('Interview')).toBe(true);
    expect(canWithdraw('Not interested')).toBe(false);
    expect(canWithdraw('Rejected')).toBe(false);
  });
});

describe('notification status a pro sees (spec 002 §3)', () => {
  it('what the pro did wins over the outreach record', () => {
    expect(effectiveNotificationStatus('QUEUED', 'New', false)).toBe('APPLIED');
    expect(effectiveNotificationStatus('NO REPLY', 'Not interested', false)).toBe('DISMISSED');
    expect(effectiveNotificationStatus(null, null, true)).toBe('DISMISSED');
    expect(effectiveNotificationStatus('NO REPLY', 'Notified', false)).toBe('NO REPLY');
    expect(effectiveNotificationStatus(null, null, false)).toBeNull();
  });
  it('an outreach made by hand, without a matcher record, reads as sent', () => {
    expect(effectiveNotificationStatus(null, 'Notified', false)).toBe('QUEUED');
  });
});

describe('analyticOptions from the landing address (spec 002 §7)', () => {
  it('reads source, medium and campaign from utm_* and the channel', () => {
    expect(analyticOptionsFrom('?utm_source=indeed&utm_medium=cpc&utm_campaign=SKILLED_PRO_WEEKLY_JOB_NOTIFICATION&channel=EMAIL')).toEqual({
      source: 'indeed',
      medium: 'cpc',
      campaign: 'SKILLED_PRO_WEEKLY_JOB_NOTIFICATION',
      channel: 'EMAIL',
    });
    expect(analyticOptionsFrom('?page=2')).toBeUndefined();
  });
});

describe('job search filter', () => {
  it("refuses a ZIP that is not 5 digits and a pay below $1 in the spec's words", () => {
    const zip = v.safeParse(JobSearchFilterSchema, { postalCode: '6060' });
    expect(zip.issues?.[0]?.message).toBe('Please enter a valid 5-digit ZIP code');
    const pay = v.safeParse(JobSearchFilterSchema, { minPay: 0.5 });
    expect(pay.issues?.[0]?.message).toBe('Only pay rates of $1 or higher are valid.');
  });
  it('quotes the lookup errors of §8', () => {
    expect(JOB_BOARD_ERRORS.openJobs).toBe("Couldn't load open jobs");
    expect(JOB_BOARD_ERRORS.job).toBe("Couldn't load job");
  });
});

describe('sending jobs to pros (spec 002 §3, §5; ADR 215)', () => {
  const hourly = { payRatePeriod: 'hourly' as const, payRateMax: 30, payRateSalaryMax: null, shift: 1 };
  const pro = { payRateMin: 25, maxCommute: 20, shifts: [1, 2] };

  it('sends a job within the commute that pays the minimum on one of the shifts', () => {
    expect(jobSuitsPro(hourly, pro, 19.9)).toBe(true);
    expect(jobSuitsPro(hourly, pro, 20.1)).toBe(false);
    expect(jobSuitsPro({ ...hourly, payRateMax: 24 }, pro, 5)).toBe(false);
    expect(jobSuitsPro({ ...hourly, shift: 3 }, pro, 5)).toBe(false);
    // §5: no maximum pay passes, no shift passes.
    expect(jobSuitsPro({ ...hourly, payRateMax: null, shift: null }, pro, 5)).toBe(true);
    expect(jobSuitsPro({ payRatePeriod: 'annual', payRateMax: null, payRateSalaryMax: 50_000, shift: 1 }, pro, 5)).toBe(false);
    expect(jobSuitsPro({ payRatePeriod: 'annual', payRateMax: null, payRateSalaryMax: 52_000, shift: 1 }, pro, 5)).toBe(true);
  });

  it('uses the default commute when the pro set none, and never sends a job at an unknown distance', () => {
    const open = { payRateMin: null, maxCommute: null, shifts: [] };
    expect(jobSuitsPro(hourly, open, JOB_NOTIFY_RULES.defaultCommuteMiles)).toBe(true);
    expect(jobSuitsPro(hourly, open, JOB_NOTIFY_RULES.defaultCommuteMiles + 1)).toBe(false);
    expect(jobSuitsPro(hourly, open, null)).toBe(false);
  });

  it("messages only on the pro's chosen channels, SMS only with a phone", () => {
    expect(jobMessageChannels({ notificationEmail: true, notificationSms: true, phone: '3125550100' })).toEqual(['email', 'sms']);
    expect(jobMessageChannels({ notificationEmail: false, notificationSms: true, phone: null })).toEqual([]);
    expect(jobMessageChannels({ notificationEmail: false, notificationSms: false, phone: '3125550100' })).toEqual([]);
  });

  it('skips a pro who takes no job messages and holds back past the daily allowance', () => {
    expect(outreachDecision([], 0)).toBe('SKIPPED');
    expect(outreachDecision(['email'], JOB_NOTIFY_RULES.dailyMessages - 1)).toBe('QUEUED');
    expect(outreachDecision(['email'], JOB_NOTIFY_RULES.dailyMessages)).toBe('NOT QUEUED');
  });
});
