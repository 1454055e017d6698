import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ApiModule } from './module';

// Finds the API modules: every folder here with an index.ts is one. No list to edit, so
// parallel branches that each add a folder merge without touching a shared file.

export const MODULES_DIR = dirname(fileURLToPath(import.meta.url));

/** Module folder names in a stable order (by name). */
export function moduleFolders(dir: string = MODULES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

function isApiModule(value: unknown): value is ApiModule {
  return typeof value === 'object' && value !== null && typeof (value as ApiModule).name === 'string' && typeof (value as ApiModule).summary === 'string';
}

/** Checks what no single module can: one owner per table. */
export function assertModulesAgree(modules: readonly ApiModule[]): void {
  const owner = new Map<string, string>();
  for (const module of modules) {
    for (const table of module.tables ?? []) {
      const other = owner.get(table);
      if (other) throw new Error(`Table '${table}' is claimed by API modules '${other}' and '${module.name}'; a table has one owner`);
      owner.set(table, module.name);
    }
  }
}

const loaded = new Map<string, Promise<ApiModule[]>>();

/** Imports modules/<name>/index.ts of every folder and returns their apiModule exports. */
export function loadModules(dir: string = MODULES_DIR): Promise<ApiModule[]> {
  let modules = loaded.get(dir);
  if (!modules) {
    modules = (async () => {
      const found: ApiModule[] = [];
      for (const folder of moduleFolders(dir)) {
        const exports = (await import(pathToFileURL(join(dir, folder, 'index.ts')).href)) as { apiModule?: unknown };
        if (!isApiModule(exports.apiModule)) throw new Error(`modules/${folder}/index.ts must export apiModule = defineModule({ name, summary, ... })`);
        if (exports.apiModule.name !== folder) throw new Error(`modules/${folder}/index.ts names itself '${exports.apiModule.name}'; the name must be the folder's`);
        found.push(exports.apiModule);
      }
      assertModulesAgree(found);
      return found;
    })();
    modules.catch(() => loaded.delete(dir));
    loaded.set(dir, modules);
  }
  return modules;
}
