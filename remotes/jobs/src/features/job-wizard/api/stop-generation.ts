import type { ApiClient } from '@floorhire/api-client';
import { StoppedDocumentSchema } from '@floorhire/domain-jobs';

/** POST gpt-helper/stop-temporary-document/{id}: the Stop button also stops the server's work. */
export async function stopGeneration(api: ApiClient, documentId: string): Promise<void> {
  await api.ai.post(`gpt-helper/stop-temporary-document/${documentId}`, { schema: StoppedDocumentSchema });
}
