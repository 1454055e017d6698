import type * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { type CalendarInterviewBodySchema, InterviewSchema } from '@floorhire/domain-applications';

/** POST /interview: calendar mode, one time sent as an invite from the connected calendar. */
export function sendCalendarInvite(api: ApiClient, body: v.InferInput<typeof CalendarInterviewBodySchema>) {
  return api.calendar.post('/interview', { schema: InterviewSchema, body });
}
