import type { ApiClient } from '@floorhire/api-client';
import { NotificationOneSchema } from '@floorhire/domain-applications';

/** GET notification/{id}: one action item with its previous and next ids. */
export function fetchNotification(api: ApiClient, id: number, signal?: AbortSignal) {
  return api.inbox.get(`/notification/${id}`, { schema: NotificationOneSchema, ...(signal ? { signal } : {}) });
}
