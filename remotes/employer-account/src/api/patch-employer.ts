import type { ApiClient } from '@floorhire/api-client';
import type { EmployerProfilePatch } from '@floorhire/domain-employer-account';
import { EmployerSchema, type EmployerDto } from '@floorhire/schemas';

/** PATCH employer/{id}: only the fields sent change; the answer is the employer with its industries. */
export function patchEmployer(api: ApiClient, employerId: number, body: Partial<EmployerProfilePatch>): Promise<EmployerDto> {
  return api.employer.patch(`employer/${employerId}`, { schema: EmployerSchema, body });
}
