import type { ApiClient } from '@floorhire/api-client';
import { SentMessageSchema, type MessagingSource } from '@floorhire/domain-messaging';

/** POST /employer/{id}/conversation (userProfileId, message). */
export function createConversation(api: ApiClient, employerId: number, body: { userProfileId: number; message: string; source?: MessagingSource; clientKey: string; bulk?: boolean }) {
  return api.conversations.post(`employer/${employerId}/conversation`, { schema: SentMessageSchema, body });
}
