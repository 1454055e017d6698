import type { ApiClient } from '@floorhire/api-client';
import { MessageAnswerSchema } from '@floorhire/schemas';

/** POST /calendar/disconnect (accountId). */
export function disconnectCalendar(api: ApiClient, accountId: number) {
  return api.calendar.post('/calendar/disconnect', { schema: MessageAnswerSchema, body: { accountId } });
}
