// How the subscription read answers "no active subscription" (spec 002 §8: a 404 with message
// 'Subscription not found'), and which statuses mean a subscription has ended.
// docs/decisions/130-subscription-read.md.

/** Error types of that 404; the message is always BILLING_TEXTS.subscriptionNotFoundServerMessage. */
export const SUBSCRIPTION_NOT_FOUND_TYPES = {
  /** The employer had subscriptions; the newest one has ended: the expired-plan screen. */
  expired: 'SubscriptionExpired',
  /** The employer never had one: the no-subscription modal. */
  none: 'SubscriptionNotFound',
} as const;

/** Statuses of a subscription that is over, whatever its end date says. */
export const ENDED_SUBSCRIPTION_STATUSES = ['canceled', 'complete', 'trial complete'] as const;

export function isEndedSubscription(status: string, endDate: string | null, today: string): boolean {
  return (ENDED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status) || (endDate !== null && endDate.slice(0, 10) < today);
}
