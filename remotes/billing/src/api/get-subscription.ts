import type { ApiClient } from '@floorhire/api-client';
import { ApiError, isApiError } from '@floorhire/api-client';
import { BILLING_TEXTS, EmployerSubscriptionSchema, subscriptionAbsence, type EmployerSubscription } from '@floorhire/domain-billing';
import { useApi, useResource } from '@floorhire/remote-kit';

/**
 * GET subscription/employer/{id}. A 404 'Subscription not found' means no active subscription
 * (spec 002 §8): null, shown as 'No active subscription'. Other failures reject with
 * 'Error loading Employer Subscription information'.
 */
export async function fetchSubscription(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<EmployerSubscription | null> {
  try {
    return await api.subscription.get(`subscription/employer/${employerId}`, { schema: EmployerSubscriptionSchema, fallbackMessage: BILLING_TEXTS.subscriptionLoadFailed, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isApiError(error) && subscriptionAbsence(error) !== null) return null;
    if (isApiError(error)) throw new ApiError({ ...error.toJSON(), message: BILLING_TEXTS.subscriptionLoadFailed }, { cause: error });
    throw error;
  }
}

export function useSubscription(employerId: number | null, revision: number) {
  const api = useApi();
  return useResource(employerId === null ? null : `subscription:${employerId}:${revision}`, (signal) => fetchSubscription(api, employerId!, signal));
}
