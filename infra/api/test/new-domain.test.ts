import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDomain } from '../../generators/src/new-domain';
import { REPO_ROOT, tempCheckout, type TempCheckout } from '../../generators/src/temp-checkout';
import { freshServerDatabase } from './helpers';

// `npm run new:domain` end to end: a domain generated into a throwaway copy of the repository
// passes, with no hand edit, the repository's lint and typecheck and its own unit and
// integration tests, on the engine of this run (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set). The copy is removed afterwards; the checkout is never touched.

const NAME = 'sample-domain';
const bin = (tool: string) => path.join(REPO_ROOT, 'node_modules', '.bin', tool);

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

let checkout: TempCheckout;
let written: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  checkout = await tempCheckout();
  cleanups.push(checkout.remove);
  ({ written } = await newDomain({ name: NAME, service: 'employer', root: checkout.dir, install: false }));
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('new:domain', () => {
  it('writes the package, the module with its migration pair and seed, and an integration test', () => {
    expect(written.map((f) => f.replace(/\d{14}/u, '<version>')).sort()).toEqual(
      [
        `infra/api/src/modules/${NAME}/index.ts`,
        `infra/api/src/modules/${NAME}/migrations/<version>_create_sample_domain_items.down.sql`,
        `infra/api/src/modules/${NAME}/migrations/<version>_create_sample_domain_items.up.sql`,
        `infra/api/src/modules/${NAME}/${NAME}.repository.ts`,
        `infra/api/src/modules/${NAME}/${NAME}.routes.ts`,
        `infra/api/src/modules/${NAME}/${NAME}.seed.ts`,
        `infra/api/src/modules/${NAME}/${NAME}.service.ts`,
        `infra/api/test/${NAME}.test.ts`,
        `shared/domain-${NAME}/package.json`,
        `shared/domain-${NAME}/src/index.ts`,
        `shared/domain-${NAME}/src/rules.test.ts`,
        `shared/domain-${NAME}/src/rules.ts`,
        `shared/domain-${NAME}/src/schemas.ts`,
        `shared/domain-${NAME}/src/texts.ts`,
      ].sort(),
    );
  });

  // Lint and types do not depend on the engine: checked once, in the PGlite pass every run makes.
  it.runIf(!process.env.TEST_DATABASE_URL)(
    'passes the repository lint (module boundaries, SQL only in repositories) and typecheck',
    async () => {
      const generated = [`shared/domain-${NAME}`, `infra/api/src/modules/${NAME}`, `infra/api/test/${NAME}.test.ts`];
      const lint = await run(bin('eslint'), ['--max-warnings=0', ...generated], checkout.dir);
      expect(lint.code, lint.output).toBe(0);
      await writeFile(path.join(checkout.dir, 'tsconfig.generated.json'), JSON.stringify({ extends: './tsconfig.base.json', include: generated }));
      const types = await run(bin('tsc'), ['-p', 'tsconfig.generated.json', '--noEmit'], checkout.dir);
      expect(types.code, types.output).toBe(0);
    },
    240_000,
  );

  it(
    'its unit test and its integration test pass, the module found by discovery and its migration applied',
    async () => {
      let databaseUrl = '';
      if (process.env.TEST_DATABASE_URL) {
        // Its own database: the throwaway module's table must not stay behind in the shared one.
        const server = await freshServerDatabase();
        cleanups.push(server.drop);
        databaseUrl = server.url;
      }
      const tests = await run(
        bin('vitest'),
        ['run', '--project', 'api', '--project', 'unit:node', `infra/api/test/${NAME}.test.ts`, `shared/domain-${NAME}`],
        checkout.dir,
        { ...process.env, TEST_DATABASE_URL: databaseUrl },
      );
      expect(tests.code, tests.output).toBe(0);
      // eslint-disable-next-line no-control-regex
      const plain = tests.output.replace(/\u001b\[[0-9;]*m/gu, '');
      expect(plain).toMatch(/Tests\s+7 passed \(7\)/u);
    },
    240_000,
  );
});
