import type { ApiClient } from '@floorhire/api-client';
import { AddressPredictionListSchema, type AddressPrediction } from '@floorhire/domain-geo';

/** GET /geolocation/address-predict: the gazetteer's place of a 5-digit ZIP, or none. */
export async function placeOfZip(api: ApiClient, zip: string, signal?: AbortSignal): Promise<AddressPrediction | null> {
  const places = await api.candidateDiscovery.get('/geolocation/address-predict', { schema: AddressPredictionListSchema, query: { query: zip, limit: '1' }, ...(signal ? { signal } : {}) });
  return places.find((p) => p.postalCode === zip) ?? null;
}
