import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { ProProfileSchema, type ProProfile } from '@floorhire/domain-pro-profile';

export function putChannels(api: ApiClient, proId: number, body: { notificationEmail: 0 | 1; notificationSms: 0 | 1 }): Promise<ProProfile> {
  return api.employer.patch(`pro/${proId}/settings`, { schema: ProProfileSchema, body });
}

/** Staff set a pro's password on the pro's record (no current password asked of staff). */
export function changePassword(api: ApiClient, proId: number, body: { newPassword: string }): Promise<{ message: string }> {
  return api.employer.post(`pro/${proId}/password`, { schema: v.object({ message: v.string() }), body });
}
