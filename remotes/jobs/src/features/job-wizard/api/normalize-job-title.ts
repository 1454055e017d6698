import type { ApiClient } from '@floorhire/api-client';
import { NormalizedJobTitleSchema, type NormalizedJobTitle } from '@floorhire/domain-jobs';

/** GET normalize-job-title-full-obj on the job-board search service (spec 001 §7). */
export function normalizeJobTitle(api: ApiClient, jobTitle: string, signal?: AbortSignal): Promise<NormalizedJobTitle> {
  return api.jobBoardSearch.get('normalize-job-title-full-obj', { schema: NormalizedJobTitleSchema, query: { jobTitle }, ...(signal ? { signal } : {}) });
}
