import type { ApiClient } from '@floorhire/api-client';
import { ReadAnswerSchema } from '@floorhire/domain-messaging';

/** POST /conversation/{id}/read or /unread with the Employer-Id header (spec 002 §7). */
export function markConversation(api: ApiClient, conversationId: number, employerId: number, read: boolean) {
  return api.conversations.post(`conversation/${conversationId}/${read ? 'read' : 'unread'}`, { schema: ReadAnswerSchema, headers: { 'Employer-Id': String(employerId) } });
}
