import type { ApiClient } from '@floorhire/api-client';
import { EmployerSchema, type EmployerDto } from '@floorhire/schemas';

/** PUT employer/{id}/watchers: the staff users who watch the employer. */
export function setEmployerWatchers(api: ApiClient, id: number, watcherIds: readonly number[]): Promise<EmployerDto> {
  return api.employer.put(`employer/${id}/watchers`, { schema: EmployerSchema, body: { watcherIds } });
}
