import { randomBytes } from 'node:crypto';
import { lstat, readdir, rename, rm } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { RemoteNameSchema, VersionSchema } from '@floorhire/registry';
import { readHistory, readRegistry, releasesDir, withLock } from './store';
import type { HistoryRecord } from './store';
import { ReleaseError } from './release';

/** 5 versions keep several rollbacks possible; 24 h covers a tab left open over a day. */
export const PRUNE_DEFAULTS = { keep: 5, minAgeHours: 24 } as const;

const HOUR_MS = 3_600_000;
/** release() copies into `<version>.<8 hex>.tmp` and renames; such a folder is a release in flight (or a failed one). */
const RELEASE_TEMP = /\.[0-9a-f]{8}\.tmp$/;
/** prune renames a version to `<version>.<8 hex>.pruning` before deleting it. */
const PRUNE_TEMP = /\.[0-9a-f]{8}\.pruning$/;

export interface PruneOptions {
  dataDir: string;
  /** Only this remote; default every remote with a folder under DATA_DIR/releases. */
  name?: string;
  /** Keep the N most recently activated distinct versions in the remote's history (the current one counts). */
  keep?: number;
  /** Keep every version that was current at any moment in the last H hours: open tabs still load its chunks. */
  minAgeHours?: number;
  /** Report what would go and delete nothing. */
  dryRun?: boolean;
  now?: Date;
}

/** Why a version stays: it is the current one, among the `keep` most recent, or was current within `minAgeHours`. */
export type KeepReason = 'current' | 'recent' | 'active';

export interface PrunedVersion {
  name: string;
  version: string;
  /** Bytes of the files in the version folder. */
  bytes: number;
  /** When it stopped being current (from history), or its folder's mtime if history does not know it. */
  lastActiveAt: string;
}

export interface KeptVersion {
  name: string;
  version: string;
  reasons: KeepReason[];
}

/** Something under the releases folder that prune left alone because it is not a version folder it may delete. */
export interface SkippedEntry {
  name: string;
  entry: string;
  reason: string;
}

export interface PruneResult {
  dryRun: boolean;
  keep: number;
  minAgeHours: number;
  /** Removed versions, or with dryRun the ones that would be removed. */
  removed: PrunedVersion[];
  kept: KeptVersion[];
  skipped: SkippedEntry[];
  /** Sum of removed[].bytes: freed, or that a dry run would free. */
  bytes: number;
}

/**
 * Deletes old version folders under DATA_DIR/releases/<name>/. A version stays if it is current,
 * among the `keep` most recently activated versions (so rollback stays possible), or was current
 * within the last `minAgeHours` (a tab opened before a release still loads that version's chunks
 * until it reloads). Only real folders directly under a remote's folder whose names are versions
 * are ever deleted; links are never followed. Runs under the registry lock unless dryRun.
 */
export async function prune(options: PruneOptions): Promise<PruneResult> {
  const keep = options.keep ?? PRUNE_DEFAULTS.keep;
  const minAgeHours = options.minAgeHours ?? PRUNE_DEFAULTS.minAgeHours;
  if (typeof keep !== 'number' || !Number.isInteger(keep) || keep < 1) {
    throw new ReleaseError(`--keep must be a whole number of versions, at least 1 (got ${String(keep)})`);
  }
  if (typeof minAgeHours !== 'number' || !Number.isFinite(minAgeHours) || minAgeHours < 0) {
    throw new ReleaseError(`--min-age-hours must be a number of hours, 0 or more (got ${String(minAgeHours)})`);
  }
  if (options.name !== undefined && !v.is(RemoteNameSchema, options.name)) {
    throw new ReleaseError(`"${options.name}" is not a remote name (lower-case letters, digits or _, starting with a letter)`);
  }
  const dryRun = options.dryRun ?? false;
  const now = (options.now ?? new Date()).getTime();
  const run = () => pruneReleases({ dataDir: options.dataDir, name: options.name, keep, minAgeMs: minAgeHours * HOUR_MS, dryRun, now });
  const found = dryRun ? await run() : await withLock(options.dataDir, run);
  return { dryRun, keep, minAgeHours, ...found, bytes: found.removed.reduce((sum, item) => sum + item.bytes, 0) };
}

interface Plan {
  dataDir: string;
  name: string | undefined;
  keep: number;
  minAgeMs: number;
  dryRun: boolean;
  now: number;
}

type Found = Pick<PruneResult, 'removed' | 'kept' | 'skipped'>;

async function pruneReleases(plan: Plan): Promise<Found> {
  const root = releasesDir(plan.dataDir);
  const doc = await readRegistry(plan.dataDir);
  const history = await readHistory(plan.dataDir);
  const found: Found = { removed: [], kept: [], skipped: [] };

  let names: string[];
  if (plan.name !== undefined) {
    const known = plan.name in doc.remotes || history.some((record) => record.name === plan.name);
    if (!known && !(await lstat(path.join(root, plan.name)).catch(() => null))) {
      throw new ReleaseError(`No remote "${plan.name}": it is not in the registry, its history or ${root}`);
    }
    names = [plan.name];
  } else {
    names = (await readdir(root).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)))).sort();
  }

  for (const name of names) {
    const dir = path.join(root, name);
    const info = await lstat(dir).catch(() => null);
    if (!info) continue; // known to the registry, nothing on disk
    if (!v.is(RemoteNameSchema, name)) found.skipped.push({ name, entry: '', reason: 'not a remote folder' });
    else if (info.isSymbolicLink()) found.skipped.push({ name, entry: '', reason: 'a symbolic link: not followed' });
    else if (!info.isDirectory()) found.skipped.push({ name, entry: '', reason: 'not a folder' });
    else await pruneRemote(plan, dir, name, doc.remotes[name]?.version ?? null, history.filter((record) => record.name === name), found);
  }
  return found;
}

async function pruneRemote(plan: Plan, dir: string, name: string, current: string | null, records: HistoryRecord[], found: Found): Promise<void> {
  // History is appended in order, so its file order is the order versions became current.
  const recent = new Set<string>();
  for (const record of [...records].reverse()) {
    if (recent.size >= plan.keep) break;
    recent.add(record.version);
  }
  // A version stays in use until the next release or rollback replaces it.
  const lastActive = new Map<string, number>();
  records.forEach((record, index) => {
    const next = records[index + 1];
    const until = next ? Date.parse(next.at) : plan.now;
    const at = Number.isNaN(until) ? plan.now : until; // an unreadable time counts as "just now": keep
    lastActive.set(record.version, Math.max(lastActive.get(record.version) ?? -Infinity, at));
  });

  const entries: Dirent[] = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  for (const entry of entries) {
    const version = entry.name;
    const skip = (reason: string) => found.skipped.push({ name, entry: version, reason });
    // Dirent types come from lstat: a link to a folder is a link, never followed.
    if (entry.isSymbolicLink()) skip('a symbolic link: not followed');
    else if (!entry.isDirectory()) skip('not a folder');
    else if (RELEASE_TEMP.test(version)) skip('a release being copied, or left by a failed one');
    else if (PRUNE_TEMP.test(version)) skip('left by an interrupted prune; delete it by hand');
    else if (!lastActive.has(version) && version !== current && !v.is(VersionSchema, version)) skip('not a version folder');
    else {
      const target = path.join(dir, version);
      const active = lastActive.get(version) ?? (await lstat(target)).mtimeMs;
      const reasons: KeepReason[] = [];
      if (version === current) reasons.push('current');
      if (recent.has(version)) reasons.push('recent');
      if (plan.now - active < plan.minAgeMs) reasons.push('active');
      if (reasons.length) {
        found.kept.push({ name, version, reasons });
        continue;
      }
      const bytes = await folderBytes(target);
      if (!plan.dryRun) {
        // Rename first so a half-deleted folder never passes for the version (a re-release or a rollback would trip on it).
        const doomed = `${target}.${randomBytes(4).toString('hex')}.pruning`;
        await rename(target, doomed);
        await rm(doomed, { recursive: true });
      }
      found.removed.push({ name, version, bytes, lastActiveAt: new Date(active).toISOString() });
    }
  }
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    total += entry.isDirectory() ? await folderBytes(file) : (await lstat(file)).size;
  }
  return total;
}
