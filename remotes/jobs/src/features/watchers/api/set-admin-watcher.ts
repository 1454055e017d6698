import type { ApiClient } from '@floorhire/api-client';
import { JobWatcherListSchema, type JobWatcherDto } from '@floorhire/domain-jobs';

/** POST job/{id}/job-watcher (body watcherId) or DELETE job/{id}/job-watcher/{watcherId} (staff). */
export function setAdminWatcher(api: ApiClient, jobId: number, watcherId: number, watch: boolean): Promise<JobWatcherDto[]> {
  return watch ? api.jobs.post(`job/${jobId}/job-watcher`, { schema: JobWatcherListSchema, body: { watcherId } }) : api.jobs.delete(`job/${jobId}/job-watcher/${watcherId}`, { schema: JobWatcherListSchema });
}
