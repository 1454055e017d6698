import type { ApiClient } from '@floorhire/api-client';
import { RESUME_BATCH_PAGE_SIZE, ResumeBatchListSchema, type ResumeBatchList } from '@floorhire/domain-pro-profile';

/** GET /resume-batch: the newest batches, a page at a time. */
export function fetchBatches(api: ApiClient, page: number, signal?: AbortSignal): Promise<ResumeBatchList> {
  return api.candidateDiscovery.get('resume-batch', {
    schema: ResumeBatchListSchema,
    query: { filter: { limit: RESUME_BATCH_PAGE_SIZE, skip: page * RESUME_BATCH_PAGE_SIZE } },
    ...(signal ? { signal } : {}),
  });
}
