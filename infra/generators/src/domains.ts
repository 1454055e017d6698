// npm run domains [-- --json]
// Prints the map of the domains from what the code declares, so nobody keeps (or merges) a
// list by hand (docs/decisions/178-domain-map.md): per domain its remotes (remote.json, and
// which ones use its package), its domain package, its API modules with their service groups and
// tables, its test files and the ADRs its code cites; then the platform's own tables. Printed,
// never committed: parallel branches that each add a domain see it appear without editing it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The parts of an API module the map reads (infra/api/src/modules/module.ts, ApiModule). */
export interface DeclaredModule {
  name: string;
  summary: string;
  routes?: readonly { service: string; routes: readonly unknown[] }[];
  tables?: readonly string[];
}

/** A platform part that owns tables (infra/api/src/platform.ts, PlatformPart). */
export interface DeclaredPlatformPart {
  name: string;
  summary: string;
  tables: readonly string[];
}

export interface RemoteEntry {
  /** Its folder under remotes/, kebab-case. */
  name: string;
  /** The name its remote.json declares (the registry's key). */
  declaredName: string;
  folder: string;
  /** The routes its remote.json declares. */
  routes: string[];
  /** true when its name is the domain's; false when it only uses the domain's package. */
  owns: boolean;
}

export interface ModuleEntry {
  name: string;
  summary: string;
  /** Route count per API service group. */
  services: Record<string, number>;
  tables: string[];
}

export interface DomainEntry {
  name: string;
  remotes: RemoteEntry[];
  /** e.g. '@floorhire/domain-billing', or null when the domain has no package. */
  package: string | null;
  modules: ModuleEntry[];
  /** Repository-relative test files: the package's, the module's, the remote's, API and browser tests named after it. */
  tests: string[];
  /** ADRs the domain's code cites: 'NNN title'. */
  adrs: string[];
}

export interface DomainMap {
  domains: DomainEntry[];
  platform: DeclaredPlatformPart[];
}

const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, test);
    return test(entry.name) ? [full] : [];
  });
}

const folders = (dir: string) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort() : []);
const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const isTest = (name: string) => /\.(test|spec)\.tsx?$/u.test(name);
const isSource = (name: string) => /\.(ts|tsx|mts|json|sql)$/u.test(name);

/** ADR numbers a folder's code cites ("docs/decisions/170-..." or "ADR 170"), with their titles. */
function citedAdrs(root: string, dirs: readonly string[]): string[] {
  const titles = new Map<string, string>();
  const decisions = path.join(root, 'docs', 'decisions');
  if (existsSync(decisions)) {
    for (const file of readdirSync(decisions)) {
      const m = /^(\d{3})-(.+)\.md$/u.exec(file);
      if (m) titles.set(m[1]!, m[2]!.replace(/-/gu, ' '));
    }
  }
  const cited = new Set<string>();
  for (const dir of dirs) {
    for (const file of filesUnder(dir, isSource)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/docs\/decisions\/(\d{3})|\bADRs? (\d{3})(?:[-,–] ?(\d{3}))?/gu)) {
        for (const n of [m[1], m[2], m[3]]) if (n && titles.has(n)) cited.add(n);
      }
    }
  }
  return [...cited].sort().map((n) => `${n} ${titles.get(n)}`);
}

/** Builds the map from the repository at root; modules and platform parts as the API declares them. */
export function collectDomains(root: string, modules: readonly DeclaredModule[], platform: readonly DeclaredPlatformPart[]): DomainMap {
  const packages = new Map<string, string>();
  for (const folder of folders(path.join(root, 'shared')).filter((f) => f.startsWith('domain-'))) {
    const pkg = readJson(path.join(root, 'shared', folder, 'package.json'));
    packages.set(folder.slice('domain-'.length), String(pkg.name));
  }
  const remotes = folders(path.join(root, 'remotes'))
    .filter((f) => existsSync(path.join(root, 'remotes', f, 'remote.json')))
    .map((folder) => {
      const declared = readJson(path.join(root, 'remotes', folder, 'remote.json'));
      const pkg = existsSync(path.join(root, 'remotes', folder, 'package.json')) ? readJson(path.join(root, 'remotes', folder, 'package.json')) : {};
      const deps = Object.keys({ ...(pkg.dependencies as object | undefined), ...(pkg.peerDependencies as object | undefined) });
      const routes = ((declared.routes as { path: string }[] | undefined) ?? []).map((r) => r.path);
      // The folder is the remote's kebab-case name (remote.json may spell it job_board).
      return { name: folder, declaredName: String(declared.name ?? folder), folder, routes, uses: deps.filter((d) => d.startsWith('@floorhire/domain-')) };
    });

  const names = [...new Set([...packages.keys(), ...modules.map((m) => m.name), ...remotes.map((r) => r.name)])].sort();
  const apiTests = filesUnder(path.join(root, 'infra', 'api', 'test'), (n) => n.endsWith('.test.ts'));
  const domains = names.map((name): DomainEntry => {
    const pkg = packages.get(name) ?? null;
    const mine = remotes.filter((r) => r.name === name || (pkg !== null && r.uses.includes(pkg)));
    const module = modules.find((m) => m.name === name);
    const moduleEntries: ModuleEntry[] = module
      ? [
          {
            name: module.name,
            summary: module.summary,
            services: Object.fromEntries((module.routes ?? []).map((g) => [g.service, g.routes.length])),
            tables: [...(module.tables ?? [])],
          },
        ]
      : [];
    const packageDir = path.join(root, 'shared', `domain-${name}`);
    const moduleDir = path.join(root, 'infra', 'api', 'src', 'modules', name);
    const ownRemotes = mine.filter((r) => r.name === name);
    const tests = [
      ...filesUnder(packageDir, isTest),
      ...filesUnder(moduleDir, isTest),
      ...ownRemotes.flatMap((r) => filesUnder(path.join(root, 'remotes', r.folder), isTest)),
      // API tests named after the domain, and those that import its module.
      ...apiTests.filter((file) => {
        const base = path.basename(file, '.test.ts');
        return base === name || base.startsWith(`${name}-`) || (module !== undefined && readFileSync(file, 'utf8').includes(`src/modules/${name}'`));
      }),
      ...ownRemotes.flatMap((r) => filesUnder(path.join(root, 'e2e', r.folder), (n) => n.endsWith('.spec.ts'))),
    ].map((f) => rel(root, f));
    return {
      name,
      remotes: mine.map((r) => ({ name: r.name, declaredName: r.declaredName, folder: `remotes/${r.folder}`, routes: r.routes, owns: r.name === name })),
      package: pkg,
      modules: moduleEntries,
      tests: [...new Set(tests)].sort(),
      adrs: citedAdrs(root, [packageDir, moduleDir, ...ownRemotes.map((r) => path.join(root, 'remotes', r.folder, 'src'))]),
    };
  });
  return { domains, platform: platform.map((p) => ({ name: p.name, summary: p.summary, tables: [...p.tables] })) };
}

/** The map as text, one block per domain. */
export function formatDomainMap(map: DomainMap): string {
  const out: string[] = [];
  const line = (label: string, value: string) => out.push(`  ${label.padEnd(10)} ${value}`);
  for (const d of map.domains) {
    out.push(d.name);
    const owned = d.remotes.filter((r) => r.owns);
    const users = d.remotes.filter((r) => !r.owns);
    line('remote', owned.length > 0 ? owned.map((r) => `${r.folder}${r.declaredName === r.name ? '' : ` (registry name ${r.declaredName})`}: ${r.routes.join(', ')}`).join('; ') : '-');
    if (users.length > 0) line('used by', users.map((r) => r.folder).join(', '));
    line('package', d.package ?? '-');
    if (d.modules.length === 0) line('module', '-');
    for (const m of d.modules) {
      const services = Object.entries(m.services).map(([s, n]) => `${s} (${n} routes)`);
      line('module', `infra/api/src/modules/${m.name}: ${m.summary}`);
      line('services', services.length > 0 ? services.join(', ') : '-');
      line('tables', m.tables.length > 0 ? m.tables.join(', ') : '-');
    }
    line('tests', d.tests.length > 0 ? `${d.tests.length}: ${d.tests.join(', ')}` : '-');
    line('ADRs', d.adrs.length > 0 ? d.adrs.join('; ') : '-');
    out.push('');
  }
  out.push('platform (infra/api/src/platform.ts)');
  for (const p of map.platform) out.push(`  ${p.name.padEnd(10)} ${p.tables.join(', ')}: ${p.summary}`);
  return `${out.join('\n')}\n`;
}

/** The API's modules and platform parts, as the API itself loads them. */
export async function declaredByTheApi(root: string = REPO_ROOT): Promise<{ modules: DeclaredModule[]; platform: DeclaredPlatformPart[] }> {
  const api = path.join(root, 'infra', 'api', 'src');
  const discover = (await import(pathToFileURL(path.join(api, 'modules', 'discover.ts')).href)) as { loadModules(dir?: string): Promise<DeclaredModule[]> };
  const platform = (await import(pathToFileURL(path.join(api, 'platform.ts')).href)) as { PLATFORM_PARTS: DeclaredPlatformPart[] };
  return { modules: await discover.loadModules(path.join(api, 'modules')), platform: platform.PLATFORM_PARTS };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } });
  const { modules, platform } = await declaredByTheApi();
  const map = collectDomains(REPO_ROOT, modules, platform);
  process.stdout.write(values.json ? `${JSON.stringify(map, null, 2)}\n` : formatDomainMap(map));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
