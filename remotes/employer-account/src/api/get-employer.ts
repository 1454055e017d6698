import type { ApiClient } from '@floorhire/api-client';
import { useApi, useResource } from '@floorhire/remote-kit';
import { EmployerSchema, type EmployerDto } from '@floorhire/schemas';

/** GET employer/{id} with its industries (spec 002 §7): the company profile's fields. */
export function fetchEmployer(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<EmployerDto> {
  return api.employer.get(`employer/${employerId}`, { schema: EmployerSchema, query: { include: ['industries'] }, ...(signal ? { signal } : {}) });
}

export const employerKey = (employerId: number) => `employer:${employerId}`;

export function useEmployer(employerId: number | null) {
  const api = useApi();
  return useResource(employerId === null ? null : employerKey(employerId), (signal) => fetchEmployer(api, employerId!, signal));
}
