import type { ApiClient } from '@floorhire/api-client';
import { ConversationIdAnswerSchema } from '@floorhire/domain-messaging';

/** GET /employer/{id}/user-profile/{id}/conversation: the selection lookup of spec 002 §4. */
export function fetchProConversation(api: ApiClient, employerId: number, userProfileId: number, signal?: AbortSignal) {
  return api.conversations.get(`employer/${employerId}/user-profile/${userProfileId}/conversation`, { schema: ConversationIdAnswerSchema, ...(signal ? { signal } : {}) });
}
