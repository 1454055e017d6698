import type { ApiClient } from '@floorhire/api-client';
import { JobBoardRequestSchema, type JobBoardRequest } from '@floorhire/domain-job-board';

/** POST …/{id}/submit-form: spec 002 §5 is checked again by the API. */
export function submitForm(api: ApiClient, employerId: number): Promise<JobBoardRequest> {
  return api.jobBoardSearch.post(`indeed-employer-request-information/${employerId}/submit-form`, { schema: JobBoardRequestSchema });
}
