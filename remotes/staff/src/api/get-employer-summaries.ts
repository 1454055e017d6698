import type { ApiClient } from '@floorhire/api-client';
import { StaffEmployerSummaryListSchema, type StaffEmployerSummary } from '@floorhire/domain-staff';
import { useApi, useResource } from '@floorhire/remote-kit';
import { CountAnswerSchema, type EmployerSummaryFilter } from '@floorhire/schemas';

/** GET employer/summary with filter (spec 002 §7): the staff employer list with its counts. */
export function fetchEmployerSummaries(api: ApiClient, filter: EmployerSummaryFilter, signal?: AbortSignal): Promise<StaffEmployerSummary[]> {
  return api.employer.get('employer/summary', { schema: StaffEmployerSummaryListSchema, query: { filter }, ...(signal ? { signal } : {}) });
}

/** GET employer/summary/count with the same filter. */
export async function fetchEmployerCount(api: ApiClient, filter: EmployerSummaryFilter, signal?: AbortSignal): Promise<number> {
  return (await api.employer.get('employer/summary/count', { schema: CountAnswerSchema, query: { filter: { where: filter.where } }, ...(signal ? { signal } : {}) })).count;
}

export function useEmployerSummaries(filter: EmployerSummaryFilter | null) {
  const api = useApi();
  return useResource(filter ? `employers:${JSON.stringify(filter)}` : null, (signal) => fetchEmployerSummaries(api, filter!, signal));
}

export function useEmployerCount(filter: EmployerSummaryFilter | null) {
  const api = useApi();
  return useResource(filter ? `employers-count:${JSON.stringify(filter.where ?? {})}` : null, (signal) => fetchEmployerCount(api, filter!, signal));
}
