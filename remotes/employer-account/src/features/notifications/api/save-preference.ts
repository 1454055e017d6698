import type { ApiClient } from '@floorhire/api-client';
import { NotificationPreferenceListSchema, type NotificationPreference } from '@floorhire/domain-employer-account';

/** POST /user-preference/{id} (communicationId, channelEmail, channelSms); answers them all. */
export function savePreference(api: ApiClient, userId: number, preference: NotificationPreference) {
  return api.userPreferences.post(`/user-preference/${userId}`, { schema: NotificationPreferenceListSchema, body: preference });
}
