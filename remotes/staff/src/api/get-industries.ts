import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { useApi, useResource } from '@floorhire/remote-kit';

const IndustryListSchema = v.array(v.object({ id: v.number(), name: v.string() }));
export type Industry = v.InferOutput<typeof IndustryListSchema>[number];

/** GET /public/industry: the industries of the taxonomy. */
export function fetchIndustries(api: ApiClient, signal?: AbortSignal): Promise<Industry[]> {
  return api.jobBoardSearch.get('public/industry', { schema: IndustryListSchema, ...(signal ? { signal } : {}) });
}

export function useIndustries() {
  const api = useApi();
  return useResource('industries', (signal) => fetchIndustries(api, signal));
}
