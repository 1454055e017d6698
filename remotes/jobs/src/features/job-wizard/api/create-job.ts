import type { ApiClient } from '@floorhire/api-client';
import { JOB_TEXTS, JobSaveAnswerSchema, type CreateJobBody, type JobSaveAnswer } from '@floorhire/domain-jobs';

/**
 * POST /job (spec 001 §7). The idempotency key makes a retried first save return the same
 * draft instead of a second one.
 */
export function createJob(api: ApiClient, body: CreateJobBody, options: { idempotencyKey: string; skipJobSlotsValidation?: boolean }): Promise<JobSaveAnswer> {
  return api.jobs.post('job', {
    schema: JobSaveAnswerSchema,
    body,
    headers: { 'idempotency-key': options.idempotencyKey },
    ...(options.skipJobSlotsValidation ? { query: { skipJobSlotsValidation: true } } : {}),
    fallbackMessage: JOB_TEXTS.submitFailed,
  });
}
