import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/** Builds an app folder with its own webpack.config.ts through the shared factory. */
export function buildApp(dir: string, env: Record<string, string> = {}): void {
  const started = Date.now();
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--config', 'webpack.config.ts'], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: '--import tsx', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build of ${dir} failed:\n${result.stdout}\n${result.stderr}`);
  console.log(`[e2e] built ${path.relative(REPO_ROOT, dir)}${env.FIXTURE_OUT ? ` -> ${env.FIXTURE_OUT}` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
