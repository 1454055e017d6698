import type { ApiClient } from '@floorhire/api-client';
import { PrescreenedListSchema } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET employer/{employerId}/job-applicant: status Client, newest submission first (spec 001 §7). */
export function fetchPrescreened(api: ApiClient, employerId: number, mineOf: number | null, signal?: AbortSignal) {
  return api.applications.get(`/employer/${employerId}/job-applicant`, {
    schema: PrescreenedListSchema,
    query: { filter: { where: { status: 'Client' }, limit: 10 }, ...(mineOf !== null ? { userProfileId: mineOf } : {}) },
    ...(signal ? { signal } : {}),
  });
}

export function usePrescreened(employerId: number | null, mineOf: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : `prescreened:${employerId}:${mineOf}`, (signal) => fetchPrescreened(api, employerId!, mineOf, signal));
}
