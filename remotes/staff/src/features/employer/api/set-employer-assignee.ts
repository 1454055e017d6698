import type { ApiClient } from '@floorhire/api-client';
import { EmployerSchema, type EmployerDto } from '@floorhire/schemas';

/** PUT employer/{id}/assignee: only staff change an employer's assignee (spec 000 §6). */
export function setEmployerAssignee(api: ApiClient, id: number, assigneeId: number | null): Promise<EmployerDto> {
  return api.employer.put(`employer/${id}/assignee`, { schema: EmployerSchema, body: { assigneeId } });
}
