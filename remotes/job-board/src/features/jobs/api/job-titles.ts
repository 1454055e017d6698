import type { ApiClient } from '@floorhire/api-client';
import { PublicJobTitleListSchema } from '@floorhire/domain-job-board';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /public/job-title: the titles a visitor can filter by. */
export function fetchJobTitles(api: ApiClient, signal?: AbortSignal) {
  return api.jobBoardSearch.get('/public/job-title', { schema: PublicJobTitleListSchema, query: { limit: 1000 }, ...(signal ? { signal } : {}) });
}

export function useJobTitles() {
  const api = useApi();
  return useResource('job-titles', (signal) => fetchJobTitles(api, signal));
}
