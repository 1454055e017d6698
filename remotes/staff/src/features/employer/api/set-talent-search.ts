import type { ApiClient } from '@floorhire/api-client';
import { EmployerFeatureSchema, type EmployerFeatureDto } from '@floorhire/schemas';

/** POST employer-feature (spec 002 §7 Features): staff enable, refuse or disable Talent Search. */
export function setTalentSearch(api: ApiClient, employerId: number, featureStatus: 'Enabled' | 'Disabled'): Promise<EmployerFeatureDto> {
  return api.featureFlags.post('employer-feature', { schema: EmployerFeatureSchema, body: { employerId, featureName: 'Talent Search', featureStatus } });
}
