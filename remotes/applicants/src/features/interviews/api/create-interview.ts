import type * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { type CreateInterviewBodySchema, InterviewSchema } from '@floorhire/domain-applications';

export type CreateInterviewInput = v.InferInput<typeof CreateInterviewBodySchema>;

/** POST /job-applicant/{id}/interview (query silent): the first round of times. */
export function createInterview(api: ApiClient, applicantId: number, body: CreateInterviewInput, options: { silent?: boolean } = {}) {
  return api.applications.post(`/job-applicant/${applicantId}/interview`, { schema: InterviewSchema, body, query: { silent: options.silent ?? false } });
}
