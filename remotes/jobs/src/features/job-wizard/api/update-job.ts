import type { ApiClient } from '@floorhire/api-client';
import { JOB_TEXTS, JobSaveAnswerSchema, type JobSaveAnswer, type UpdateJobBody } from '@floorhire/domain-jobs';

/** PATCH /job/{id} (query skipJobSlotsValidation); status live publishes the saved job. */
export function updateJob(api: ApiClient, id: number, body: UpdateJobBody, options: { skipJobSlotsValidation?: boolean } = {}): Promise<JobSaveAnswer> {
  const query: Record<string, boolean> = {};
  if (options.skipJobSlotsValidation) query.skipJobSlotsValidation = true;
  return api.jobs.patch(`job/${id}`, {
    schema: JobSaveAnswerSchema,
    body,
    ...(Object.keys(query).length > 0 ? { query } : {}),
    fallbackMessage: body.status === 'live' ? JOB_TEXTS.submitFailed : JOB_TEXTS.updateFailed,
  });
}
