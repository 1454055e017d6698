// `npm run test:api`: the API integration suite on both engines the product supports: embedded
// PGlite always, and a real PostgreSQL server when TEST_DATABASE_URL names one (CI sets it).
import { spawnSync } from 'node:child_process';

const pgUrl = process.env.TEST_DATABASE_URL;
const runs: { engine: string; env: NodeJS.ProcessEnv }[] = [
  { engine: 'PGlite (embedded)', env: { ...process.env, TEST_DATABASE_URL: '' } },
];
if (pgUrl) runs.push({ engine: 'PostgreSQL (TEST_DATABASE_URL)', env: { ...process.env, TEST_DATABASE_URL: pgUrl } });
else console.log('[test:api] TEST_DATABASE_URL is not set: running on PGlite only (CI runs both engines).');

for (const run of runs) {
  console.log(`\n[test:api] engine: ${run.engine}`);
  const result = spawnSync('vitest', ['run', '--project', 'api', ...process.argv.slice(2)], { stdio: 'inherit', env: run.env, shell: false });
  if (result.status !== 0) {
    console.error(`[test:api] failed on ${run.engine}`);
    process.exit(result.status ?? 1);
  }
}
