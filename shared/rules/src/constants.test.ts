import { describe, expect, it } from 'vitest';
import {
  DURATIONS,
  EMPLOYER_SIZE_BANDS,
  LAYOUT,
  PROMISE_POOL_CONCURRENCY,
  REFERRAL_OPTIONS,
  SHIFTS,
  THEME,
  US_STATES,
  channelSummary,
  errorTypeOf,
  fillPlaceholders,
  isSubscribedStatus,
  pageTitle,
  referralFromSearch,
  shiftLabel,
  shuffle,
  tokenRefreshDelay,
  userStatusLabel,
  usStateName,
} from './index';

describe('constants of spec 000 §9', () => {
  it('keeps the durations', () => {
    expect(DURATIONS).toMatchObject({
      snackbar: 3000,
      errorSnackbar: 4000,
      errorSnackbarLong: 5000,
      alert: 4000,
      newLinkSuccess: 5000,
      cacheExpiry: 900_000,
      updateCheckInterval: 10_000,
      updateNotice: 5000,
    });
    expect(PROMISE_POOL_CONCURRENCY).toBe(5);
  });
  it('keeps theme, layout and size bands', () => {
    expect(THEME.primary).toBe('#00900D');
    expect(LAYOUT).toMatchObject({ drawerWide: 256, drawerNarrow: 184, drawerEmployerMax: 180, drawerMini: 48, maxWidth: 1904, bannerHeightDesktop: 40, bannerHeightMobile: 100 });
    expect(EMPLOYER_SIZE_BANDS).toEqual(['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10,000', '10,000+']);
  });
  it('labels shifts, with null for Multiple Shifts and 0 for Other', () => {
    expect(SHIFTS.map((s) => s.code)).toEqual([1, 2, 3, 4, 0, null]);
    expect(shiftLabel(1)).toBe('1st');
    expect(shiftLabel(0)).toBe('Other');
    expect(shiftLabel(null)).toBe('Multiple Shifts');
  });
  it('lists every state, DC and the territories', () => {
    expect(US_STATES).toHaveLength(57);
    expect(new Set(US_STATES.map((s) => s.abbreviation)).size).toBe(57);
    expect(usStateName('pr')).toBe('Puerto Rico');
    expect(usStateName('IL')).toBe('Illinois');
  });
});

describe('referral', () => {
  it('has the seven options of spec 000 §2.5', () => {
    expect(REFERRAL_OPTIONS.map((o) => o.value)).toEqual(['search-engine', 'social', 'trade-show', 'email', 'referral', 'linkedin', 'other']);
  });
  it('shuffles into a new array holding the same items', () => {
    const items = [1, 2, 3, 4, 5];
    const shuffled = shuffle(items, () => 0);
    expect(shuffled).toEqual([2, 3, 4, 5, 1]);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect([...shuffle(items)].sort()).toEqual(items);
  });
  it('captures campaign parameters', () => {
    expect(referralFromSearch('?utm_source=linkedin&utm_campaign=spring&utm_term=welder')).toEqual({ channel: 'linkedin', name: 'spring', term: 'welder' });
    expect(referralFromSearch('?q=1')).toBeUndefined();
  });
});

describe('users, errors and subscriptions', () => {
  it("shows a normal user to employers as 'team member'", () => {
    expect(userStatusLabel('normal', 'employer')).toBe('team member');
    expect(userStatusLabel('archive')).toBe('archived');
  });
  it('summarises notification channels', () => {
    expect(channelSummary(1, 1)).toBe('both');
    expect(channelSummary(0, 1)).toBe('sms');
    expect(channelSummary(0, 0)).toBe('none');
  });
  it('picks the error page from the error type or status', () => {
    expect(errorTypeOf({ error: 'ExpiredAuthLink', statusCode: 410 })).toBe('expired-auth-link');
    expect(errorTypeOf({ error: 'UserNotFound', statusCode: 404 })).toBe('user-not-found');
    expect(errorTypeOf({ statusCode: 404 })).toBe('not-found');
    expect(errorTypeOf({ statusCode: 500 })).toBe('default');
  });
  it('decides subscribed from the active statuses', () => {
    expect(isSubscribedStatus('past_due')).toBe(true);
    expect(isSubscribedStatus('canceled')).toBe(false);
    expect(isSubscribedStatus(undefined)).toBe(false);
  });
  it('fills message placeholders', () => {
    expect(fillPlaceholders('Hi {{Pro FirstName}}, {{Company Name}} is hiring. {{Unknown}}', { 'Pro FirstName': 'Ada', 'Company Name': 'Acme' })).toBe(
      'Hi Ada, Acme is hiring. {{Unknown}}',
    );
  });
  it('suffixes titles with the product name', () => {
    expect(pageTitle('Dashboard')).toBe('Dashboard | FloorHire');
    expect(pageTitle()).toBe('FloorHire');
  });
});

describe('token refresh timing', () => {
  const now = 1_000_000_000;
  it('fires 5 minutes before expiry', () => {
    expect(tokenRefreshDelay(now + 15 * 60_000, now)).toBe(10 * 60_000);
  });
  it('waits at least 1 minute and at most 2 hours', () => {
    expect(tokenRefreshDelay(now + 2 * 60_000, now)).toBe(60_000);
    expect(tokenRefreshDelay(now + 24 * 3_600_000, now)).toBe(2 * 3_600_000);
  });
});
