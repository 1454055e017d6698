import { useApi, useResource } from '@floorhire/remote-kit';
import { UserProfileSchema } from '@floorhire/schemas';

/** GET user-profile/{id}: a colleague with their group and roles. */
export function useColleague(userId: number | null) {
  const api = useApi();
  return useResource(userId === null ? null : `colleague:${userId}`, (signal) => api.auth.get(`user-profile/${userId}`, { schema: UserProfileSchema, signal }));
}
