import type { ApiClient } from '@floorhire/api-client';
import { NotificationListSchema } from '@floorhire/domain-applications';

/** Action items per page of the inbox list (the API allows up to 100). */
export const INBOX_PAGE_SIZE = 25;

/** GET notification (userProfileId, employerId, skip, limit) on the inbox service: newest first with total and unread counts. */
export function fetchNotifications(
  api: ApiClient,
  query: { userProfileId: number | null; employerId: number | null; skip?: number; limit?: number },
  signal?: AbortSignal,
) {
  return api.inbox.get('/notification', {
    schema: NotificationListSchema,
    query: {
      ...(query.userProfileId !== null ? { userProfileId: query.userProfileId } : {}),
      ...(query.employerId !== null ? { employerId: query.employerId } : {}),
      ...(query.skip ? { skip: query.skip } : {}),
      limit: query.limit ?? INBOX_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}
