import type { ApiClient } from '@floorhire/api-client';
import { useApi, useResource } from '@floorhire/remote-kit';
import { PersonSummaryListSchema, type PersonSummary } from '@floorhire/schemas';

/** GET employer/{id}/user-profile (spec 002 §7): the employer's users, archived ones included. */
export function fetchEmployerUsers(api: ApiClient, id: number, signal?: AbortSignal): Promise<PersonSummary[]> {
  return api.employer.get(`employer/${id}/user-profile`, { schema: PersonSummaryListSchema, ...(signal ? { signal } : {}) });
}

export function useEmployerUsers(id: number | null) {
  const api = useApi();
  return useResource(id === null ? null : `employer-users:${id}`, (signal) => fetchEmployerUsers(api, id!, signal));
}
