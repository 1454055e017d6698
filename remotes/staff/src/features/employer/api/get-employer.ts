import type { ApiClient } from '@floorhire/api-client';
import { useApi, useResource } from '@floorhire/remote-kit';
import { EmployerSchema, type EmployerDto } from '@floorhire/schemas';

const INCLUDES = ['industries', 'subscription', 'accountAdmins', 'assignee', 'watchers'];

/** GET employer/{id} with its includes (spec 002 §7). */
export function fetchEmployer(api: ApiClient, id: number, signal?: AbortSignal): Promise<EmployerDto> {
  return api.employer.get(`employer/${id}`, { schema: EmployerSchema, query: { include: INCLUDES }, ...(signal ? { signal } : {}) });
}

export function useEmployer(id: number | null) {
  const api = useApi();
  return useResource(id === null ? null : `employer:${id}`, (signal) => fetchEmployer(api, id!, signal));
}
