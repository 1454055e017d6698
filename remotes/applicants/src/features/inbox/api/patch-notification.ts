import type { ApiClient } from '@floorhire/api-client';
import { PatchNotificationAnswerSchema } from '@floorhire/domain-applications';

/**
 * PATCH notification (body id, read). Reading a pre-screened candidate moves the applicant to
 * Review and removes the item (spec 001 §4); the answer says so.
 */
export function patchNotification(api: ApiClient, id: number, read: boolean) {
  return api.inbox.patch('/notification', { schema: PatchNotificationAnswerSchema, body: { id, read } });
}
