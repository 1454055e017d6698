import type { ApiClient } from '@floorhire/api-client';
import { UserStatusAnswerSchema, type StaffStatusMove } from '@floorhire/domain-staff';

/** PUT /user-profile/{id}/status: archive, block, suspend, or back to normal (spec 000 §4). */
export function setUserStatus(api: ApiClient, id: number, status: StaffStatusMove) {
  return api.helpDesk.put(`user-profile/${id}/status`, { schema: UserStatusAnswerSchema, body: { status } });
}
