import type { ApiClient } from '@floorhire/api-client';
import { ProProfileSchema, type ProProfile, type ProTaxonomyBody } from '@floorhire/domain-pro-profile';

/** PUT pro/{id}/taxonomy (skills, disciplines, industries, machines with brands) and PUT pro/{id}/job-title. */
export async function putTaxonomy(api: ApiClient, proId: number, body: ProTaxonomyBody, jobTitleIds: number[]): Promise<ProProfile> {
  await api.employer.put(`pro/${proId}/job-title`, { schema: ProProfileSchema, body: { jobTitleIds } });
  return api.employer.put(`pro/${proId}/taxonomy`, { schema: ProProfileSchema, body });
}
