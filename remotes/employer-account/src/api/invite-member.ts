import type { ApiClient } from '@floorhire/api-client';
import { InviteAnswerSchema } from '@floorhire/schemas';

/** POST employer/invite-new-member (spec 002 §7): an invitation e-mail with a one-step sign-up link. */
export function inviteMember(
  api: ApiClient,
  body: { employerId: number; inviteeEmail: string; inviterEmail: string; inviterFullName: string; companyName: string; location: string | null },
) {
  return api.employer.post('employer/invite-new-member', { schema: InviteAnswerSchema, body });
}
