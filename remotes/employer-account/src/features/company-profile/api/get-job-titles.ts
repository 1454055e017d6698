import { EmployerJobTitleListSchema } from '@floorhire/domain-employer-account';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{id}/job-title: the frequent positions. */
export function useFrequentPositions(employerId: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `employer-job-titles:${employerId}`, (signal) => api.employer.get(`employer/${employerId}/job-title`, { schema: EmployerJobTitleListSchema, signal }));
}
