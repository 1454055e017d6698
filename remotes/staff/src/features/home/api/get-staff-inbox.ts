import type * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { StaffInboxSchema } from '@floorhire/domain-staff';
import { useApi, useResource } from '@floorhire/remote-kit';

export type StaffInbox = v.InferOutput<typeof StaffInboxSchema>;

/** GET help-desk/inbox (ADR 306): what waits for staff, open items first. */
export function fetchStaffInbox(api: ApiClient, signal?: AbortSignal): Promise<StaffInbox> {
  return api.helpDesk.get('help-desk/inbox', { schema: StaffInboxSchema, query: { filter: { limit: 10 } }, ...(signal ? { signal } : {}) });
}

export function useStaffInbox() {
  const api = useApi();
  return useResource('staff-inbox', (signal) => fetchStaffInbox(api, signal));
}
