import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import type { QueryParams } from '@floorhire/rules';
import { JobSummaryListSchema, type JobSummaryRow } from '@floorhire/domain-jobs';
import { useApi, useResource } from '@floorhire/remote-kit';
import type { Viewer } from '#app/lib/viewer';
import { listFilter, type JobListState } from '../utils/list-query';

/** GET employer/{id}/job/summary, or job/summary for staff (spec 001 §7). */
export function fetchJobSummaries(api: ApiClient, viewer: Viewer, state: JobListState, signal?: AbortSignal): Promise<JobSummaryRow[]> {
  const path = viewer.isStaff ? 'job/summary' : `employer/${viewer.employerId}/job/summary`;
  return api.jobs.get(path, { schema: JobSummaryListSchema, query: listFilter(state, viewer) as QueryParams, ...(signal ? { signal } : {}) });
}

export function useJobSummaries(viewer: Viewer, state: JobListState) {
  const api = useApi();
  const ready = viewer.isStaff || viewer.employerId !== null;
  const key = ready ? JSON.stringify([viewer.employerId, viewer.isStaff, state]) : null;
  const load = useCallback((signal: AbortSignal) => fetchJobSummaries(api, viewer, state, signal), [api, viewer, state]);
  return useResource(key, load);
}
