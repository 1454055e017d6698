import type { ApiClient } from '@floorhire/api-client';
import { UserProfileSchema, type PatchUserProfileBody, type UserProfileDto } from '@floorhire/schemas';

/** GET /user-profile/me: the signed-in user's own profile (spec 000 §3). */
export function readOwnUserProfile(api: ApiClient, signal?: AbortSignal): Promise<UserProfileDto> {
  return api.auth.get('user-profile/me', { schema: UserProfileSchema, ...(signal ? { signal } : {}) });
}

/** PATCH /user-profile/{id}: name and phone. */
export function patchUserProfile(api: ApiClient, id: number, body: PatchUserProfileBody): Promise<UserProfileDto> {
  return api.auth.patch(`user-profile/${id}`, { schema: UserProfileSchema, body });
}
