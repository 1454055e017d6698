import type { ApiClient } from '@floorhire/api-client';
import { EmployerJobTitleListSchema } from '@floorhire/domain-employer-account';

/** PUT employer/{id}/job-title: the frequent positions, replaced as a whole. */
export function putFrequentPositions(api: ApiClient, employerId: number, jobTitleIds: readonly number[]) {
  return api.employer.put(`employer/${employerId}/job-title`, { schema: EmployerJobTitleListSchema, body: { jobTitleIds } });
}
