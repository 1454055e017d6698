import type { ApiClient } from '@floorhire/api-client';
import { ProJobSchema } from '@floorhire/domain-job-board';

/** POST /pro/job/{id}/not-interested (reason): the notification is DISMISSED (spec 002 §3). */
export function dismissJob(api: ApiClient, jobId: number, reason: string) {
  return api.jobBoardSearch.post(`/pro/job/${jobId}/not-interested`, { schema: ProJobSchema, body: { reason: reason.trim() || null } });
}
