import { NotificationPreferenceListSchema } from '@floorhire/domain-employer-account';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /user-preference/{id}: each notification with its channels (spec 002 §7). */
export function usePreferences(userId: number) {
  const api = useApi();
  return useResource(userId ? `preferences:${userId}` : null, (signal) => api.userPreferences.get(`/user-preference/${userId}`, { schema: NotificationPreferenceListSchema, signal }));
}
