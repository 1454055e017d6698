import type { ApiClient } from '@floorhire/api-client';
import { UserProfileSchema, type UserProfileDto } from '@floorhire/schemas';

/** PUT /user-profile/{id}/employers (spec 002 §7): the user belongs to exactly these employers. */
export function setUserEmployers(api: ApiClient, id: number, employerIds: readonly number[]): Promise<UserProfileDto> {
  return api.auth.put(`user-profile/${id}/employers`, { schema: UserProfileSchema, body: { employerIds } });
}
