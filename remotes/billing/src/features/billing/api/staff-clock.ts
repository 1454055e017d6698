import type { ApiClient } from '@floorhire/api-client';
import { ClockSchema } from '@floorhire/domain-billing';

/** POST employer/{id}/billing/clock/advance: the test clock (docs/decisions/263-test-clock.md). */
export function advanceClock(api: ApiClient, employerId: number, days: number) {
  return api.subscription.post(`employer/${employerId}/billing/clock/advance`, { schema: ClockSchema, body: { days } });
}
