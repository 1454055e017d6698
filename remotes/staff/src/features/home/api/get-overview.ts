import type { ApiClient } from '@floorhire/api-client';
import { StaffOverviewSchema, type StaffOverview } from '@floorhire/domain-staff';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET help-desk/overview: the staff home's counts (ADR 302). */
export function fetchOverview(api: ApiClient, signal?: AbortSignal): Promise<StaffOverview> {
  return api.helpDesk.get('help-desk/overview', { schema: StaffOverviewSchema, ...(signal ? { signal } : {}) });
}

export function useOverview() {
  const api = useApi();
  return useResource('staff-overview', (signal) => fetchOverview(api, signal));
}
