import type { ApiClient } from '@floorhire/api-client';
import { ProProfileSchema, type ProProfile } from '@floorhire/domain-pro-profile';

export interface ReferenceInput {
  nameFirst: string;
  nameLast: string;
  email: string;
  phone: string;
  company: string;
  relationship: string;
}

export function addReference(api: ApiClient, proId: number, body: ReferenceInput): Promise<ProProfile> {
  return api.employer.post(`pro/${proId}/reference`, { schema: ProProfileSchema, body });
}

export function removeReference(api: ApiClient, proId: number, itemId: number): Promise<ProProfile> {
  return api.employer.delete(`pro/${proId}/reference/${itemId}`, { schema: ProProfileSchema });
}
