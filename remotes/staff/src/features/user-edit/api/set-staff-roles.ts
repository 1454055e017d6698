import type { ApiClient } from '@floorhire/api-client';
import { StaffRolesAnswerSchema, type StaffGrantableRole } from '@floorhire/domain-staff';

/** PUT /user-profile/{id}/roles: a staff user's staff roles, as a whole (ADR 305). */
export function setStaffRoles(api: ApiClient, id: number, roles: readonly StaffGrantableRole[]) {
  return api.helpDesk.put(`user-profile/${id}/roles`, { schema: StaffRolesAnswerSchema, body: { roles } });
}
