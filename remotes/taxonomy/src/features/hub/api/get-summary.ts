import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { TaxonomySummarySchema, type TaxonomySummary } from '@floorhire/domain-taxonomy';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /taxonomy/summary: how many live entries each list holds (ADR 311). */
export function fetchSummary(api: ApiClient, signal?: AbortSignal): Promise<TaxonomySummary> {
  return api.jobs.get('taxonomy/summary', { schema: TaxonomySummarySchema, ...(signal ? { signal } : {}) });
}

export const SUMMARY_KEY = 'taxonomy-summary';

export function useSummary() {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchSummary(api, signal), [api]);
  return useResource(SUMMARY_KEY, load);
}
