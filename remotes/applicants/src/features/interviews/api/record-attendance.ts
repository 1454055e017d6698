import type { ApiClient } from '@floorhire/api-client';
import { InterviewSchema } from '@floorhire/domain-applications';

/** PATCH job-applicant/{id}/interview/{interviewId} (body applicantAttended: 1 attended, 0 not). */
export function recordAttendance(api: ApiClient, applicantId: number, interviewId: number, applicantAttended: 0 | 1) {
  return api.applications.patch(`/job-applicant/${applicantId}/interview/${interviewId}`, { schema: InterviewSchema, body: { applicantAttended } });
}
