import type { ApiClient } from '@floorhire/api-client';
import { DocumentIdAnswerSchema, type GenerateScreeningQuestionsBodySchema } from '@floorhire/domain-jobs';
import type * as v from 'valibot';

export type ScreeningQuestionsRequest = v.InferInput<typeof GenerateScreeningQuestionsBodySchema>;

/** POST gpt-helper/generate-temporary-screening-questions (jobTitle, skills, brands): a documentId to poll. */
export async function generateScreeningQuestions(api: ApiClient, body: ScreeningQuestionsRequest): Promise<string> {
  const answer = await api.ai.post('gpt-helper/generate-temporary-screening-questions', { schema: DocumentIdAnswerSchema, body });
  return answer.documentId;
}
