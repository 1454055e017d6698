import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const FIXTURES_DIR = path.join(REPO_ROOT, 'e2e', 'fixtures', 'remotes');
export const REMOTES_DIR = path.join(REPO_ROOT, 'remotes');
export const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return dir;
}

/** Where global setup puts the second, visibly different build of fixture alpha. */
export function alphaNextDist(): string {
  return path.join(dataDir(), 'builds', 'alpha-next');
}
