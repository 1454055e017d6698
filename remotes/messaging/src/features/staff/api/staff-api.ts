import type { ApiClient } from '@floorhire/api-client';
import { ConversationPageSchema, ConversationStatusAnswerSchema, SentMessageSchema, StaffMessageListSchema } from '@floorhire/domain-messaging';

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

/** GET message: the newest messages of every conversation, pinned to the first fetch so pages do not shift. */
export function fetchRecentMessages(api: ApiClient, filter: { createTsLte: string; limit: number; skip: number }, signal?: AbortSignal) {
  return api.conversations.get('message', { schema: StaffMessageListSchema, query: { filter }, ...(signal ? { signal } : {}) });
}

/** PUT conversation/admin/{id}/status: disable (no sends) or enable a conversation. */
export function setConversationStatus(api: ApiClient, conversationId: number, status: 'active' | 'disabled') {
  return api.conversations.put(`conversation/admin/${conversationId}/status`, { schema: ConversationStatusAnswerSchema, body: { status } });
}

