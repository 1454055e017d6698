import type { ApiClient } from '@floorhire/api-client';
import { StatementSchema, type Statement } from '@floorhire/domain-taxonomy';
import type { StatementPath } from './create-statement';

/** PATCH /qualification/{id} or /responsibility/{id}: new wording. */
export function updateStatement(api: ApiClient, path: StatementPath, id: number, name: string): Promise<Statement> {
  return api.jobs.patch(`${path}/${id}`, { schema: StatementSchema, body: { name } });
}
