import type { ApiClient } from '@floorhire/api-client';
import { WatchingAnswerSchema, type JobWatcherDto } from '@floorhire/domain-jobs';

export interface Watching {
  watching: boolean;
  watchers: JobWatcherDto[];
}

/** GET job/{id}/employer-user-job-watcher/{userId}: does the user watch, and who else does. */
export function getEmployerWatching(api: ApiClient, jobId: number, userId: number, signal?: AbortSignal): Promise<Watching> {
  return api.jobs.get(`job/${jobId}/employer-user-job-watcher/${userId}`, { schema: WatchingAnswerSchema, ...(signal ? { signal } : {}) });
}
