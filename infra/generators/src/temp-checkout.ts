import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A throwaway copy of the repository's shared packages and infra (not the apps) with its own
// workspace links, so a generator can be proved end to end without touching the checkout:
// third-party packages link to this checkout's node_modules, @floorhire/* to the copy.

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

const ROOT_FILES = ['package.json', 'tsconfig.json', 'tsconfig.base.json', 'vitest.config.ts', 'eslint.config.mjs'];
const TREES = ['infra', 'shared'];
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

/** Build output, installs and a package's local DATA_DIR stay behind; source folders named data do not. */
function copied(source: string): boolean {
  const base = path.basename(source);
  if (SKIP.has(base)) return false;
  return !(base === 'data' && existsSync(path.join(path.dirname(source), 'package.json')));
}

export interface TempCheckout {
  dir: string;
  remove(): Promise<void>;
}

export async function tempCheckout(root = REPO_ROOT): Promise<TempCheckout> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fh-checkout-'));
  for (const file of ROOT_FILES) if (existsSync(path.join(root, file))) await cp(path.join(root, file), path.join(dir, file));
  for (const tree of TREES) {
    await cp(path.join(root, tree), path.join(dir, tree), { recursive: true, filter: copied });
  }
  const modules = path.join(dir, 'node_modules');
  await mkdir(path.join(modules, '@floorhire'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@floorhire') await symlink(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  for (const tree of TREES) {
    for (const pkg of readdirSync(path.join(dir, tree))) {
      const manifest = path.join(dir, tree, pkg, 'package.json');
      if (!existsSync(manifest)) continue;
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      if (name?.startsWith('@floorhire/')) await symlink(path.join(dir, tree, pkg), path.join(modules, name));
    }
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
