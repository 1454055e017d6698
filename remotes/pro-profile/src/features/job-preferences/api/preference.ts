import type { ApiClient } from '@floorhire/api-client';
import { PRO_PROFILE_TEXTS, ProProfileSchema, type PreferenceBody, type ProProfile } from '@floorhire/domain-pro-profile';

/** PUT pro/{id}/preference: the whole preference record. */
export function putPreference(api: ApiClient, proId: number, body: PreferenceBody): Promise<ProProfile> {
  return api.employer.put(`pro/${proId}/preference`, { schema: ProProfileSchema, body, fallbackMessage: PRO_PROFILE_TEXTS.couldNotSetPreferences });
}
