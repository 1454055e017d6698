import type * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { type ProposeSlotsBodySchema, InterviewSchema } from '@floorhire/domain-applications';

export type ProposeSlotsInput = v.InferInput<typeof ProposeSlotsBodySchema>;

/** POST /job-applicant/{id}/interview/{interviewId}/interview-slot (body slots, query silent). */
export function proposeSlots(api: ApiClient, applicantId: number, interviewId: number, body: ProposeSlotsInput, options: { silent?: boolean } = {}) {
  return api.applications.post(`/job-applicant/${applicantId}/interview/${interviewId}/interview-slot`, { schema: InterviewSchema, body, query: { silent: options.silent ?? false } });
}
