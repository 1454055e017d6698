import type { ApiClient } from '@floorhire/api-client';
import { UserProfileSchema } from '@floorhire/schemas';

/** PATCH /user-profile/{id} with notificationEmail or notificationSms (spec 002 §7 "Preferences"). */
export function patchChannels(api: ApiClient, userId: number, body: { notificationEmail?: 0 | 1; notificationSms?: 0 | 1 }) {
  return api.auth.patch(`/user-profile/${userId}`, { schema: UserProfileSchema, body });
}
