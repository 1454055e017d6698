import type { ApiClient } from '@floorhire/api-client';
import { CurrentActAsAnswerSchema, type ActAsSession } from '@floorhire/domain-staff';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET help-desk/act-as/current: the caller's running act-as session, or null (ADR 301). */
export async function fetchCurrentActAs(api: ApiClient, signal?: AbortSignal): Promise<ActAsSession | null> {
  return (await api.helpDesk.get('help-desk/act-as/current', { schema: CurrentActAsAnswerSchema, ...(signal ? { signal } : {}) })).session;
}

export function useCurrentActAs() {
  const api = useApi();
  return useResource('current-act-as', (signal) => fetchCurrentActAs(api, signal));
}
