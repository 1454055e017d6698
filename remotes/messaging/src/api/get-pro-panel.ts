import type { ApiClient } from '@floorhire/api-client';
import { ProPanelSchema } from '@floorhire/domain-messaging';

/** GET /conversation/{id}/pro: the pro info panel. */
export function fetchProPanel(api: ApiClient, conversationId: number, signal?: AbortSignal) {
  return api.conversations.get(`conversation/${conversationId}/pro`, { schema: ProPanelSchema, ...(signal ? { signal } : {}) });
}
