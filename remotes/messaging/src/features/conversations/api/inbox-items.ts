import type { ApiClient } from '@floorhire/api-client';
import { ClearNotificationsAnswerSchema, NotificationListSchema, PatchNotificationAnswerSchema } from '@floorhire/domain-applications';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET notification of the active employer (spec 001 §7 inbox), newest first. */
export function fetchInboxItems(api: ApiClient, employerId: number, signal?: AbortSignal) {
  return api.inbox.get('/notification', { schema: NotificationListSchema, query: { employerId, limit: 50 }, ...opts(signal) });
}

/** PATCH notification (body id, read). */
export function markItemRead(api: ApiClient, id: number) {
  return api.inbox.patch('/notification', { schema: PatchNotificationAnswerSchema, body: { id, read: true } });
}

/** Every new-message item of the employer read. */
export function clearMessageItems(api: ApiClient, employerId: number) {
  return api.inbox.post('/notification/clear', { schema: ClearNotificationsAnswerSchema, body: { employerId } });
}
