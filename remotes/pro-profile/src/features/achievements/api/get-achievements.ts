import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { ProAchievementListSchema, type ProAchievement } from '@floorhire/domain-pro-profile';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET pro/{id}/achievement (staff): the badges the pro holds (spec 002 §3). */
export function fetchAchievements(api: ApiClient, proId: number, signal?: AbortSignal): Promise<ProAchievement[]> {
  return api.employer.get(`pro/${proId}/achievement`, { schema: ProAchievementListSchema, ...(signal ? { signal } : {}) });
}

export function useAchievements(proId: number | null) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchAchievements(api, proId ?? 0, signal), [api, proId]);
  return useResource(proId === null ? null : `pro-achievements:${proId}`, load);
}
