import * as v from 'valibot';
import type { ApiClient } from '@floorhire/api-client';
import type { StatementPath } from './create-statement';

/** DELETE /qualification/{id} or /responsibility/{id}. */
export async function deleteStatement(api: ApiClient, path: StatementPath, id: number): Promise<void> {
  await api.jobs.delete(`${path}/${id}`, { schema: v.object({ id: v.number() }) });
}
