import type { ApiClient } from '@floorhire/api-client';
import type { GroupMembership } from '@floorhire/rules';
import { UserProfileSchema, type UserProfileDto } from '@floorhire/schemas';

/** POST user-profile/user-auth-group (spec 000 §7): staff set any user's group. */
export function setAuthGroup(api: ApiClient, userProfileId: number, groupMembership: GroupMembership): Promise<UserProfileDto> {
  return api.auth.post('user-profile/user-auth-group', { schema: UserProfileSchema, body: { userProfileId, groupMembership } });
}
