import type { ApiClient } from '@floorhire/api-client';
import { BILLING_TEXTS, OfferListSchema, type Offer } from '@floorhire/domain-billing';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /subscription/offers; a failure reads 'There was an error while fetching the offers.' (spec 002 §8). */
export function fetchOffers(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<Offer[]> {
  return api.subscription.get('subscription/offers', { schema: OfferListSchema, query: { employerId }, fallbackMessage: BILLING_TEXTS.offersFailed, ...(signal ? { signal } : {}) });
}

export function useOffers(employerId: number, revision: number) {
  const api = useApi();
  return useResource(`offers:${employerId}:${revision}`, (signal) => fetchOffers(api, employerId, signal));
}
