import type { ApiClient } from '@floorhire/api-client';
import { ProRecordListSchema, type ProRecordRow } from '@floorhire/domain-pro-profile';

/** How many pros a search offers to choose from. */
export const PRO_CHOICES = 8;

/** GET pro (staff): pros by name or phone (spec 002 §5), to choose whom to send the job to. */
export function findPros(api: ApiClient, q: string, signal?: AbortSignal): Promise<ProRecordRow[]> {
  return api.employer.get('pro', { schema: ProRecordListSchema, query: { filter: { q, limit: PRO_CHOICES, order: 'name ASC' } }, ...(signal ? { signal } : {}) });
}
