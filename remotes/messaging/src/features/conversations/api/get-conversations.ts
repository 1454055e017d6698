import type { ApiClient } from '@floorhire/api-client';
import { ConversationPageSchema, type ConversationBucket } from '@floorhire/domain-messaging';

export interface ConversationQuery {
  bucket: ConversationBucket;
  limit: number;
  skip: number;
  conversationId?: number | undefined;
  jobApplicantId?: number | undefined;
}

/** GET /conversation with the employer-conversations filter (spec 002 §7). */
export function fetchConversations(api: ApiClient, employerId: number, filter: ConversationQuery, signal?: AbortSignal) {
  return api.conversations.get('conversation', {
    schema: ConversationPageSchema,
    query: { employerId, filter: { type: 'employer-conversations', ...filter } },
    ...(signal ? { signal } : {}),
  });
}
