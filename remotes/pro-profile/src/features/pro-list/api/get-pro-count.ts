import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { CountAnswerSchema } from '@floorhire/schemas';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET pro/count (staff): how many pros the search finds. */
export function fetchProCount(api: ApiClient, q: string, signal?: AbortSignal): Promise<{ count: number }> {
  return api.employer.get('pro/count', { schema: CountAnswerSchema, query: { filter: q.trim() ? { q: q.trim() } : {} }, ...(signal ? { signal } : {}) });
}

export function useProCount(q: string) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchProCount(api, q, signal), [api, q]);
  return useResource(`pro-count:${q.trim()}`, load);
}
