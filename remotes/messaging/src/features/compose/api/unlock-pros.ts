import type { ApiClient } from '@floorhire/api-client';
import { UnlockResultSchema } from '@floorhire/domain-talent-search';

/**
 * POST /pro-unlock/employer/{id} with source bulk_messaging (spec 002 §3, §4: unlock marks the
 * selected pro unlocked): messaging a pro needs an application or an unlock (ADR 037).
 */
export function unlockForMessaging(api: ApiClient, employerId: number, ids: readonly number[]) {
  return api.candidateDiscovery.post(`/pro-unlock/employer/${employerId}`, { schema: UnlockResultSchema, body: { proUserProfileIdsToUnlock: ids, source: 'bulk_messaging' } });
}
