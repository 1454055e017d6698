import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { CountAnswerSchema } from '@floorhire/schemas';
import { useApi, useResource } from '@floorhire/remote-kit';
import type { Viewer } from '#app/lib/viewer';
import { countFilter, type JobListState } from '../utils/list-query';

/** GET employer/{id}/job/summary/count, or job/summary/count for staff. */
export async function fetchJobSummaryCount(api: ApiClient, viewer: Viewer, state: JobListState, signal?: AbortSignal): Promise<number> {
  const path = viewer.isStaff ? 'job/summary/count' : `employer/${viewer.employerId}/job/summary/count`;
  const answer = await api.jobs.get(path, { schema: CountAnswerSchema, query: countFilter(state, viewer), ...(signal ? { signal } : {}) });
  return answer.count;
}

export function useJobSummaryCount(viewer: Viewer, state: JobListState) {
  const api = useApi();
  const ready = viewer.isStaff || viewer.employerId !== null;
  // Paging and sorting do not change the count.
  const { page: _page, pageSize: _size, sort: _sort, ...counted } = state;
  const key = ready ? JSON.stringify([viewer.employerId, viewer.isStaff, counted]) : null;
  const load = useCallback((signal: AbortSignal) => fetchJobSummaryCount(api, viewer, state, signal), [api, viewer, state]);
  return useResource(key, load);
}
