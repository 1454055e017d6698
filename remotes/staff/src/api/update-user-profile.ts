import type { ApiClient } from '@floorhire/api-client';
import { UserProfileSchema, type PatchUserProfileBody, type UserProfileDto } from '@floorhire/schemas';

/** PATCH /user-profile/{id}: names and phone (spec 000 §7). */
export function updateUserProfile(api: ApiClient, id: number, body: PatchUserProfileBody): Promise<UserProfileDto> {
  return api.auth.patch(`user-profile/${id}`, { schema: UserProfileSchema, body });
}
