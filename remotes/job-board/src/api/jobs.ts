import type { ApiClient } from '@floorhire/api-client';
import { JobDetailSchema, ProJobDetailSchema, type JobDetail, type ProJobDetail } from '@floorhire/domain-job-board';
import { useApi, useResource } from '@floorhire/remote-kit';

export type AnyJobDetail = JobDetail & Partial<Pick<ProJobDetail, 'notificationStatus' | 'applicationId' | 'applicationStatus'>>;

/** GET /public/job/{id} for visitors, GET /pro/job/{id} for pros (with their own state). */
export function fetchJob(api: ApiClient, id: number, asPro: boolean, postalCode?: string, signal?: AbortSignal): Promise<AnyJobDetail> {
  const query = postalCode ? { postalCode } : undefined;
  const options = { ...(query ? { query } : {}), ...(signal ? { signal } : {}) };
  return asPro ? api.jobBoardSearch.get(`/pro/job/${id}`, { schema: ProJobDetailSchema, ...options }) : api.jobBoardSearch.get(`/public/job/${id}`, { schema: JobDetailSchema, ...options });
}

export function useJob(id: number | null, asPro: boolean, postalCode?: string) {
  const api = useApi();
  return useResource(id === null ? null : `job:${id}:${asPro}:${postalCode ?? ''}`, (signal) => fetchJob(api, id!, asPro, postalCode, signal));
}
