import type { ApiClient } from '@floorhire/api-client';
import { ProProfileSchema, stripProForSave, type PatchProBody, type ProProfile } from '@floorhire/domain-pro-profile';

/** PATCH pro/{id}: the pro with the spec 002 §3 fields stripped before it is sent. */
export function patchPro(api: ApiClient, proId: number, pro: Record<string, unknown> & PatchProBody): Promise<ProProfile> {
  return api.employer.patch(`pro/${proId}`, { schema: ProProfileSchema, body: stripProForSave(pro) });
}
