import type { ApiClient } from '@floorhire/api-client';
import { CountAnswerSchema } from '@floorhire/schemas';
import { ProJobListSchema, PublicJobListSchema, type JobSearchFilter, type ProJob, type PublicJob } from '@floorhire/domain-job-board';
import { useApi, useResource } from '@floorhire/remote-kit';

export type ListedJob = PublicJob & Partial<Pick<ProJob, 'notificationStatus' | 'applicationId' | 'applicationStatus'>>;

/** GET /public/job (visitors) or /pro/job (pros) with the §7 filter, and its count. */
export async function searchJobs(api: ApiClient, filter: JobSearchFilter, asPro: boolean, signal?: AbortSignal): Promise<{ jobs: ListedJob[]; count: number }> {
  const base = asPro ? '/pro/job' : '/public/job';
  const query = { filter };
  const extra = signal ? { signal } : {};
  const [jobs, count] = await Promise.all([
    asPro ? api.jobBoardSearch.get(base, { schema: ProJobListSchema, query, ...extra }) : api.jobBoardSearch.get(base, { schema: PublicJobListSchema, query, ...extra }),
    api.jobBoardSearch.get(`${base}/count`, { schema: CountAnswerSchema, query: { filter: { ...filter, limit: undefined, skip: undefined } }, ...extra }),
  ]);
  return { jobs, count: count.count };
}

export function useJobSearch(filter: JobSearchFilter | null, asPro: boolean) {
  const api = useApi();
  return useResource(filter === null ? null : `jobs:${asPro}:${JSON.stringify(filter)}`, (signal) => searchJobs(api, filter!, asPro, signal));
}
