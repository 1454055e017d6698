import { existsSync } from 'node:fs';
import path from 'node:path';
import { release, releaseAll } from '@floorhire/registry-cli';
import { buildApp } from './support/build';
import { alphaNextDist, dataDir, FIXTURES_DIR, SHELL_DIST, REPO_ROOT } from './support/paths';

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
  for (const result of await releaseAll(data)) console.log(`[e2e] ${result.remote} ${result.status}${result.version ? ` ${result.version}` : ''}${result.message ? ` (${result.message})` : ''}`);
  console.log(`[e2e] DATA_DIR ${data}`);
}
