import type { ApiClient } from '@floorhire/api-client';
import { StatementSchema, type Statement } from '@floorhire/domain-taxonomy';

export type StatementPath = 'qualification' | 'responsibility';

/** POST /qualification or /responsibility: a new one for a job title. */
export function createStatement(api: ApiClient, path: StatementPath, jobTitleId: number, name: string): Promise<Statement> {
  return api.jobs.post(path, { schema: StatementSchema, body: { name, jobTitleId } });
}
