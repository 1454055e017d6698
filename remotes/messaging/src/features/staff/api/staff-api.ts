import type * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { ConversationPageSchema, SentMessageSchema, StaffMessageListSchema } from '@floorhire/domain-messaging';

// Staff messaging (spec 002 §7): headers, search by name or conversation id, messages id desc, send.

export function fetchStaffHeaders(api: ApiClient, signal?: AbortSignal) {
  return api.conversations.get('conversation/admin/headers', { schema: ConversationPageSchema, query: { filter: { limit: 50, skip: 0 } }, ...(signal ? { signal } : {}) });
}

export function searchStaffConversations(api: ApiClient, search: string, signal?: AbortSignal) {
  return api.conversations.get('message/user', { schema: ConversationPageSchema, query: { filter: { search } }, ...(signal ? { signal } : {}) });
}

/** Newest first from the server; createTsLte pins the first fetch so later pages do not shift. */
export function fetchStaffMessages(api: ApiClient, conversationId: number, filter: { createTsLte: string; limit: number; skip: number }, signal?: AbortSignal) {
  return api.conversations.get(`message/conversation/${conversationId}`, { schema: StaffMessageListSchema, query: { filter }, ...(signal ? { signal } : {}) });
}

export function staffSend(api: ApiClient, conversationId: number, message: string) {
  return api.conversations.post(`conversation/admin/${conversationId}/message`, { schema: SentMessageSchema, body: { message } });
}

export type StaffMessages = v.InferOutput<typeof StaffMessageListSchema>;
