import { useApi, useResource } from '@floorhire/remote-kit';
import { UserProfileSchema } from '@floorhire/schemas';

/** GET user-profile/me: the profile's channel switches (notificationEmail, notificationSms), e-mail and phone. */
export function useMe() {
  const api = useApi();
  return useResource('me', (signal) => api.auth.get('user-profile/me', { schema: UserProfileSchema, signal }));
}
