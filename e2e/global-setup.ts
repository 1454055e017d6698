import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { release, releaseAll } from '@floorhire/registry-cli';
import { buildApp } from './support/build';
import { alphaNextDist, dataDir, FIXTURES_DIR, REMOTES_DIR, SHELL_DIST, REPO_ROOT } from './support/paths';

/**
 * Fills the run's fresh DATA_DIR: builds the fixture remotes with the shared factory (and a
 * second build of alpha for the release journey), releases them, and releases every built
 * feature remote under remotes/*, exactly as `npm start` does.
 */
export default async function globalSetup(): Promise<void> {
  const data = dataDir();
  if (!existsSync(path.join(SHELL_DIST, 'index.html')) || process.env.E2E_BUILD_SHELL === '1') buildApp(path.join(REPO_ROOT, 'shell'));
  for (const name of ['alpha', 'beta']) buildApp(path.join(FIXTURES_DIR, name));
  buildApp(path.join(FIXTURES_DIR, 'alpha'), { FIXTURE_LABEL: 'second build', FIXTURE_OUT: alphaNextDist() });
  for (const name of ['alpha', 'beta']) {
    const result = await release({ dataDir: data, remoteDir: path.join(FIXTURES_DIR, name) });
    console.log(`[e2e] ${result.entry.name} ${result.entry.version} ${result.status}`);
  }
  for (const dir of staleRemotes()) buildApp(dir);
  for (const result of await releaseAll(data)) console.log(`[e2e] ${result.remote} ${result.status}${result.version ? ` ${result.version}` : ''}${result.message ? ` (${result.message})` : ''}`);
  console.log(`[e2e] DATA_DIR ${data}`);
}

/** Newest modification time under a folder (sources of a remote). */
function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

/**
 * Feature remotes under remotes/* whose build is missing or older than their sources, so the
 * journeys never run against a stale build (E2E_BUILD_REMOTES=1 rebuilds all of them).
 */
function staleRemotes(): string[] {
  if (!existsSync(REMOTES_DIR)) return [];
  return readdirSync(REMOTES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(REMOTES_DIR, d.name, 'webpack.config.ts')))
    .map((d) => path.join(REMOTES_DIR, d.name))
    .filter((dir) => {
      const built = path.join(dir, 'dist', 'floorhire-build.json');
      if (process.env.E2E_BUILD_REMOTES === '1' || !existsSync(built)) return true;
      const sources = Math.max(newest(path.join(dir, 'src')), newest(path.join(dir, 'package.json')), newest(path.join(dir, 'remote.json')), newest(path.join(dir, 'webpack.config.ts')));
      return sources > statSync(built).mtimeMs;
    });
}
