import { cp, mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { parseDeclaration, routeConflicts, routePatterns, routeRoles, RegistryEntrySchema, SharedRequirementsSchema, VersionSchema } from '@floorhire/registry';
import type { RegistryEntry, RemoteDeclaration } from '@floorhire/registry';
import {
  appendHistory,
  exists,
  folderDigest,
  nextRevision,
  readHistory,
  readRegistry,
  releaseDir,
  REPO_ROOT,
  sha384Integrity,
  withLock,
  writeRegistry,
} from './store';

const ENTRY_FILE = 'remoteEntry.js';
const MANIFEST_FILE = 'mf-manifest.json';
const BUILD_INFO_FILE = 'floorhire-build.json';

const BuildInfoSchema = v.object({
  name: v.string(),
  version: v.string(),
  contractVersion: v.pipe(v.number(), v.integer()),
  isHost: v.boolean(),
  /** Ranges of the shared singletons the build needs (builds before ADR 182 have none). */
  shared: v.optional(v.record(v.string(), v.object({ requiredVersion: v.string() }))),
});

export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';
}

/** A remote's declaration, read as data from its remote.json: the one way a remote declares itself (ADR 181). */
export async function readDeclaration(remoteDir: string): Promise<{ declaration: RemoteDeclaration; packageVersion: string | null }> {
  const pkgFile = path.join(remoteDir, 'package.json');
  const pkg = (await exists(pkgFile)) ? (JSON.parse(await readFile(pkgFile, 'utf8')) as { version?: string }) : {};
  const remoteJson = path.join(remoteDir, 'remote.json');
  if (!(await exists(remoteJson))) throw new ReleaseError(`${remoteDir} declares nothing: add its remote.json`);
  return { declaration: parseDeclaration(JSON.parse(await readFile(remoteJson, 'utf8')), `${remoteJson}`), packageVersion: pkg.version ?? null };
}

/** Accepts a remote folder, or a name found under remotes/<name> (then e2e/fixtures/remotes/<name>). */
export async function resolveRemoteDir(target: string): Promise<string> {
  const candidates = [path.resolve(target), path.join(REPO_ROOT, 'remotes', target), path.join(REPO_ROOT, 'e2e', 'fixtures', 'remotes', target)];
  for (const candidate of candidates) {
    if ((await exists(path.join(candidate, 'package.json'))) || (await exists(path.join(candidate, 'remote.json')))) return candidate;
  }
  // A remote folder's name may differ from its declared name (remotes/pro-profile declares pro_profile).
  for (const root of [path.join(REPO_ROOT, 'remotes'), path.join(REPO_ROOT, 'e2e', 'fixtures', 'remotes')]) {
    const dirs = await readdir(root).catch(() => [] as string[]);
    for (const dir of dirs) {
      const declared = await readDeclaration(path.join(root, dir)).catch(() => null);
      if (declared?.declaration.name === target) return path.join(root, dir);
    }
  }
  throw new ReleaseError(`No remote "${target}": give a folder, or a name under remotes/`);
}

export interface ReleaseOptions {
  dataDir: string;
  remoteDir: string;
  /** Built output to release (default <remoteDir>/dist). */
  distDir?: string;
  /** Release under this version instead of the build's. */
  version?: string;
  now?: Date;
}

export interface ReleaseResult {
  status: 'released' | 'unchanged' | 'activated';
  entry: RegistryEntry;
  previousVersion: string | null;
}

/**
 * Copies a build into DATA_DIR/releases/<name>/<version>/ (immutable), computes the entry's
 * sha384, validates the entry and swaps it into the registry atomically, then records history.
 */
export async function release(options: ReleaseOptions): Promise<ReleaseResult> {
  const { dataDir, remoteDir } = options;
  const distDir = path.resolve(options.distDir ?? path.join(remoteDir, 'dist'));
  const now = options.now ?? new Date();
  const { declaration, packageVersion } = await readDeclaration(remoteDir);

  const infoFile = path.join(distDir, BUILD_INFO_FILE);
  if (!(await exists(infoFile))) throw new ReleaseError(`${distDir} has no ${BUILD_INFO_FILE}: build the remote with @floorhire/build first`);
  const info = v.parse(BuildInfoSchema, JSON.parse(await readFile(infoFile, 'utf8')));
  if (info.isHost) throw new ReleaseError(`${distDir} is a host build, not a remote`);
  if (info.name !== declaration.name) throw new ReleaseError(`build is "${info.name}" but the declaration says "${declaration.name}"`);
  for (const file of [ENTRY_FILE, MANIFEST_FILE]) {
    if (!(await exists(path.join(distDir, file)))) throw new ReleaseError(`${distDir} has no ${file}`);
  }
  const version = v.parse(VersionSchema, options.version ?? info.version ?? packageVersion);
  const name = declaration.name;

  return withLock(dataDir, async () => {
    const target = releaseDir(dataDir, name, version);
    const digest = await folderDigest(distDir);
    let copied = false;
    if (await exists(target)) {
      if ((await folderDigest(target)) !== digest) {
        throw new ReleaseError(`${name} ${version} is already released with different content; releases are immutable, bump the version`);
      }
    } else {
      // Copy beside the target, then rename: a half-copied release is never visible.
      const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await mkdir(path.dirname(target), { recursive: true });
      await cp(distDir, temp, { recursive: true });
      await rename(temp, target).catch(async (error: unknown) => {
        await rm(temp, { recursive: true, force: true });
        throw error;
      });
      copied = true;
    }

    const base = `/releases/${name}/${version}`;
    const shared = info.shared ? v.parse(SharedRequirementsSchema, Object.fromEntries(Object.entries(info.shared).map(([pkg, need]) => [pkg, need.requiredVersion]))) : undefined;
    const entry = v.parse(RegistryEntrySchema, {
      ...declaration,
      routes: routePatterns(declaration),
      ...(routeRoles(declaration) ? { routeRoles: routeRoles(declaration) } : {}),
      version,
      manifestUrl: `${base}/${MANIFEST_FILE}`,
      entryUrl: `${base}/${ENTRY_FILE}`,
      integrity: await sha384Integrity(path.join(target, ENTRY_FILE)),
      contractVersion: info.contractVersion,
      ...(shared ? { shared } : {}),
      releasedAt: now.toISOString(),
    });

    const doc = await readRegistry(dataDir);
    const conflicts = routeConflicts(doc, entry);
    if (conflicts.length) {
      throw new ReleaseError(`routes already owned: ${conflicts.map((c) => `${c.pattern} (${c.owner})`).join(', ')}`);
    }
    const current = doc.remotes[name] ?? null;
    if (current && current.version === version && current.integrity === entry.integrity && JSON.stringify({ ...current, releasedAt: '' }) === JSON.stringify({ ...entry, releasedAt: '' })) {
      return { status: 'unchanged', entry: current, previousVersion: current.version };
    }
    const next = nextRevision(doc, entry, name, now);
    await writeRegistry(dataDir, next);
    await appendHistory(dataDir, { at: now.toISOString(), action: 'release', name, version, previousVersion: current?.version ?? null, revision: next.revision, entry });
    return { status: copied ? 'released' : 'activated', entry, previousVersion: current?.version ?? null };
  });
}

export interface RollbackOptions {
  dataDir: string;
  name: string;
  /** Default: the version that ran before the current one. */
  version?: string;
  now?: Date;
}

/** Points the registry back at an earlier release: a pointer flip, the files are already served. */
export async function rollback(options: RollbackOptions): Promise<ReleaseResult> {
  const { dataDir, name } = options;
  const now = options.now ?? new Date();
  return withLock(dataDir, async () => {
    const doc = await readRegistry(dataDir);
    const current = doc.remotes[name] ?? null;
    const history = await readHistory(dataDir, name);
    if (history.length === 0) throw new ReleaseError(`${name} has no release history`);
    let target: RegistryEntry | undefined;
    if (options.version) {
      target = [...history].reverse().find((record) => record.version === options.version)?.entry;
      if (!target) throw new ReleaseError(`${name} ${options.version} was never released`);
    } else {
      const versions = history.map((record) => record.version);
      const currentVersion = current?.version;
      const previous = [...versions].reverse().find((version) => version !== currentVersion);
      if (!previous) throw new ReleaseError(`${name} has no earlier version to roll back to`);
      target = [...history].reverse().find((record) => record.version === previous)?.entry;
    }
    if (!target) throw new ReleaseError(`${name}: nothing to roll back to`);
    const entryFile = path.join(releaseDir(dataDir, name, target.version), 'remoteEntry.js');
    if (!(await exists(entryFile))) throw new ReleaseError(`${name} ${target.version} is no longer on disk (${entryFile})`);
    if ((await sha384Integrity(entryFile)) !== target.integrity) throw new ReleaseError(`${name} ${target.version} on disk does not match its recorded integrity; refusing`);
    const conflicts = routeConflicts(doc, target);
    if (conflicts.length) throw new ReleaseError(`routes now owned by others: ${conflicts.map((c) => `${c.pattern} (${c.owner})`).join(', ')}`);
    const next = nextRevision(doc, target, name, now);
    await writeRegistry(dataDir, next);
    await appendHistory(dataDir, { at: now.toISOString(), action: 'rollback', name, version: target.version, previousVersion: current?.version ?? null, revision: next.revision, entry: target });
    return { status: 'activated', entry: target, previousVersion: current?.version ?? null };
  });
}

export interface ReleaseAllResult {
  remote: string;
  status: ReleaseResult['status'] | 'skipped' | 'failed';
  version?: string;
  message?: string;
}

/**
 * Releases every built remote under the given roots (default remotes/*) whose version is not
 * released yet. A rebuilt remote with the same version but other bytes is skipped with a
 * warning: releases are immutable, so `npm start` never fails on an un-bumped local build.
 */
export async function releaseAll(dataDir: string, roots: string[] = [path.join(REPO_ROOT, 'remotes')]): Promise<ReleaseAllResult[]> {
  const results: ReleaseAllResult[] = [];
  for (const root of roots) {
    const dirs = (await readdir(root, { withFileTypes: true }).catch(() => [])).filter((d) => d.isDirectory()).map((d) => path.join(root, d.name));
    for (const dir of dirs.sort()) {
      if (!(await exists(path.join(dir, 'dist', BUILD_INFO_FILE)))) {
        results.push({ remote: path.basename(dir), status: 'skipped', message: 'not built' });
        continue;
      }
      try {
        const result = await release({ dataDir, remoteDir: dir });
        results.push({ remote: result.entry.name, status: result.status, version: result.entry.version });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const immutable = error instanceof ReleaseError && message.includes('immutable');
        results.push({ remote: path.basename(dir), status: immutable ? 'skipped' : 'failed', message });
      }
    }
  }
  return results;
}
