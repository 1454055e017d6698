import type { ApiClient } from '@floorhire/api-client';
import { ScreeningQuestionsDocumentSchema, type ScreeningQuestionsDocument } from '@floorhire/domain-jobs';

/** GET gpt-helper/get-temporary-screening-questions/{id}. */
export function getScreeningQuestions(api: ApiClient, documentId: string, signal?: AbortSignal): Promise<ScreeningQuestionsDocument> {
  return api.ai.get(`gpt-helper/get-temporary-screening-questions/${documentId}`, { schema: ScreeningQuestionsDocumentSchema, ...(signal ? { signal } : {}) });
}
