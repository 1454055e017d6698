// What the chrome needs to know about an employer's plan: the guards (active, none or expired),
// the free-trial banner (end date), and the credits counter (gated plans). The subscription
// service decides the flags (GET /subscription/employer/{id}, ADR 130); the shell reads them
// through the billing domain's schema and 404 rule, as the remotes do (ADR 135).
import * as v from 'valibot';
import { EmployerSubscriptionSchema, subscriptionAbsence } from '@floorhire/domain-billing';
import type { SubscriptionState } from '../guards/decide-route';

export interface SubscriptionSummary {
  state: SubscriptionState;
  /** The free plan (trial) shows the banner with the days left (§2.3). */
  isFreeTrial: boolean;
  endDate: string | null;
  isGated: boolean;
  /** Talent-search credits left, for the counter. */
  credits: number | null;
}

export const NO_SUBSCRIPTION: SubscriptionSummary = { state: 'none', isFreeTrial: false, endDate: null, isGated: false, credits: null };
export const EXPIRED_SUBSCRIPTION: SubscriptionSummary = { ...NO_SUBSCRIPTION, state: 'expired' };

/**
 * The subscription service could not be read (down, or not deployed): the shell shows the error
 * but does not lock the employer out on that alone; the API still enforces plans (ADR 063).
 */
export const UNKNOWN_SUBSCRIPTION: SubscriptionSummary = { state: 'active', isFreeTrial: false, endDate: null, isGated: false, credits: null };

/** The 200 answer. A present but inactive subscription (paused, awaiting creation) counts as none. */
export function parseSubscription(input: unknown): SubscriptionSummary {
  const wire = v.parse(EmployerSubscriptionSchema, input);
  if (!wire.isSubscribed) return NO_SUBSCRIPTION;
  return { state: 'active', isFreeTrial: wire.isFreePlan, endDate: wire.endDate, isGated: wire.isGated, credits: wire.credits.remaining };
}

/**
 * A failed read. 404 'Subscription not found' means no active subscription (spec 002 §8): expired
 * unless the service says the employer never had one. Anything else is not an answer: null.
 */
export function subscriptionFromFailure(statusCode: number, message: string, errorType: string | undefined): SubscriptionSummary | null {
  const absence = subscriptionAbsence({ statusCode, message, error: errorType });
  return absence === null ? null : absence === 'none' ? NO_SUBSCRIPTION : EXPIRED_SUBSCRIPTION;
}
