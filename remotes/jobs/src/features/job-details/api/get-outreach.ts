import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { JOB_OUTREACH_PAGE, JobOutreachListSchema, type JobNotificationStatus, type JobOutreachRow } from '@floorhire/domain-job-board';
import { useApi, useResource } from '@floorhire/remote-kit';

export interface OutreachPage {
  status: JobNotificationStatus | null;
  page: number;
}

/** GET job/{id}/job-notification (staff): the pros the job went to, the latest change first. */
export function fetchOutreach(api: ApiClient, jobId: number, at: OutreachPage, signal?: AbortSignal): Promise<JobOutreachRow[]> {
  const filter = { ...(at.status ? { status: at.status } : {}), limit: JOB_OUTREACH_PAGE, skip: (at.page - 1) * JOB_OUTREACH_PAGE };
  return api.jobBoardSearch.get(`job/${jobId}/job-notification`, { schema: JobOutreachListSchema, query: { filter }, ...(signal ? { signal } : {}) });
}

export function useOutreach(jobId: number | null, at: OutreachPage) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchOutreach(api, jobId ?? 0, at, signal), [api, jobId, at]);
  return useResource(jobId === null ? null : `job-outreach:${jobId}:${at.status ?? ''}:${at.page}`, load);
}
