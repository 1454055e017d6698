import type { ApiClient } from '@floorhire/api-client';
import { EmployerIndustryListSchema } from '@floorhire/domain-employer-account';

/** PUT employer/{id}/industry: the list replaces the industries; the first is the main one. */
export function putIndustries(api: ApiClient, employerId: number, industryIds: readonly number[]) {
  return api.employer.put(`employer/${employerId}/industry`, { schema: EmployerIndustryListSchema, body: { industryIds } });
}
