import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { InterviewSchema, type InterviewDto } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /job-applicant/{id}/interview: the current interview, or null. */
export function fetchInterview(api: ApiClient, applicantId: number, signal?: AbortSignal): Promise<InterviewDto | null> {
  return api.applications.get(`/job-applicant/${applicantId}/interview`, { schema: v.nullable(InterviewSchema), ...(signal ? { signal } : {}) });
}

export function useInterview(applicantId: number) {
  const api = useApi();
  return useResource(`interview:${applicantId}`, (signal) => fetchInterview(api, applicantId, signal));
}
