import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LINK_TARGETS, SHELL_LINK_TARGETS } from '@floorhire/rules';
import { REPO_ROOT } from './new-remote';
import { declaredLinks, REMOTE_LINKS_FILE, remoteLinksSource } from './link-targets';

// Link targets are declared on the remote route that serves them and generated into
// @floorhire/rules (ADR 187).
describe('npm run links', () => {
  it('has written what the remotes declare now (run `npm run links` after changing a route link)', async () => {
    expect(await readFile(path.join(REPO_ROOT, REMOTE_LINKS_FILE), 'utf8')).toBe(remoteLinksSource(await declaredLinks()));
  });

  it('gives every target one name: no remote takes a shell target or another remote name', async () => {
    const links = await declaredLinks();
    expect(links.filter((l) => l.name in SHELL_LINK_TARGETS)).toEqual([]);
    expect(Object.keys(LINK_TARGETS)).toHaveLength(Object.keys(SHELL_LINK_TARGETS).length + links.length);
    // The 16 remote pages links lead to, each a route of the remote that serves it.
    expect(links.map((l) => `${l.remote} ${l.path}`)).toContain('billing /employer/plans');
  });

  it('refuses one link name on two routes', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'fh-links-'));
    try {
      const route = (p: string) => ({ path: p, page: 'home', link: { name: 'shopHome', for: ['employer'], from: 'a test' } });
      for (const [folder, name, p] of [['a', 'alpha', '/employer/a'], ['b', 'beta', '/employer/b']] as const) {
        await mkdir(path.join(root, 'remotes', folder), { recursive: true });
        await writeFile(path.join(root, 'remotes', folder, 'remote.json'), JSON.stringify({ name, routes: [route(p)] }));
      }
      await expect(declaredLinks(root)).rejects.toThrow(/link "shopHome" is declared twice: alpha \/employer\/a and beta \/employer\/b/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
