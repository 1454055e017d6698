import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { ProRecordListSchema, type ProListOrder, type ProRecordRow } from '@floorhire/domain-pro-profile';
import { useApi, useResource } from '@floorhire/remote-kit';

export interface ProListState {
  q: string;
  page: number;
  size: number;
  order: ProListOrder;
}

export const proListFilter = (s: ProListState) => ({ ...(s.q.trim() ? { q: s.q.trim() } : {}), limit: s.size, skip: (s.page - 1) * s.size, order: s.order });

/** GET pro (staff): a page of pros, found by name or phone (spec 002 §5; ADR 206). */
export function fetchPros(api: ApiClient, state: ProListState, signal?: AbortSignal): Promise<ProRecordRow[]> {
  return api.employer.get('pro', { schema: ProRecordListSchema, query: { filter: proListFilter(state) }, ...(signal ? { signal } : {}) });
}

export function usePros(state: ProListState) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchPros(api, state, signal), [api, state]);
  return useResource(`pros:${JSON.stringify(state)}`, load);
}
