import type { ApiClient } from '@floorhire/api-client';
import { ProProfileSchema, type ProProfile } from '@floorhire/domain-pro-profile';

export interface HistoryInput {
  employerName: string;
  jobTitle: string;
  jobTitleId: number | null;
  city: string;
  state: string;
  description: string;
  start: string;
  end: string;
}

/** POST pro/{id}/history-employer, or PUT .../{itemId} when editing. */
export function saveHistory(api: ApiClient, proId: number, body: HistoryInput, itemId?: number): Promise<ProProfile> {
  return itemId === undefined
    ? api.employer.post(`pro/${proId}/history-employer`, { schema: ProProfileSchema, body })
    : api.employer.put(`pro/${proId}/history-employer/${itemId}`, { schema: ProProfileSchema, body });
}

export function removeHistory(api: ApiClient, proId: number, itemId: number): Promise<ProProfile> {
  return api.employer.delete(`pro/${proId}/history-employer/${itemId}`, { schema: ProProfileSchema });
}
