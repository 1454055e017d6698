import type { ApiClient } from '@floorhire/api-client';
import { ProProfileSchema, type ProProfile } from '@floorhire/domain-pro-profile';

export interface EducationInput {
  kind: 'education' | 'certification';
  school: string;
  degree: string;
  fieldOfStudy: string;
  start: string;
  end: string;
}

/** POST pro/{id}/education-certification, or PUT .../{itemId} when editing. */
export function saveEducation(api: ApiClient, proId: number, body: EducationInput, itemId?: number): Promise<ProProfile> {
  return itemId === undefined
    ? api.employer.post(`pro/${proId}/education-certification`, { schema: ProProfileSchema, body })
    : api.employer.put(`pro/${proId}/education-certification/${itemId}`, { schema: ProProfileSchema, body });
}

export function removeEducation(api: ApiClient, proId: number, itemId: number): Promise<ProProfile> {
  return api.employer.delete(`pro/${proId}/education-certification/${itemId}`, { schema: ProProfileSchema });
}
