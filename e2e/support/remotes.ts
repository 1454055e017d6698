import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR, REMOTES_DIR } from './paths';
import type { LoginRole } from './logins';

export interface DeclaredRemote {
  name: string;
  dir: string;
  fixture: boolean;
  routes: string[];
  roles: string[];
  navPaths: string[];
  navAreas: string[];
}

function readDeclaration(dir: string): Omit<DeclaredRemote, 'dir' | 'fixture'> | null {
  const remoteJson = path.join(dir, 'remote.json');
  let raw: { name?: string; routes?: (string | { path: string })[]; roles?: string[]; nav?: { path: string; area: string }[] } | undefined;
  if (existsSync(remoteJson)) raw = JSON.parse(readFileSync(remoteJson, 'utf8'));
  if (!raw?.name || !raw.routes?.length) return null;
  return { name: raw.name, routes: raw.routes.map((route) => (typeof route === 'string' ? route : route.path)), roles: raw.roles ?? [], navPaths: (raw.nav ?? []).map((n) => n.path), navAreas: (raw.nav ?? []).map((n) => n.area) };
}

/**
 * Every remote that declares itself (fixtures and feature remotes), read as data at collection
 * time; each journey then asserts the remote is really in the run's registry.
 */
export function declaredRemotes(): DeclaredRemote[] {
  const found: DeclaredRemote[] = [];
  for (const [root, fixture] of [
    [FIXTURES_DIR, true],
    [REMOTES_DIR, false],
  ] as const) {
    if (!existsSync(root)) continue;
    for (const dir of readdirSync(root, { withFileTypes: true })) {
      if (!dir.isDirectory()) continue;
      const declaration = readDeclaration(path.join(root, dir.name));
      if (declaration) found.push({ ...declaration, dir: path.join(root, dir.name), fixture });
    }
  }
  return found.sort((a, b) => Number(b.fixture) - Number(a.fixture) || a.name.localeCompare(b.name));
}

/** A concrete path the remote owns: the first pattern without parameters, else a nav path. */
export function visitPath(remote: DeclaredRemote): string {
  const concrete = remote.routes.find((route) => !route.includes(':'));
  if (concrete) return concrete.replace(/\/\*$/, '') || '/';
  const nav = remote.navPaths[0];
  if (nav) return nav;
  throw new Error(`${remote.name} has no route without parameters and no nav entry to visit`);
}

/** Which demo login a remote needs, from its roles or the area of its routes. */
export function loginFor(remote: DeclaredRemote): LoginRole | null {
  // The area of the visited route decides first: a remote serving /employer and /admin is
  // visited on /employer as an employer.
  const visited = visitPath(remote);
  if (visited === '/admin' || visited.startsWith('/admin/')) return 'admin';
  if (visited === '/pro' || visited.startsWith('/pro/')) return 'pro';
  if (visited === '/employer' || visited.startsWith('/employer/') || visited.startsWith('/all')) return 'employer';
  if (remote.roles.includes('user.admin')) return 'admin';
  if (remote.roles.includes('user.pro')) return 'pro';
  if (remote.roles.some((role) => role.startsWith('employer.') || role === 'user.employer')) return 'employer';
  return null;
}
