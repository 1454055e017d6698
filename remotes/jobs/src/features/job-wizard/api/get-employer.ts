import type { ApiClient } from '@floorhire/api-client';
import { EmployerSchema, type EmployerDto } from '@floorhire/schemas';

/** GET employer/{id}: the company profile a new post starts from (name and address, spec 001 §2 company-information). */
export function fetchEmployer(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<EmployerDto> {
  return api.employer.get(`employer/${employerId}`, { schema: EmployerSchema, ...(signal ? { signal } : {}) });
}
