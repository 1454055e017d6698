import type { ApiClient } from '@floorhire/api-client';
import { ActAsHistorySchema, type ActAsHistory } from '@floorhire/domain-staff';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /user-profile/{id}/act-as-history (the user themselves, or staff; ADR 304). */
export function fetchActAsHistory(api: ApiClient, userProfileId: number, page: { limit: number; skip: number }, signal?: AbortSignal): Promise<ActAsHistory> {
  return api.helpDesk.get(`user-profile/${userProfileId}/act-as-history`, { schema: ActAsHistorySchema, query: page, ...(signal ? { signal } : {}) });
}

export function useActAsHistory(userProfileId: number, limit: number) {
  const api = useApi();
  return useResource(`act-as-history:${userProfileId}:${limit}`, (signal) => fetchActAsHistory(api, userProfileId, { limit, skip: 0 }, signal));
}
