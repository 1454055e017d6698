// npm run new:remote -- <name> [--claims <planned group>] [--area employer|admin|pro] [--route /path]...
// Writes a remote in the house layout that builds, releases, mounts and passes the platform
// failure matrix with no hand edits (docs/architecture.md "Adding a remote"). Its routes are the
// planned group of its name (moved out of the shell's planned list), or the ones given.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseDeclaration } from '@floorhire/registry';
import { BUDGETS } from '../../../bench/size-config';
import * as files from './remote-files';
import type { LoginRole, PlannedNavEntry, RemotePlan } from './remote-files';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const PLANNED_ROUTES_FILE = path.join('shell', 'src', 'features', 'guards', 'planned-routes.ts');
const FOLDER = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export class GeneratorError extends Error {
  override readonly name = 'GeneratorError';
}

function groupKey(group: string): string {
  return /^[a-z][a-z0-9]*$/.test(group) ? group : `'${group}'`;
}

function groupPattern(group: string): RegExp {
  const key = groupKey(group).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^  ${key}: \\[[^\\]]*\\],\\n`, 'm');
}

/** The routes of a planned group, read from the planned-routes source. */
export function plannedGroup(source: string, group: string): string[] | null {
  const match = groupPattern(group).exec(source);
  if (!match) return null;
  return [...match[0].matchAll(/'([^']+)'/g)].map((m) => m[1]!).filter((r) => r.startsWith('/'));
}

/** Where the planned drawer entries start in the planned-routes source (ADR 187). */
const NAV_GROUPS_START = 'export const PLANNED_NAV_GROUPS';

function splitNav(source: string): [routes: string, nav: string] {
  const at = source.indexOf(NAV_GROUPS_START);
  return at === -1 ? [source, ''] : [source.slice(0, at), source.slice(at)];
}

/** The drawer entries a planned group holds for its remote's remote.json "nav", else null. */
export function plannedNav(source: string, group: string): PlannedNavEntry[] | null {
  const match = groupPattern(group).exec(splitNav(source)[1]);
  if (!match) return null;
  return [...match[0].matchAll(/\{([^{}]*)\}/gu)].map(([, body]) => {
    const fields = Object.fromEntries([...body!.matchAll(/(\w+): (?:'([^']*)'|(\d+))/gu)].map(([, key, text, number]) => [key!, text ?? Number(number)]));
    return fields as unknown as PlannedNavEntry;
  });
}

/**
 * The planned-routes source without that group's routes and drawer entries. Only the group's own
 * lines go; the blank line around it stays, so two branches that each remove a group merge
 * without a conflict.
 */
export function withoutPlannedGroup(source: string, group: string): string {
  const [routes, nav] = splitNav(source);
  return routes.replace(groupPattern(group), '') + nav.replace(groupPattern(group), '');
}

function areaOf(route: string): LoginRole | null {
  for (const area of ['admin', 'employer', 'pro'] as const) if (route === `/${area}` || route.startsWith(`/${area}/`)) return area;
  return null;
}

export interface NewRemoteOptions {
  /** Kebab-case folder name, e.g. 'pro-profile'. */
  folder: string;
  /** Planned group whose routes this remote takes (default: the folder name, if planned). */
  claims?: string;
  /** Routes to own when no planned group is claimed (default /<area>/<folder>). */
  routes?: string[];
  area?: LoginRole;
  root?: string;
}

export interface NewRemoteResult {
  plan: RemotePlan;
  written: string[];
  /** The planned group moved out of the shell's list, if any. */
  claimed: string | null;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** Works out the new remote's routes and dependencies from the repository as it is now. */
export async function planRemote(options: NewRemoteOptions): Promise<{ plan: RemotePlan; claimed: string | null; plannedSource: string | null }> {
  const root = options.root ?? REPO_ROOT;
  const { folder } = options;
  if (!FOLDER.test(folder)) throw new GeneratorError(`"${folder}" is not a kebab-case name such as pro-profile`);
  // @floorhire/remote-kit is the shared kit, not a remote.
  if (folder === 'kit') throw new GeneratorError('"kit" is taken by @floorhire/remote-kit');
  if (existsSync(path.join(root, 'remotes', folder))) throw new GeneratorError(`remotes/${folder} already exists`);
  const names = files.namesOf(folder);

  const plannedFile = path.join(root, PLANNED_ROUTES_FILE);
  const plannedSource = existsSync(plannedFile) ? await readFile(plannedFile, 'utf8') : null;
  const group = options.claims ?? folder;
  const planned = plannedSource ? plannedGroup(plannedSource, group) : null;
  const nav = plannedSource ? plannedNav(plannedSource, group) : null;
  if (options.claims && !planned && !nav) throw new GeneratorError(`no planned group "${options.claims}" in ${PLANNED_ROUTES_FILE}`);
  const area = options.area ?? (planned ? planned.map(areaOf).find((a) => a !== null) : undefined) ?? 'employer';
  const routes = planned ?? options.routes ?? [`/${area}/${folder}`];
  // The page the journeys open: a route without parameters, inside an area of the spec if one is.
  const plain = routes.filter((r) => !r.includes(':') && !r.endsWith('/*'));
  const concrete = plain.find((r) => areaOf(r) !== null) ?? plain[0] ?? routes.find((r) => !r.includes(':'))?.replace(/\/\*$/, '');
  if (!concrete) throw new GeneratorError(`give at least one route without parameters (--route /${area}/${folder}) so the remote has a page to open`);

  // Peers are what the shell shares: a remote uses the page's copy of each (ADR 182).
  const shell = await readJson<{ peerDependencies: Record<string, string> }>(path.join(root, 'shell', 'package.json'));
  const version = async (dir: string) => (await readJson<{ version: string }>(path.join(root, dir, 'package.json'))).version;
  const rootPkg = await readJson<{ dependencies: Record<string, string> }>(path.join(root, 'package.json'));
  const plan: RemotePlan = {
    names,
    routes,
    visitPath: concrete,
    area: areaOf(concrete) ?? area,
    peerDependencies: shell.peerDependencies,
    dependencies: {
      '@floorhire/remote-kit': await version('shared/remote-kit'),
      '@floorhire/schemas': await version('shared/schemas'),
      valibot: rootPkg.dependencies.valibot ?? '^1.1.0',
    },
    devDependencies: { '@floorhire/build': await version('shared/build') },
    sizeBudget: { ...BUDGETS.remote },
    nav: nav ?? [],
  };
  // The declaration must be one the release CLI accepts.
  parseDeclaration(JSON.parse(files.remoteJson(plan)), `remotes/${folder}/remote.json`);
  return { plan, claimed: planned || nav ? group : null, plannedSource };
}

export async function newRemote(options: NewRemoteOptions): Promise<NewRemoteResult> {
  const root = options.root ?? REPO_ROOT;
  const { plan, claimed, plannedSource } = await planRemote(options);
  const { folder } = plan.names;
  const remote = (...parts: string[]) => path.join('remotes', folder, ...parts);
  const feature = (...parts: string[]) => remote('src', 'features', 'home', ...parts);
  const out: [string, string][] = [
    [remote('package.json'), files.packageJson(plan)],
    [remote('remote.json'), files.remoteJson(plan)],
    [remote('webpack.config.ts'), files.webpackConfig()],
    [remote('src', 'lifecycle.tsx'), files.lifecycle()],
    [remote('src', 'routes.tsx'), files.routes(plan)],
    [remote('src', 'routes.test.ts'), files.routesTest()],
    [remote('src', 'texts.ts'), files.texts(plan)],
    [feature('api', 'get-profile-name.ts'), files.getProfile()],
    [feature('components', `${folder}-home-page.tsx`), files.homePage(plan)],
    [feature('components', `${folder}-home-page.test.tsx`), files.homePageTest(plan)],
    [path.join('e2e', folder, 'pages', `${folder}-pages.ts`), files.e2ePages(plan)],
    [path.join('e2e', folder, `${folder}.spec.ts`), files.e2eSpec(plan)],
  ];
  for (const [file, text] of out) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text, { flag: 'wx' });
  }
  const written = out.map(([file]) => file);
  if (claimed && plannedSource !== null) {
    await writeFile(path.join(root, PLANNED_ROUTES_FILE), withoutPlannedGroup(plannedSource, claimed));
    written.push(PLANNED_ROUTES_FILE);
  }
  return { plan, written, claimed };
}

if (import.meta.filename === process.argv[1]) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { claims: { type: 'string' }, area: { type: 'string' }, route: { type: 'string', multiple: true } },
  });
  const folder = positionals[0];
  if (!folder || (values.area && !['admin', 'employer', 'pro'].includes(values.area))) {
    console.error('usage: npm run new:remote -- <kebab-name> [--claims <planned group>] [--area employer|admin|pro] [--route /path]...');
    process.exit(2);
  }
  try {
    const result = await newRemote({
      folder,
      ...(values.claims ? { claims: values.claims } : {}),
      ...(values.area ? { area: values.area as LoginRole } : {}),
      ...(values.route ? { routes: values.route } : {}),
    });
    for (const file of result.written) console.log(`  wrote ${file}`);
    console.log(`\nremotes/${folder} owns ${result.plan.routes.join(', ')}${result.claimed ? ` (the planned group "${result.claimed}")` : ''}.`);
    console.log('Next: npm install (links the new workspace), then');
    console.log(`  npm run build -w remotes/${folder} && npm run release:all && npx vitest run remotes/${folder}`);
    console.log(`  cd e2e && npx playwright test platform/remotes.spec.ts ${folder}/ --grep "${result.plan.names.name}"`);
  } catch (error) {
    console.error(error instanceof GeneratorError ? error.message : error);
    process.exit(1);
  }
}
