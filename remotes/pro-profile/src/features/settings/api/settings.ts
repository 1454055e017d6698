import type { ApiClient } from '@floorhire/api-client';
import { ProProfileSchema, type ProProfile } from '@floorhire/domain-pro-profile';

export function putChannels(api: ApiClient, proId: number, body: { notificationEmail: 0 | 1; notificationSms: 0 | 1 }): Promise<ProProfile> {
  return api.employer.patch(`pro/${proId}/settings`, { schema: ProProfileSchema, body });
}
