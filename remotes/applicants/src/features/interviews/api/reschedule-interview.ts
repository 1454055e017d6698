import type { ApiClient } from '@floorhire/api-client';
import { InterviewSchema } from '@floorhire/domain-applications';

/** POST /interview/reschedule/{id} (body tsInterview, UTC 'YYYY-MM-DD HH:mm:ss'). */
export function rescheduleInterview(api: ApiClient, interviewId: number, tsInterview: string) {
  return api.calendar.post(`/interview/reschedule/${interviewId}`, { schema: InterviewSchema, body: { tsInterview } });
}
