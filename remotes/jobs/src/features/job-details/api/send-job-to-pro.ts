import type { ApiClient } from '@floorhire/api-client';
import { JobOutreachRowSchema, type JobOutreachRow } from '@floorhire/domain-job-board';

/** POST job/{id}/job-notification (staff): send the job to this pro now, on the pro's own channels. */
export function sendJobToPro(api: ApiClient, jobId: number, userProfileId: number): Promise<JobOutreachRow> {
  return api.jobBoardSearch.post(`job/${jobId}/job-notification`, { schema: JobOutreachRowSchema, body: { userProfileId } });
}
