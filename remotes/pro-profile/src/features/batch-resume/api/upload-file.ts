import type { ApiClient } from '@floorhire/api-client';
import { ResumeBatchFileSchema, type ResumeBatchFile } from '@floorhire/domain-pro-profile';

/** PUT /resume-batch/{id}/file/{fileId}: one file's bytes; sending it again changes nothing. */
export function uploadBatchFile(api: ApiClient, batchId: number, fileId: number, resumeDataUrl: string): Promise<ResumeBatchFile> {
  return api.candidateDiscovery.put(`resume-batch/${batchId}/file/${fileId}`, { schema: ResumeBatchFileSchema, body: { resumeDataUrl } });
}
