import type { ApiClient } from '@floorhire/api-client';
import { EmployerSchema, type EmployerDto } from '@floorhire/schemas';

/** PUT employer/{id}/status: a status of spec 002 §3. */
export function setEmployerStatus(api: ApiClient, id: number, status: EmployerDto['status']): Promise<EmployerDto> {
  return api.employer.put(`employer/${id}/status`, { schema: EmployerSchema, body: { status } });
}
