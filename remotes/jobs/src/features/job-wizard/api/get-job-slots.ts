import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { JobSlotsSchema, type JobSlotsDto } from '@floorhire/domain-jobs';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{id}/job-slots: free slots decide whether Post is expected to work. */
export function fetchJobSlots(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<JobSlotsDto> {
  return api.jobs.get(`employer/${employerId}/job-slots`, { schema: JobSlotsSchema, ...(signal ? { signal } : {}) });
}

export function useJobSlots(employerId: number | null, revision = 0) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchJobSlots(api, employerId ?? 0, signal), [api, employerId]);
  return useResource(employerId ? `slots:${employerId}:${revision}` : null, load);
}
