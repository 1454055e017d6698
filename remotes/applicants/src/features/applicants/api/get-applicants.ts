import type * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { ApplicantCountSchema, ApplicantListSchema, type ApplicantListItem, type ApplicantListQuery } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';

export type ApplicantCount = v.InferOutput<typeof ApplicantCountSchema>;

/** GET /job/{jobId}/job-applicant (spec 001 §7). */
export function fetchApplicants(api: ApiClient, jobId: number, query: ApplicantListQuery, signal?: AbortSignal): Promise<ApplicantListItem[]> {
  return api.applications.get(`/job/${jobId}/job-applicant`, { schema: ApplicantListSchema, query, ...(signal ? { signal } : {}) });
}

/** GET /job/{jobId}/job-applicant/count: the total and the count under each filter tab. */
export function fetchApplicantCount(api: ApiClient, jobId: number, query: ApplicantListQuery, signal?: AbortSignal): Promise<ApplicantCount> {
  return api.applications.get(`/job/${jobId}/job-applicant/count`, { schema: ApplicantCountSchema, query, ...(signal ? { signal } : {}) });
}

export function useApplicants(jobId: number, query: ApplicantListQuery) {
  const api = useApi();
  const key = `${jobId}:${JSON.stringify(query)}`;
  const list = useResource(key, (signal) => fetchApplicants(api, jobId, query, signal));
  // Counts ignore paging and the tab, so they reload only when the search changes or on demand.
  const countQuery: ApplicantListQuery = query.search ? { search: query.search } : {};
  const counts = useResource(`${jobId}:${JSON.stringify(countQuery)}`, (signal) => fetchApplicantCount(api, jobId, countQuery, signal));
  return { list, counts };
}
