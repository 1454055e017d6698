import type { ApiClient } from '@floorhire/api-client';
import { EmployerSchema, type EmployerDto } from '@floorhire/schemas';

/** GET employer/{id}: the employer the form is for (its name heads the page and fills the company name). */
export function fetchEmployer(api: ApiClient, employerId: number, signal?: AbortSignal): Promise<EmployerDto> {
  return api.employer.get(`employer/${employerId}`, { schema: EmployerSchema, ...(signal ? { signal } : {}) });
}
