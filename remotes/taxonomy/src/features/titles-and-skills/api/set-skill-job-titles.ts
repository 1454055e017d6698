import type { ApiClient } from '@floorhire/api-client';
import { SkillDetailSchema, type SkillDetail } from '@floorhire/domain-taxonomy';

/** PUT /job-skill/{id}/job-title: the job titles that ask for the skill, replaced as a whole. */
export function setSkillJobTitles(api: ApiClient, skillId: number, jobTitleIds: number[]): Promise<SkillDetail> {
  return api.jobs.put(`job-skill/${skillId}/job-title`, { schema: SkillDetailSchema, body: { jobTitleIds } });
}
