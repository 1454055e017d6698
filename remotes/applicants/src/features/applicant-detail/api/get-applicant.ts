import type { ApiClient } from '@floorhire/api-client';
import { ApplicantDetailSchema, type ApplicantDetail } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET job-applicant/{id} with job, job title, contact, resume, histories, panels and evidence. */
export function fetchApplicant(api: ApiClient, id: number, signal?: AbortSignal): Promise<ApplicantDetail> {
  return api.applications.get(`/job-applicant/${id}`, { schema: ApplicantDetailSchema, ...(signal ? { signal } : {}) });
}

export function useApplicant(id: number) {
  const api = useApi();
  return useResource(Number.isInteger(id) && id > 0 ? `applicant:${id}` : null, (signal) => fetchApplicant(api, id, signal));
}
