import type { ApiClient } from '@floorhire/api-client';
import { CurrentActAsAnswerSchema } from '@floorhire/domain-staff';

/** POST help-desk/act-as/current/end: ends the caller's running act-as session. */
export function endActAs(api: ApiClient) {
  return api.helpDesk.post('help-desk/act-as/current/end', { schema: CurrentActAsAnswerSchema });
}
