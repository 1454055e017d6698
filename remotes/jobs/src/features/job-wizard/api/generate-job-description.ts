import type { ApiClient } from '@floorhire/api-client';
import { DocumentIdAnswerSchema, type GenerateJobDescriptionBodySchema } from '@floorhire/domain-jobs';
import type * as v from 'valibot';

export type JobDescriptionRequest = v.InferInput<typeof GenerateJobDescriptionBodySchema>;

/** POST gpt-helper/generate-temporary-job-description (jobTitle, location, skills, brands): a documentId to poll. */
export async function generateJobDescription(api: ApiClient, body: JobDescriptionRequest): Promise<string> {
  const answer = await api.ai.post('gpt-helper/generate-temporary-job-description', { schema: DocumentIdAnswerSchema, body });
  return answer.documentId;
}
