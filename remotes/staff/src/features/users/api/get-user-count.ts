import type { ApiClient } from '@floorhire/api-client';
import type { UserListWhere } from '@floorhire/domain-staff';
import { useApi, useResource } from '@floorhire/remote-kit';
import { CountAnswerSchema } from '@floorhire/schemas';

/** GET user-profile/all/count with where (spec 002 §7). */
export async function fetchUserCount(api: ApiClient, where: UserListWhere, signal?: AbortSignal): Promise<number> {
  return (await api.helpDesk.get('user-profile/all/count', { schema: CountAnswerSchema, query: { where }, ...(signal ? { signal } : {}) })).count;
}

export function useUserCount(where: UserListWhere) {
  const api = useApi();
  return useResource(`users-count:${JSON.stringify(where)}`, (signal) => fetchUserCount(api, where, signal));
}
