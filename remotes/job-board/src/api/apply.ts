import type { ApiClient } from '@floorhire/api-client';
import { ApplicantListItemSchema } from '@floorhire/domain-applications';
import type { AnalyticOptions } from '@floorhire/domain-job-board';

/** POST job-applicant (jobId, status New, analyticOptions): the pro applies as themself. */
export function applyToJob(api: ApiClient, jobId: number, analyticOptions: AnalyticOptions | undefined) {
  return api.applications.post('/job-applicant', { schema: ApplicantListItemSchema, body: { jobId, status: 'New', ...(analyticOptions ? { analyticOptions } : {}) } });
}
