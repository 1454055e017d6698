import type { ApiClient } from '@floorhire/api-client';
import { JobWatcherListSchema, type JobWatcherDto } from '@floorhire/domain-jobs';

/** GET job/{id}/job-watcher (staff). */
export function getAdminWatchers(api: ApiClient, jobId: number, signal?: AbortSignal): Promise<JobWatcherDto[]> {
  return api.jobs.get(`job/${jobId}/job-watcher`, { schema: JobWatcherListSchema, ...(signal ? { signal } : {}) });
}
