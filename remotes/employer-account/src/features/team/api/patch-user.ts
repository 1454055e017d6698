import type { ApiClient } from '@floorhire/api-client';
import { TeamMemberSchema, type TeamMemberPatch } from '@floorhire/domain-employer-account';

/** PATCH employer/{employerId}/user-profile/{id}: group and granted roles. */
export function changeTeamMember(api: ApiClient, employerId: number, userId: number, body: TeamMemberPatch) {
  return api.employer.patch(`employer/${employerId}/user-profile/${userId}`, { schema: TeamMemberSchema, body });
}
