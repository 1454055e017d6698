import type { ApiClient } from '@floorhire/api-client';
import { SubscriptionHistoryPageSchema } from '@floorhire/domain-billing';
import { PAGE_SIZES } from '@floorhire/rules';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET payment/subscription/history: 5 per page, newest first. */
export function fetchSubscriptionHistory(api: ApiClient, employerId: number, startingAfter: number | null, signal?: AbortSignal) {
  return api.subscription.get('payment/subscription/history', {
    schema: SubscriptionHistoryPageSchema,
    query: { employerId, limit: PAGE_SIZES.billingHistory, ...(startingAfter ? { starting_after: startingAfter } : {}) },
    ...(signal ? { signal } : {}),
  });
}

export function useSubscriptionHistory(employerId: number, startingAfter: number | null, revision: number) {
  const api = useApi();
  return useResource(`history:${employerId}:${startingAfter ?? 0}:${revision}`, (signal) => fetchSubscriptionHistory(api, employerId, startingAfter, signal));
}
