import type { ApiClient } from '@floorhire/api-client';
import { TeamMemberSchema, type AddTeamMemberBody } from '@floorhire/domain-employer-account';

/** POST employer/{employerId}/user-profile: a colleague added directly. */
export function addTeamMember(api: ApiClient, employerId: number, body: AddTeamMemberBody) {
  return api.employer.post(`employer/${employerId}/user-profile`, { schema: TeamMemberSchema, body });
}
