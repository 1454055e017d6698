import { BILLING_TEXTS, SUBSCRIPTION_NOT_FOUND_TYPES, isEndedSubscription } from '@floorhire/rules';
import type { SubscriptionDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { HttpError } from '../../http/errors';
import { newestStartedSubscription, toSubscriptionDto } from './subscription.repository';

// docs/decisions/130-subscription-read.md.

export const subscriptionNotFound = (type: string) => new HttpError(404, BILLING_TEXTS.subscriptionNotFoundServerMessage, type);

/**
 * The employer's active subscription, or the 404 of spec 002 §8 ('Subscription not found' means
 * "No active subscription"); its error type says whether one ever existed.
 */
export async function activeSubscriptionOf(q: Queryable, employerId: number): Promise<SubscriptionDto> {
  const row = await newestStartedSubscription(q, employerId);
  if (!row) throw subscriptionNotFound(SUBSCRIPTION_NOT_FOUND_TYPES.none);
  if (isEndedSubscription(row.status, row.end_date, row.today)) throw subscriptionNotFound(SUBSCRIPTION_NOT_FOUND_TYPES.expired);
  return toSubscriptionDto(row);
}
