import type { ApiClient } from '@floorhire/api-client';
import { ProProfileSchema, type ProJobTitlesBody, type ProProfile, type ProTaxonomyBody } from '@floorhire/domain-pro-profile';

/** PUT pro/{id}/taxonomy (skills, disciplines, industries, machines with brands) and PUT pro/{id}/job-title. */
export async function putTaxonomy(api: ApiClient, proId: number, body: ProTaxonomyBody, jobTitles: ProJobTitlesBody): Promise<ProProfile> {
  await api.employer.put(`pro/${proId}/job-title`, { schema: ProProfileSchema, body: jobTitles });
  return api.employer.put(`pro/${proId}/taxonomy`, { schema: ProProfileSchema, body });
}
