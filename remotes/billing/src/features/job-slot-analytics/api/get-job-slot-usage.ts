import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { useApi, useResource } from '@floorhire/remote-kit';

export const JobSlotUsageSchema = v.object({ slots: v.nullable(v.number()), days: v.array(v.object({ day: v.string(), used: v.number() })) });
export type JobSlotUsage = v.InferOutput<typeof JobSlotUsageSchema>;

/** GET employer/{id}/job-slot-usage: live jobs per day and the plan's slots. */
export function fetchJobSlotUsage(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<JobSlotUsage> {
  return api.subscription.get(`employer/${employerId}/job-slot-usage`, { schema: JobSlotUsageSchema, ...(signal ? { signal } : {}) });
}

export function useJobSlotUsage(employerId: number, revision: number) {
  const api = useApi();
  return useResource(`slot-usage:${employerId}:${revision}`, (signal) => fetchJobSlotUsage(api, employerId, signal));
}
