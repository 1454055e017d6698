import type { ApiClient } from '@floorhire/api-client';
import { CalendarAuthAnswerSchema } from '@floorhire/domain-applications';
import { linkTo } from '@floorhire/rules';

/** GET /calendar-auth/{provider}/auth (redirectUri, strategy): the provider page to open. */
export function startConnect(api: ApiClient, provider: string) {
  return api.calendar.get(`/calendar-auth/${provider}/auth`, { schema: CalendarAuthAnswerSchema, query: { redirectUri: `${linkTo('calendarCallback')}?provider=${provider}`, strategy: provider } });
}
