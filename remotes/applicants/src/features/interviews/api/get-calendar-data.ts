import type { ApiClient } from '@floorhire/api-client';
import { CalendarPublicDataSchema } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /calendar/user/{id}/public-data: connected calendar accounts, no credentials. */
export function fetchCalendarData(api: ApiClient, userId: number, signal?: AbortSignal) {
  return api.calendar.get(`/calendar/user/${userId}/public-data`, { schema: CalendarPublicDataSchema, ...(signal ? { signal } : {}) });
}

export function useCalendarData(userId: number | null) {
  const api = useApi();
  return useResource(userId === null ? null : `calendar:${userId}`, (signal) => fetchCalendarData(api, userId!, signal));
}
