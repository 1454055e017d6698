import type { ApiClient } from '@floorhire/api-client';
import { JobDescriptionDocumentSchema, type JobDescriptionDocument } from '@floorhire/domain-jobs';

/** GET gpt-helper/get-temporary-job-description/{id}: pending until fulfilled, failed or stopped. */
export function getJobDescription(api: ApiClient, documentId: string, signal?: AbortSignal): Promise<JobDescriptionDocument> {
  return api.ai.get(`gpt-helper/get-temporary-job-description/${documentId}`, { schema: JobDescriptionDocumentSchema, ...(signal ? { signal } : {}) });
}
