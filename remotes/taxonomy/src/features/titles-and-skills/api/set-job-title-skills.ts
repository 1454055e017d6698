import type { ApiClient } from '@floorhire/api-client';
import { JobTitleDetailSchema, type JobTitleDetail } from '@floorhire/domain-taxonomy';

/** PUT /job-title/{id}/job-skill: the job title's skills, replaced as a whole. */
export function setJobTitleSkills(api: ApiClient, jobTitleId: number, jobSkillIds: number[]): Promise<JobTitleDetail> {
  return api.jobs.put(`job-title/${jobTitleId}/job-skill`, { schema: JobTitleDetailSchema, body: { jobSkillIds } });
}
