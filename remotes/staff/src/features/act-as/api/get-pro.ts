import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import { useApi, useResource } from '@floorhire/remote-kit';

const ProOwnerSchema = v.object({ id: v.number(), userProfileId: v.number() });

/** GET /pro/{id}: the pro record (its id is /admin/pro/{id}'s), for the user who owns it. */
export function fetchProOwner(api: ApiClient, proId: number, signal?: AbortSignal): Promise<number> {
  return api.employer.get(`pro/${proId}`, { schema: ProOwnerSchema, ...(signal ? { signal } : {}) }).then((pro) => pro.userProfileId);
}

export function useProOwner(proId: number | null) {
  const api = useApi();
  return useResource(proId === null ? null : `pro-owner:${proId}`, (signal) => fetchProOwner(api, proId!, signal));
}
