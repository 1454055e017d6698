import * as v from 'valibot';
import { ApiError, type ApiClient } from '@floorhire/api-client';
import { BILLING_TEXTS } from '@floorhire/rules';
import { SubscriptionSchema } from '@floorhire/schemas';
import { useApi, useResource } from '@floorhire/remote-kit';

// Whether the employer is subscribed is the subscription service's one answer (spec 002 §4):
// GET subscription/employer/{id}, the read the shell's guards make. A 404 'Subscription not
// found' means no active subscription. docs/decisions/173-one-subscription-rule.md.
const SubscribedSchema = v.pick(SubscriptionSchema, ['isSubscribed']);

export async function fetchSubscribed(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await api.subscription.get(`/subscription/employer/${employerId}`, { schema: SubscribedSchema, ...(signal ? { signal } : {}) });
    return answer.isSubscribed;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404 && error.message === BILLING_TEXTS.subscriptionNotFoundServerMessage) return false;
    throw error;
  }
}

export function useSubscribed(employerId: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `subscribed:${employerId}`, (signal) => fetchSubscribed(api, employerId!, signal));
}
