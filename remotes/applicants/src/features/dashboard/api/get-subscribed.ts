import { ApiError, type ApiClient } from '@floorhire/api-client';
import { EmployerSubscriptionSchema, subscriptionAbsence } from '@floorhire/domain-billing';
import { useApi, useResource } from '@floorhire/remote-kit';

// Whether the employer is subscribed is the subscription service's one answer (spec 002 §4):
// GET subscription/employer/{id}, the read the shell's guards make. A 404 'Subscription not
// found' means no active subscription. Read through the billing domain's one schema and 404 rule
// (ADR 173, 188).

export async function fetchSubscribed(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await api.subscription.get(`/subscription/employer/${employerId}`, { schema: EmployerSubscriptionSchema, ...(signal ? { signal } : {}) });
    return answer.isSubscribed;
  } catch (error) {
    if (error instanceof ApiError && subscriptionAbsence(error) !== null) return false;
    throw error;
  }
}

export function useSubscribed(employerId: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `subscribed:${employerId}`, (signal) => fetchSubscribed(api, employerId!, signal));
}
