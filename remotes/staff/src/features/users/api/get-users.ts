import type { ApiClient } from '@floorhire/api-client';
import { StaffUserListSchema, type StaffUserRow, type UserListFilter } from '@floorhire/domain-staff';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET user-profile/all with filter (spec 002 §7). */
export function fetchUsers(api: ApiClient, filter: UserListFilter, signal?: AbortSignal): Promise<StaffUserRow[]> {
  return api.helpDesk.get('user-profile/all', { schema: StaffUserListSchema, query: { filter }, ...(signal ? { signal } : {}) });
}

export function useUsers(filter: UserListFilter) {
  const api = useApi();
  return useResource(`users:${JSON.stringify(filter)}`, (signal) => fetchUsers(api, filter, signal));
}
