import type { ApiClient } from '@floorhire/api-client';
import { InterviewSchema } from '@floorhire/domain-applications';

/** DELETE /interview/{id}: every open time is canceled and the invite withdrawn. */
export function cancelInterview(api: ApiClient, interviewId: number) {
  return api.calendar.delete(`/interview/${interviewId}`, { schema: InterviewSchema });
}
