import type { ApiClient } from '@floorhire/api-client';
import type { CreateEmployerBody } from '@floorhire/domain-staff';
import { EmployerSchema, type EmployerDto } from '@floorhire/schemas';

/** POST employer (spec 002 §7): the new employer, on the free trial (ADR 303). */
export function createEmployer(api: ApiClient, body: Partial<CreateEmployerBody> & { name: string }): Promise<EmployerDto> {
  return api.employer.post('employer', { schema: EmployerSchema, body });
}
