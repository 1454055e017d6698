import type { ApiClient } from '@floorhire/api-client';
import { ResumeBatchSchema, type ResumeBatch } from '@floorhire/domain-pro-profile';

/** POST /resume-batch/5x5-csv: the CSV's people as one batch, a file per row. */
export function uploadCsv(api: ApiClient, fileName: string, csv: string): Promise<ResumeBatch> {
  return api.candidateDiscovery.post('resume-batch/5x5-csv', { schema: ResumeBatchSchema, body: { fileName, csv } });
}
