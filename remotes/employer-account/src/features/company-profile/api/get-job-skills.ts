import { EmployerJobSkillListSchema } from '@floorhire/domain-employer-account';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{id}/job-skill: the skills the company uses. */
export function useCompanySkills(employerId: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `employer-job-skills:${employerId}`, (signal) => api.employer.get(`employer/${employerId}/job-skill`, { schema: EmployerJobSkillListSchema, signal }));
}
