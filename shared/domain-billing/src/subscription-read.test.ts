import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EmployerSubscriptionSchema, subscriptionAbsence } from './index';

describe('the subscription read (ADR 135)', () => {
  it("reads 404 'Subscription not found' as never subscribed or ended, and nothing else as an absence", () => {
    expect(subscriptionAbsence({ statusCode: 404, message: 'Subscription not found', error: 'SubscriptionNotFound' })).toBe('none');
    expect(subscriptionAbsence({ statusCode: 404, message: 'Subscription not found', error: 'SubscriptionExpired' })).toBe('expired');
    expect(subscriptionAbsence({ statusCode: 404, message: 'Subscription not found' })).toBe('expired');
    expect(subscriptionAbsence({ statusCode: 404, message: 'Not found' })).toBeNull();
    expect(subscriptionAbsence({ statusCode: 500, message: 'Subscription not found' })).toBeNull();
  });

  it('parses the whole record the service answers and refuses a partial one', () => {
    expect(v.safeParse(EmployerSubscriptionSchema, { status: 'active', isSubscribed: true }).success).toBe(false);
  });
});
