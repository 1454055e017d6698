import type { ApiClient } from '@floorhire/api-client';
import { MessageAnswerSchema } from '@floorhire/schemas';

/** POST employer/send-welcome-email (spec 002 §7): the link to choose a password, to the user's own address. */
export function sendWelcome(api: ApiClient, userProfileId: number, email: string) {
  return api.employer.post('employer/send-welcome-email', { schema: MessageAnswerSchema, body: { userProfileId, email } });
}
