import type { ApiClient } from '@floorhire/api-client';
import { MessagePageSchema } from '@floorhire/domain-messaging';

/** GET /message/conversation/{id}/messages: page n (20, from the newest), or what came after a message. */
export function fetchMessages(api: ApiClient, conversationId: number, at: { page: number } | { afterId: number }, signal?: AbortSignal) {
  return api.conversations.get(`message/conversation/${conversationId}/messages`, { schema: MessagePageSchema, query: at, ...(signal ? { signal } : {}) });
}
