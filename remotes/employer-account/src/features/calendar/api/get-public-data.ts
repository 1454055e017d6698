import { CalendarPublicDataSchema } from '@floorhire/domain-applications';
import { useApi, useResource } from '@floorhire/remote-kit';

/** GET /calendar/user/{id}/public-data: whether a calendar is connected, and its accounts. */
export function useCalendarPublicData(userId: number) {
  const api = useApi();
  return useResource(userId ? `calendar:${userId}` : null, (signal) => api.calendar.get(`/calendar/user/${userId}/public-data`, { schema: CalendarPublicDataSchema, signal }));
}
