import type { ApiClient } from '@floorhire/api-client';
import { WatchingAnswerSchema } from '@floorhire/domain-jobs';
import type { Watching } from './employer-watcher';

/** POST (watch) or DELETE (stop) job/{id}/employer-user-job-watcher/{userId}. */
export function setEmployerWatcher(api: ApiClient, jobId: number, userId: number, watch: boolean): Promise<Watching> {
  const path = `job/${jobId}/employer-user-job-watcher/${userId}`;
  return watch ? api.jobs.post(path, { schema: WatchingAnswerSchema }) : api.jobs.delete(path, { schema: WatchingAnswerSchema });
}
