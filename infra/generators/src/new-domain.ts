// npm run new:domain -- <name> --service <api service> [--entity <kebab-case noun>] [--no-install]
// Writes a domain in the house layout (docs/architecture.md "Adding a domain"): the package
// shared/domain-<name>, the API module infra/api/src/modules/<name> (index, routes, service,
// repository, seed, a migration pair) and an integration test that passes on both engines. It
// edits no shared file: the app, the migrator and the demo seed find the module by its folder.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_SERVICES } from '@floorhire/rules';
import { domainFiles, domainNames, type DomainNames } from './domain-files';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/u;

export class DomainGeneratorError extends Error {
  override readonly name = 'DomainGeneratorError';
}

export interface NewDomainOptions {
  /** kebab-case, e.g. 'talent-search'. */
  name: string;
  /** The API service group that serves its routes (one of API_SERVICES). */
  service: string;
  /** The example resource (kebab-case); default '<name>-item'. */
  entity?: string | undefined;
  /** Repository root to write into (default: this checkout). */
  root?: string;
  /** Run npm install afterwards to record the new workspace in package-lock.json (default true). */
  install?: boolean;
  now?: Date;
}

/** Tables some migration already creates: a new domain's table must not be one of them. */
function existingTables(root: string): Set<string> {
  const dirs = [path.join(root, 'infra', 'api', 'migrations')];
  const modules = path.join(root, 'infra', 'api', 'src', 'modules');
  if (existsSync(modules)) for (const entry of readdirSync(modules, { withFileTypes: true })) if (entry.isDirectory()) dirs.push(path.join(modules, entry.name, 'migrations'));
  const tables = new Set<string>();
  for (const dir of dirs.filter((d) => existsSync(d))) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.up.sql'))) {
      for (const m of readFileSync(path.join(dir, file), 'utf8').matchAll(/\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/giu)) tables.add(m[1]!.toLowerCase());
    }
  }
  return tables;
}

/** The names the domain would get, or why it cannot be generated here. */
export function planDomain(options: NewDomainOptions): DomainNames {
  const root = options.root ?? REPO_ROOT;
  if (!NAME.test(options.name)) throw new DomainGeneratorError(`'${options.name}' is not a kebab-case name (e.g. talent-search)`);
  if (options.entity !== undefined && !NAME.test(options.entity)) throw new DomainGeneratorError(`--entity '${options.entity}' is not a kebab-case noun (e.g. saved-search)`);
  if (!(API_SERVICES as readonly string[]).includes(options.service)) {
    throw new DomainGeneratorError(`--service '${options.service}' is not an API service; pick the group that serves this domain: ${API_SERVICES.join(', ')}`);
  }
  const names = domainNames(options.name, { service: options.service, entity: options.entity, now: options.now });
  for (const taken of [`shared/domain-${names.name}`, `infra/api/src/modules/${names.name}`, `infra/api/test/${names.name}.test.ts`]) {
    if (existsSync(path.join(root, taken))) throw new DomainGeneratorError(`${taken} exists already`);
  }
  if (existingTables(root).has(names.entity.table)) {
    throw new DomainGeneratorError(
      `table ${names.entity.table} exists already (baseline schema or another module): name the example resource with --entity, and claim existing tables in the module's index`,
    );
  }
  return names;
}

/**
 * A remote of the same name (npm run new:remote) gets the package as an ordinary dependency, so
 * it bundles the domain's schemas, rules and texts. Answers the file changed, if any.
 */
async function addToRemote(root: string, names: DomainNames): Promise<string | null> {
  const file = path.join('remotes', names.name, 'package.json');
  if (!existsSync(path.join(root, file))) return null;
  const text = readFileSync(path.join(root, file), 'utf8');
  const manifest = JSON.parse(text) as { dependencies?: Record<string, string> };
  if (manifest.dependencies?.[names.packageName]) return null;
  const dependencies = Object.fromEntries(Object.entries({ ...manifest.dependencies, [names.packageName]: '0.1.0' }).sort(([a], [b]) => a.localeCompare(b)));
  // Rewritten only when the file is in JSON.stringify's own layout, so no hand formatting is lost.
  if (`${JSON.stringify(manifest, null, 2)}\n` !== text) throw new DomainGeneratorError(`add "${names.packageName}": "0.1.0" to the dependencies of ${file} yourself`);
  await writeFile(path.join(root, file), `${JSON.stringify({ ...manifest, dependencies }, null, 2)}\n`);
  return file;
}

/** Writes the domain; returns its names and the files written (paths relative to the root). */
export async function newDomain(options: NewDomainOptions): Promise<{ names: DomainNames; written: string[] }> {
  const root = options.root ?? REPO_ROOT;
  const names = planDomain(options);
  const files = domainFiles(names);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content, { flag: 'wx' });
  }
  const remote = await addToRemote(root, names);
  // The workspace link npm would make, so the package resolves at once.
  const scope = path.join(root, 'node_modules', '@floorhire');
  if (existsSync(scope) && !existsSync(path.join(scope, `domain-${names.name}`))) await symlink(path.join('..', '..', 'shared', `domain-${names.name}`), path.join(scope, `domain-${names.name}`));
  if (options.install !== false) {
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new DomainGeneratorError('npm install failed; run it yourself to record the new workspace in package-lock.json');
  }
  return { names, written: [...Object.keys(files), ...(remote ? [remote] : [])] };
}

if (import.meta.filename === process.argv[1]) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { service: { type: 'string' }, entity: { type: 'string' }, 'no-install': { type: 'boolean', default: false } },
  });
  const name = positionals[0];
  if (!name || !values.service) {
    console.error(`usage: npm run new:domain -- <name> --service <${API_SERVICES.join('|')}> [--entity <noun>] [--no-install]`);
    process.exit(2);
  }
  newDomain({ name, service: values.service, entity: values.entity, install: !values['no-install'] }).then(
    ({ names, written }) => {
      console.log(`\nWrote the ${names.title.toLowerCase()} domain (${written.length} files):\n${written.map((f) => `  ${f}`).join('\n')}`);
      console.log(`\nNext: npx vitest run shared/domain-${names.name}, npm run test:api -- infra/api/test/${names.name}.test.ts,`);
      console.log('then grow it: docs/architecture.md "Adding a domain".');
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
