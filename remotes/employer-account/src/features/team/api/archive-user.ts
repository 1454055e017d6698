import type { ApiClient } from '@floorhire/api-client';
import { TeamMemberSchema } from '@floorhire/domain-employer-account';

/** DELETE employer/{employerId}/user-profile/{id}: archive a colleague (or take them off this team). */
export function archiveTeamMember(api: ApiClient, employerId: number, userId: number) {
  return api.employer.delete(`employer/${employerId}/user-profile/${userId}`, { schema: TeamMemberSchema });
}
