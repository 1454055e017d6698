import type { ApiClient } from '@floorhire/api-client';
import { MessageAnswerSchema } from '@floorhire/schemas';

/** POST employer/send-welcome-email (userProfileId, email). */
export function sendWelcomeEmail(api: ApiClient, body: { userProfileId: number; email: string; employerId: number }) {
  return api.employer.post('employer/send-welcome-email', { schema: MessageAnswerSchema, body });
}
