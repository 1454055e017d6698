import type { ApiClient } from '@floorhire/api-client';
import { NotificationListSchema } from '@floorhire/schemas';

/** GET notification (userProfileId, employerId) on the inbox service: newest first with counts. */
export function fetchNotifications(api: ApiClient, query: { userProfileId: number | null; employerId: number | null }, signal?: AbortSignal) {
  return api.inbox.get('/notification', {
    schema: NotificationListSchema,
    query: { ...(query.userProfileId !== null ? { userProfileId: query.userProfileId } : {}), ...(query.employerId !== null ? { employerId: query.employerId } : {}) },
    ...(signal ? { signal } : {}),
  });
}
