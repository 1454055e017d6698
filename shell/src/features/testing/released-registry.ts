// The registry as it is once every remote in remotes/* is released, from their declarations read
// as data: what the drawer and the link targets are derived from (ADR 151, 187). For tests.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { routePatterns, routeRoles, type RegistryDocument, type RegistryEntry } from '@floorhire/registry';
import { readDeclaration } from '@floorhire/registry-cli';

const REMOTES_DIR = path.resolve(import.meta.dirname, '../../../../remotes');

export async function releasedRegistry(): Promise<RegistryDocument> {
  const remotes: Record<string, RegistryEntry> = {};
  for (const dir of await readdir(REMOTES_DIR, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    const { declaration } = await readDeclaration(path.join(REMOTES_DIR, dir.name));
    remotes[declaration.name] = {
      ...declaration,
      routes: routePatterns(declaration),
      ...(routeRoles(declaration) ? { routeRoles: routeRoles(declaration) } : {}),
      version: '1.0.0',
      manifestUrl: `/releases/${declaration.name}/1.0.0/mf-manifest.json`,
      entryUrl: `/releases/${declaration.name}/1.0.0/remoteEntry.js`,
      integrity: `sha384-${'A'.repeat(64)}`,
      contractVersion: 1,
      releasedAt: new Date(0).toISOString(),
    };
  }
  return { schemaVersion: 1, revision: 1, updatedAt: new Date(0).toISOString(), remotes };
}

/** Every nav entry the released remotes declare. */
export function registryNav(doc: RegistryDocument) {
  return Object.values(doc.remotes).flatMap((entry) => entry.nav);
}
