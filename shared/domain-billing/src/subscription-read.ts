import type * as v from 'valibot';
import { BILLING_TEXTS, SUBSCRIPTION_NOT_FOUND_TYPES } from '@floorhire/rules';
import { SubscriptionSchema } from '@floorhire/schemas';

// GET subscription/employer/{id} (spec 002 §3, §4, §8), read the same way by the shell's guards
// and chrome, the applicants dashboard and the billing pages (ADR 135). A module of its own so
// that the shell, which needs only this, does not bundle the billing domain's other schemas.

/**
 * The one schema the answer is read with: the API's own response schema. It is defined in
 * @floorhire/schemas because the employer read's include=subscription embeds it, and that package
 * cannot import a domain package.
 */
export const EmployerSubscriptionSchema = SubscriptionSchema;
export type EmployerSubscription = v.InferOutput<typeof EmployerSubscriptionSchema>;

/** Why an employer has no active subscription: it never had one, or its newest one has ended. */
export type SubscriptionAbsence = 'none' | 'expired';

/**
 * How the read says "no active subscription" (spec 002 §8): 404 with the message 'Subscription
 * not found'; its error type tells never-had-one from ended (an answer without one counts as
 * ended). Any other failure is not that answer: null.
 */
export function subscriptionAbsence(failure: { statusCode: number; message: string; error?: string | undefined }): SubscriptionAbsence | null {
  if (failure.statusCode !== 404 || failure.message !== BILLING_TEXTS.subscriptionNotFoundServerMessage) return null;
  return failure.error === SUBSCRIPTION_NOT_FOUND_TYPES.none ? 'none' : 'expired';
}
