import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { JobSchema } from '@floorhire/domain-jobs';
import { useApi, useResource } from '@floorhire/remote-kit';

export const JobHeaderSchema = v.pick(JobSchema, ['id', 'title', 'status', 'employer', 'city', 'state']);
export type JobHeader = v.InferOutput<typeof JobHeaderSchema>;

/** GET job/{id}: only the header fields this remote shows above a job's applicants. */
export function fetchJobHeader(api: ApiClient, jobId: number, signal?: AbortSignal): Promise<JobHeader> {
  return api.jobs.get(`/job/${jobId}`, { schema: JobHeaderSchema, ...(signal ? { signal } : {}) });
}

export function useJobHeader(jobId: number) {
  const api = useApi();
  return useResource(`job:${jobId}`, (signal) => fetchJobHeader(api, jobId, signal));
}
