import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration refuses what the API layout forbids. Each case lints a
// snippet as if it were a file at that path, so the real eslint.config.mjs decides.

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// The first lint loads typescript-eslint, which takes seconds on a busy machine.
describe('API lint rules', { timeout: 60_000 }, () => {
  it('refuses a module importing another module past its index, and allows the index', async () => {
    const deep = "import { listNotes } from '../notes/notes.repository';\nexport const f = listNotes;\n";
    expect(await ruleIds('infra/api/src/modules/applications/x.ts', deep)).toContain('floorhire-api/module-boundaries');
    const viaIndex = "import { listNotes } from '../notes';\nexport const f = listNotes;\n";
    expect(await ruleIds('infra/api/src/modules/applications/x.ts', viaIndex)).toEqual([]);
    const explicitIndex = "import { listNotes } from '../notes/index';\nexport const f = listNotes;\n";
    expect(await ruleIds('infra/api/src/modules/applications/x.ts', explicitIndex)).toEqual([]);
  });

  it('refuses SQL and database calls outside repositories, and allows them inside', async () => {
    const sql = "import type { Queryable } from '../../db';\nexport const f = (db: Queryable) => db.query('select id from jobs where id = $1', [1]);\n";
    const outside = await ruleIds('infra/api/src/modules/jobs/jobs.service.ts', sql);
    expect(outside).toContain('floorhire-api/sql-in-repositories');
    expect(outside.filter((id) => id === 'floorhire-api/sql-in-repositories')).toHaveLength(2);
    expect(await ruleIds('infra/api/src/modules/jobs/jobs.repository.ts', sql)).toEqual([]);
    const template = 'export const q = (t: string) => `update jobs set title = ${t} where id = 1`;\n';
    expect(await ruleIds('infra/api/src/modules/jobs/jobs.routes.ts', template)).toContain('floorhire-api/sql-in-repositories');
  });

  it('refuses SQL and database calls in the platform outside repositories, and allows them in its repositories and the data layer', async () => {
    const sql = "import type { Queryable } from '../db';\nexport const f = (db: Queryable) => db.query('delete from background_jobs where id = $1', [1]);\n";
    for (const file of ['infra/api/src/worker/worker.ts', 'infra/api/src/delivery/outbox.ts', 'infra/api/src/events/bus.ts', 'infra/api/src/http/rate-limit.ts', 'infra/api/src/auth/tokens.ts', 'infra/api/src/app.ts']) {
      expect(await ruleIds(file, sql), file).toContain('floorhire-api/sql-in-repositories');
    }
    expect(await ruleIds('infra/api/src/worker/worker.repository.ts', sql)).toEqual([]);
    expect(await ruleIds('infra/api/src/db/migrate.ts', sql)).toEqual([]);
  });

  it('refuses an index or a service that exports a repository function, and allows services and read fragments', async () => {
    const reexport = "export { insertUser } from './users.repository';\n";
    expect(await ruleIds('infra/api/src/modules/users/index.ts', reexport)).toContain('floorhire-api/index-exports-services');
    expect(await ruleIds('infra/api/src/modules/users/users.service.ts', reexport)).toContain('floorhire-api/index-exports-services');
    const viaImport = "import { insertUser } from './users.repository';\nexport { insertUser };\n";
    expect(await ruleIds('infra/api/src/modules/users/index.ts', viaImport)).toContain('floorhire-api/index-exports-services');
    expect(await ruleIds('infra/api/src/modules/users/index.ts', "export * from './users.repository';\n")).toContain('floorhire-api/index-exports-services');
    expect(await ruleIds('infra/api/src/modules/users/index.ts', "export { insertUser } from './logins.service';\nexport type { LoginRow } from './users.repository';\n")).toEqual([]);
    expect(await ruleIds('infra/api/src/modules/jobs/index.ts', "export { JOB_TITLE_SQL } from './jobs.repository';\n")).toEqual([]);
  });

  it('does not take English for SQL', async () => {
    const text = "export const hint = 'Select a job title from the list to update the set of skills.';\n";
    expect(await ruleIds('infra/api/src/modules/jobs/jobs.service.ts', text)).toEqual([]);
  });

  it('refuses a route file importing a repository', async () => {
    const code = "import { readJob } from './jobs.repository';\nexport const f = readJob;\n";
    expect(await ruleIds('infra/api/src/modules/jobs/jobs.routes.ts', code)).toContain('floorhire-api/routes-call-services');
  });

  it('refuses front-end code in the API', async () => {
    const code = "import { Button } from '@floorhire/ui';\nexport const b = Button;\n";
    expect(await ruleIds('infra/api/src/modules/jobs/x.ts', code)).toContain('no-restricted-imports');
  });
});
