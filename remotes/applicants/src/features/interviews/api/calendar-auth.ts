import type { ApiClient } from '@floorhire/api-client';
import { AUTH_ERRORS } from '@floorhire/rules';
import { MessageAnswerSchema } from '@floorhire/schemas';
import { CALENDAR_PROVIDERS, type CalendarProvider, CalendarAccountSchema, CalendarAuthAnswerSchema } from '@floorhire/domain-applications';

export const CALENDAR_CALLBACK_PATH = '/employer/calendar-callback';

export function asCalendarProvider(value: string | null | undefined): CalendarProvider {
  const provider = (value ?? '').toLowerCase();
  if (!(CALENDAR_PROVIDERS as readonly string[]).includes(provider)) throw new Error(AUTH_ERRORS.invalidCalendarProvider);
  return provider as CalendarProvider;
}

/**
 * GET /calendar-auth/{provider}/auth: the provider page to open. The provider rides in the
 * return address so the callback page knows which one answered.
 */
export function startCalendarAuth(api: ApiClient, provider: CalendarProvider) {
  return api.calendar.get(`/calendar-auth/${provider}/auth`, {
    schema: CalendarAuthAnswerSchema,
    query: { redirectUri: `${CALENDAR_CALLBACK_PATH}?provider=${provider}`, strategy: provider },
  });
}

/** POST /calendar-auth/{provider}/callback with the code and state the provider returned. */
export function finishCalendarAuth(api: ApiClient, provider: CalendarProvider, body: { code: string; state: string }) {
  return api.calendar.post(`/calendar-auth/${provider}/callback`, { schema: CalendarAccountSchema, body });
}

/** POST /calendar/disconnect (accountId). */
export function disconnectCalendar(api: ApiClient, accountId: number) {
  return api.calendar.post('/calendar/disconnect', { schema: MessageAnswerSchema, body: { accountId } });
}
