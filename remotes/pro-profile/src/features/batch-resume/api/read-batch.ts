import type { ApiClient } from '@floorhire/api-client';
import { ResumeBatchSchema, type ResumeBatch } from '@floorhire/domain-pro-profile';

/** GET /resume-batch/{id}: one batch with every file. */
export function fetchBatch(api: ApiClient, id: number, signal?: AbortSignal): Promise<ResumeBatch> {
  return api.candidateDiscovery.get(`resume-batch/${id}`, { schema: ResumeBatchSchema, ...(signal ? { signal } : {}) });
}
