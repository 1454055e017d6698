import type { ApiClient } from '@floorhire/api-client';
import { useApi, useResource } from '@floorhire/remote-kit';
import { UserProfileSchema, type UserProfileDto } from '@floorhire/schemas';

/** GET user-profile/{id} (spec 000 §7): staff read every user. */
export function fetchUserProfile(api: ApiClient, id: number, signal?: AbortSignal): Promise<UserProfileDto> {
  return api.auth.get(`user-profile/${id}`, { schema: UserProfileSchema, ...(signal ? { signal } : {}) });
}

export function useUserProfile(id: number | null) {
  const api = useApi();
  return useResource(id === null ? null : `user-profile:${id}`, (signal) => fetchUserProfile(api, id!, signal));
}
