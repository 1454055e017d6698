import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { JobOutreachSummarySchema, type JobOutreachSummary } from '@floorhire/domain-job-board';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET job/{id}/job-notification/summary: how many pros the job was sent to (its employer and staff). */
export function fetchOutreachSummary(api: ApiClient, jobId: number, signal?: AbortSignal): Promise<JobOutreachSummary> {
  return api.jobBoardSearch.get(`job/${jobId}/job-notification/summary`, { schema: JobOutreachSummarySchema, ...(signal ? { signal } : {}) });
}

export function useOutreachSummary(jobId: number | null) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchOutreachSummary(api, jobId ?? 0, signal), [api, jobId]);
  return useResource(jobId === null ? null : `job-outreach-summary:${jobId}`, load);
}
