import type { ApiClient } from '@floorhire/api-client';
import { useApi, useResource } from '@floorhire/remote-kit';
import { PersonSummaryListSchema, type PersonSummary } from '@floorhire/schemas';

/** GET user-profile/super-admin (spec 002 §7): staff who are not archived, by first name; the assignee and watcher choices. */
export function fetchStaffUsers(api: ApiClient, signal?: AbortSignal): Promise<PersonSummary[]> {
  return api.auth.get('user-profile/super-admin', { schema: PersonSummaryListSchema, ...(signal ? { signal } : {}) });
}

export function useStaffUsers() {
  const api = useApi();
  return useResource('staff-users', (signal) => fetchStaffUsers(api, signal));
}
