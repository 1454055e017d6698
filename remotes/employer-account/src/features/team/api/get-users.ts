import { useApi, useResource } from '@floorhire/remote-kit';
import { PersonSummaryListSchema } from '@floorhire/schemas';

/** GET employer/{id}/user-profile: the employer's users with group and status (spec 002 §7). */
export function useTeam(employerId: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `team:${employerId}`, (signal) => api.employer.get(`employer/${employerId}/user-profile`, { schema: PersonSummaryListSchema, signal }));
}
