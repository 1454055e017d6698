import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDeclaration, routePatterns } from '@floorhire/registry';
import { GeneratorError, newRemote, PLANNED_ROUTES_FILE, plannedGroup, plannedNav, REPO_ROOT, withoutPlannedGroup } from './new-remote';

let root: string;

// The shell's planned routes with groups still in them: every group of this repository has been
// claimed by now, so the generator is tested on the list as it was before (same file shape).
const PLANNED_FIXTURE = path.join(import.meta.dirname, 'fixtures', 'planned-routes.txt');

// A scratch repository holding what the generator reads: the root, shell and package manifests,
// copied from this repository, and the planned routes of the fixture.
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fh-generator-test-'));
  for (const file of ['package.json', 'shell/package.json', 'shared/remote-kit/package.json', 'shared/schemas/package.json', 'shared/build/package.json']) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await cp(path.join(REPO_ROOT, file), path.join(root, file));
  }
  await mkdir(path.dirname(path.join(root, PLANNED_ROUTES_FILE)), { recursive: true });
  await cp(PLANNED_FIXTURE, path.join(root, PLANNED_ROUTES_FILE));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const planned = () => readFile(path.join(root, PLANNED_ROUTES_FILE), 'utf8');

describe('npm run new:remote', () => {
  it('writes a remote in the house layout whose declaration the release CLI accepts', async () => {
    const { written, plan } = await newRemote({ folder: 'shop-floor', root });
    expect(written).toEqual([
      'remotes/shop-floor/package.json',
      'remotes/shop-floor/remote.json',
      'remotes/shop-floor/webpack.config.ts',
      'remotes/shop-floor/src/lifecycle.tsx',
      'remotes/shop-floor/src/routes.tsx',
      'remotes/shop-floor/src/routes.test.ts',
      'remotes/shop-floor/src/texts.ts',
      'remotes/shop-floor/src/features/home/api/get-profile-name.ts',
      'remotes/shop-floor/src/features/home/components/shop-floor-home-page.tsx',
      'remotes/shop-floor/src/features/home/components/shop-floor-home-page.test.tsx',
      'e2e/shop-floor/pages/shop-floor-pages.ts',
      'e2e/shop-floor/shop-floor.spec.ts',
    ]);
    const declaration = parseDeclaration(JSON.parse(await readFile(path.join(root, 'remotes/shop-floor/remote.json'), 'utf8')));
    expect(declaration).toMatchObject({ name: 'shop_floor', routes: [{ path: '/employer/shop-floor', page: 'home' }], roles: ['user.employer'] });
    expect(plan.visitPath).toBe('/employer/shop-floor');
    const pkg = JSON.parse(await readFile(path.join(root, 'remotes/shop-floor/package.json'), 'utf8')) as Record<string, Record<string, string>>;
    const shell = JSON.parse(await readFile(path.join(root, 'shell/package.json'), 'utf8')) as Record<string, Record<string, string>>;
    // The remote shares exactly what the shell provides, and has its own size budget.
    expect(pkg.peerDependencies).toEqual(shell.peerDependencies);
    expect(pkg.sizeBudget).toEqual({ gzip: '40 kB', brotli: '34 kB' });
    expect(pkg.dependencies).toHaveProperty('@floorhire/remote-kit');
    expect(await planned()).toBe(await readFile(PLANNED_FIXTURE, 'utf8'));
  });

  it('takes the planned group of its name: the routes move from the shell into its remote.json', async () => {
    const before = plannedGroup(await planned(), 'staff');
    expect(before).toEqual(['/admin', '/admin/*']);
    const { claimed, written } = await newRemote({ folder: 'staff', root });
    expect(claimed).toBe('staff');
    expect(written).toContain(PLANNED_ROUTES_FILE);
    const declaration = parseDeclaration(JSON.parse(await readFile(path.join(root, 'remotes/staff/remote.json'), 'utf8')));
    expect(routePatterns(declaration)).toEqual(before);
    expect(plannedGroup(await planned(), 'staff')).toBeNull();
    expect(plannedGroup(await planned(), 'employer-account')).not.toBeNull();
  });

  it("moves the group's planned drawer entries into its remote.json nav, and a remote without any gets one for its first page (ADR 187)", async () => {
    expect(plannedNav(await planned(), 'staff')?.map((e) => e.label)).toEqual(['Users', 'Employers', 'Profile']);
    await newRemote({ folder: 'staff', root });
    const staff = parseDeclaration(JSON.parse(await readFile(path.join(root, 'remotes/staff/remote.json'), 'utf8')));
    expect(staff.nav).toEqual([
      { label: 'Users', path: '/admin/users', icon: 'users', area: 'admin', roles: ['user.admin'], order: 10 },
      { label: 'Employers', path: '/admin/employer', icon: 'employers', area: 'admin', roles: ['user.admin'], order: 20 },
      { label: 'Profile', path: '/admin/profile', icon: 'settings', area: 'admin', roles: ['user.admin'], order: 80 },
    ]);
    expect(plannedNav(await planned(), 'staff')).toBeNull();
    // A group may plan drawer entries only (as taxonomy's did until its remote took them): its
    // routes come with the remote or by default. Written here, so the test does not hang on
    // which groups the repository still plans.
    const navOnly = `  reports: [\n    { label: 'Reports', path: '/admin/reports', icon: 'analytics', area: 'admin', order: 90 },\n    { label: 'Exports', path: '/admin/exports', icon: 'analytics', area: 'admin', order: 91 },\n  ],\n\n`;
    await writeFile(path.join(root, PLANNED_ROUTES_FILE), (await planned()).replace(/export const PLANNED_NAV_GROUPS[^\n]*= \{\n/u, (head) => `${head}${navOnly}`));
    expect(plannedNav(await planned(), 'reports')).toHaveLength(2);
    const { claimed } = await newRemote({ folder: 'reports', area: 'admin', root });
    expect(claimed).toBe('reports');
    expect(parseDeclaration(JSON.parse(await readFile(path.join(root, 'remotes/reports/remote.json'), 'utf8'))).nav.map((e) => e.label)).toEqual(['Reports', 'Exports']);
    await newRemote({ folder: 'shop-floor', root });
    expect(parseDeclaration(JSON.parse(await readFile(path.join(root, 'remotes/shop-floor/remote.json'), 'utf8'))).nav).toEqual([
      { label: 'Shop floor', path: '/employer/shop-floor', area: 'employer', roles: ['user.employer'] },
    ]);
  });

  it('claims another group by name, and signs the journeys in by the area of its routes', async () => {
    const { plan } = await newRemote({ folder: 'account-home', claims: 'employer-account', root });
    expect(plan.routes[0]).toBe('/employer/onboard');
    expect(plan.visitPath).toBe('/employer/onboard');
    const spec = await readFile(path.join(root, 'e2e/account-home/account-home.spec.ts'), 'utf8');
    expect(spec).toContain("await shell.login('employer')");
    expect(spec).toContain("await pages.open('/employer/onboard')");
  });

  it('refuses a name that is not kebab-case, an existing remote, or an unknown group', async () => {
    await expect(newRemote({ folder: 'ProProfile', root })).rejects.toThrow(GeneratorError);
    await newRemote({ folder: 'shop-floor', root });
    await expect(newRemote({ folder: 'shop-floor', root })).rejects.toThrow(/already exists/);
    await expect(newRemote({ folder: 'x', claims: 'nothing-like-it', root })).rejects.toThrow(/no planned group/);
  });

  it('two teams generating two remotes at once merge the planned routes without a conflict', async () => {
    const base = await planned();
    const [mine, theirs] = ['employer-account', 'staff'].map((group) => withoutPlannedGroup(base, group));
    await writeFile(path.join(root, 'base.ts'), base);
    await writeFile(path.join(root, 'mine.ts'), mine!);
    await writeFile(path.join(root, 'theirs.ts'), theirs!);
    const merge = (ours: string, other: string) => spawnSync('git', ['merge-file', ours, 'base.ts', other], { cwd: root, encoding: 'utf8' });
    expect(merge('mine.ts', 'theirs.ts').status).toBe(0);
    const merged = await readFile(path.join(root, 'mine.ts'), 'utf8');
    for (const group of ['employer-account', 'staff']) expect(plannedGroup(merged, group)).toBeNull();
    expect(merged).toContain('export const PLANNED_ROUTE_GROUPS');
  });
});
