import type { ApiClient } from '@floorhire/api-client';
import { JobSummaryListSchema } from '@floorhire/domain-jobs';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{id}/job/summary with filter live (and employerUserProfileId for Mine). */
export function fetchActiveJobs(api: ApiClient, employerId: number, mineOf: number | null, signal?: AbortSignal) {
  return api.jobs.get(`/employer/${employerId}/job/summary`, {
    schema: JobSummaryListSchema,
    query: { filter: { where: { status: 'live', ...(mineOf !== null ? { employerUserProfileId: mineOf } : {}) }, limit: 10, order: ['statusUpdateTs DESC'] } },
    ...(signal ? { signal } : {}),
  });
}

export function useActiveJobs(employerId: number | null, mineOf: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `jobs:${employerId}:${mineOf}`, (signal) => fetchActiveJobs(api, employerId!, mineOf, signal));
}
