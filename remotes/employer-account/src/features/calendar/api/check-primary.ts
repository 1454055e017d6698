import type { ApiClient } from '@floorhire/api-client';
import { CheckPrimaryCalendarAnswerSchema } from '@floorhire/domain-applications';

/** GET check-primary-calendar-id with lastRetry: whether the connected calendar has its primary id yet. */
export function checkPrimary(api: ApiClient, lastRetry: boolean, signal?: AbortSignal) {
  return api.calendar.get('check-primary-calendar-id', { schema: CheckPrimaryCalendarAnswerSchema, query: { lastRetry }, ...(signal ? { signal } : {}) });
}
