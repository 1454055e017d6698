import type { ApiClient } from '@floorhire/api-client';
import { ResumeBatchSchema, type CreateResumeBatchBody, type ResumeBatch } from '@floorhire/domain-pro-profile';

/** POST /resume-batch: announces the files; each is pending until its bytes are sent. */
export function createBatch(api: ApiClient, body: CreateResumeBatchBody): Promise<ResumeBatch> {
  return api.candidateDiscovery.post('resume-batch', { schema: ResumeBatchSchema, body });
}
