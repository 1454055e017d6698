import { useCallback } from 'react';
import type { ApiClient } from '@floorhire/api-client';
import { JOB_INCLUDES, JobSchema, type JobDto } from '@floorhire/domain-jobs';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET job/{id} with every include the wizard shows (spec 001 §3 Job read). */
export function fetchJob(api: ApiClient, id: number, signal?: AbortSignal): Promise<JobDto> {
  return api.jobs.get(`job/${id}`, { schema: JobSchema, query: { include: [...JOB_INCLUDES] }, ...(signal ? { signal } : {}) });
}

export function useJob(id: number | null) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchJob(api, id ?? 0, signal), [api, id]);
  return useResource(id ? `job:${id}` : null, load);
}
