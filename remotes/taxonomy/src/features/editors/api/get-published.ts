import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { PublishedTaxonomySchema, type PublishedTaxonomy } from '@floorhire/domain-taxonomy';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /taxonomy-category/sovren-publish: the published categories as the resume parser receives them (spec 002 §7). */
export function fetchPublished(api: ApiClient, signal?: AbortSignal): Promise<PublishedTaxonomy> {
  return api.jobs.get('taxonomy-category/sovren-publish', { schema: PublishedTaxonomySchema, ...(signal ? { signal } : {}) });
}

export function usePublished(revision: number) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchPublished(api, signal), [api]);
  return useResource(`sovren-publish:${revision}`, load);
}
