import type { ApiClient } from '@floorhire/api-client';
import { EmployerJobSkillListSchema } from '@floorhire/domain-employer-account';

/** PUT employer/{id}/job-skill: the skills, replaced as a whole. */
export function putCompanySkills(api: ApiClient, employerId: number, jobSkillIds: readonly number[]) {
  return api.employer.put(`employer/${employerId}/job-skill`, { schema: EmployerJobSkillListSchema, body: { jobSkillIds } });
}
