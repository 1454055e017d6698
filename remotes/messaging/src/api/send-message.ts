import type { ApiClient } from '@floorhire/api-client';
import { SentMessageSchema } from '@floorhire/domain-messaging';

/** POST conversation/{id}/message (senderId, message); clientKey makes a resend one message. */
export function sendMessage(api: ApiClient, conversationId: number, body: { senderId: number; message: string; clientKey: string; bulk?: boolean }) {
  return api.conversations.post(`conversation/${conversationId}/message`, { schema: SentMessageSchema, body });
}
