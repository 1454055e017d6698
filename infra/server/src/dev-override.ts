import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { RemoteNameSchema, routePatterns, routeRoles } from '@floorhire/registry';
import type { RegistryDocument, RemoteDeclaration } from '@floorhire/registry';

export const OVERRIDE_COOKIE = 'fh_registry_override';

/** name -> base path of a local build served by this server (e.g. /dev/jobs/). */
export const OverrideSchema = v.record(RemoteNameSchema, v.pipe(v.string(), v.regex(/^\/(?:dev|releases)\/[A-Za-z0-9._/-]+\/$/, 'must be a local /dev/... or /releases/... folder ending in /')));
export type Overrides = v.InferOutput<typeof OverrideSchema>;

export function parseOverrideCookie(raw: string | undefined): Overrides {
  if (!raw) return {};
  try {
    const result = v.safeParse(OverrideSchema, JSON.parse(raw));
    return result.success ? result.output : {};
  } catch {
    return {};
  }
}

/**
 * Development only: points registry entries at local builds. The integrity is computed from the
 * file as it is now, so the shell's fail-closed check still runs against what it will load.
 */
export async function applyOverrides(
  doc: RegistryDocument,
  overrides: Overrides,
  resolveLocal: (urlPath: string) => string | null,
  /** Declarations of remotes under development that were never released. */
  declarations: Record<string, RemoteDeclaration> = {},
): Promise<RegistryDocument> {
  const remotes = { ...doc.remotes };
  for (const [name, base] of Object.entries(overrides)) {
    const entryFile = resolveLocal(`${base}remoteEntry.js`);
    if (!entryFile) continue;
    let bytes: Buffer;
    try {
      bytes = await readFile(entryFile);
    } catch {
      continue;
    }
    const info = JSON.parse(await readFile(path.join(path.dirname(entryFile), 'floorhire-build.json'), 'utf8').catch(() => '{}')) as { contractVersion?: number };
    const declared = declarations[name];
    const current = remotes[name] ?? (declared ? { ...declared, routes: routePatterns(declared), ...(routeRoles(declared) ? { routeRoles: routeRoles(declared) } : {}), version: '0.0.0', manifestUrl: '', entryUrl: '', integrity: '', contractVersion: 1, releasedAt: new Date().toISOString() } : undefined);
    if (!current) continue;
    remotes[name] = {
      ...current,
      version: `${current.version.split('-')[0]}-dev`,
      entryUrl: `${base}remoteEntry.js`,
      manifestUrl: `${base}mf-manifest.json`,
      integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
      contractVersion: info.contractVersion ?? current.contractVersion,
    };
  }
  return { ...doc, remotes };
}
