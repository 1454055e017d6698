// npm run check:new-remote — proves the generator end to end: writes a throwaway remote with
// `new:remote`, then, with no hand edit, lints, type-checks, unit-tests and builds it, releases
// it and runs the platform failure matrix and its own journey for it in Chromium, checks its size
// budget, and removes it again (also when a step fails). E2E_PORT picks the journeys' port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newRemote, REPO_ROOT } from './new-remote';

const FOLDER = 'gen-check';
const bin = (name: string) => path.join(REPO_ROOT, 'node_modules', '.bin', name);

function run(step: string, command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): void {
  const started = Date.now();
  console.log(`\n==> ${step}`);
  const result = spawnSync(command, args, { cwd: options.cwd ?? REPO_ROOT, env: { ...process.env, ...options.env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${step} failed (exit ${result.status ?? result.signal})`);
  console.log(`    ${step}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function removeGenerated(): Promise<void> {
  for (const dir of [path.join(REPO_ROOT, 'remotes', FOLDER), path.join(REPO_ROOT, 'e2e', FOLDER)]) await rm(dir, { recursive: true, force: true });
  await rm(path.join(REPO_ROOT, 'node_modules', '@floorhire', `remote-${FOLDER}`), { force: true });
  // .size-limit.json is generated: rewrite it without the throwaway remote.
  spawnSync(bin('tsx'), [path.join(REPO_ROOT, 'bench', 'size-config.ts')], { cwd: REPO_ROOT, stdio: 'ignore' });
}

async function main(): Promise<void> {
  if (existsSync(path.join(REPO_ROOT, 'remotes', FOLDER))) throw new Error(`remotes/${FOLDER} exists: remove it first`);
  const started = Date.now();
  try {
    const { plan, written } = await newRemote({ folder: FOLDER });
    console.log(`generated remotes/${FOLDER} (${written.length} files), owning ${plan.routes.join(', ')}`);
    const generated = [`remotes/${FOLDER}`, `e2e/${FOLDER}`];

    run('lint', bin('eslint'), ['--max-warnings=0', ...generated]);
    // Inside the repository, so types resolve from its node_modules; removed with the remote.
    const tsconfig = path.join(REPO_ROOT, 'remotes', FOLDER, 'tsconfig.check.json');
    await writeFile(tsconfig, JSON.stringify({ extends: path.join(REPO_ROOT, 'tsconfig.base.json'), include: generated.map((dir) => path.join(REPO_ROOT, dir)) }));
    run('typecheck', bin('tsc'), ['-p', tsconfig, '--noEmit']);
    run('unit tests', bin('vitest'), ['run', `remotes/${FOLDER}`]);
    run('build', bin('webpack'), ['--mode', 'production', '--config', 'webpack.config.ts'], { cwd: path.join(REPO_ROOT, 'remotes', FOLDER), env: { NODE_OPTIONS: '--import tsx' } });
    // Global setup releases every built remote into the run's fresh DATA_DIR, as npm start does.
    run('release, failure matrix and journey (Chromium)', bin('playwright'), ['test', 'platform/remotes.spec.ts', `${FOLDER}/`, '--grep', `remote ${plan.names.name} |${plan.names.title.toLowerCase()} remote`], {
      cwd: path.join(REPO_ROOT, 'e2e'),
    });
    run('size budget', bin('tsx'), [path.join(REPO_ROOT, 'bench', 'size-config.ts')]);
    run('size budget', bin('size-limit'), []);
    console.log(`\nnew:remote check passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await removeGenerated();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
