import type { ApiClient } from '@floorhire/api-client';
import { ActAsSessionSchema, type ActAsSession } from '@floorhire/domain-staff';

/**
 * POST help-desk/act-as (ADR 301): opens the act-as session. Its tokens never reach this remote:
 * the shell asks for them when it hears act-as.changed.
 */
export function startActAs(api: ApiClient, userProfileId: number, returnPath: string): Promise<ActAsSession> {
  return api.helpDesk.post('help-desk/act-as', { schema: ActAsSessionSchema, body: { userProfileId, returnPath } });
}
