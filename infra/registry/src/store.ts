import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile, appendFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { emptyRegistry, parseRegistry, RegistryEntrySchema } from '@floorhire/registry';
import type { RegistryDocument, RegistryEntry } from '@floorhire/registry';
import * as v from 'valibot';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** DATA_DIR holds the database, the registry and every released build (default ./data). */
export function resolveDataDir(explicit?: string): string {
  return path.resolve(explicit ?? process.env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
}

export const registryPath = (dataDir: string) => path.join(dataDir, 'registry.json');
export const historyPath = (dataDir: string) => path.join(dataDir, 'registry-history.jsonl');
export const releasesDir = (dataDir: string) => path.join(dataDir, 'releases');
export const releaseDir = (dataDir: string, name: string, version: string) => path.join(releasesDir(dataDir), name, version);

export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

export async function readRegistry(dataDir: string): Promise<RegistryDocument> {
  try {
    return parseRegistry(JSON.parse(await readFile(registryPath(dataDir), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
}

/** Write to a temporary file in the same folder, then rename: readers see the old or the new document, never half. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}

export async function writeRegistry(dataDir: string, doc: RegistryDocument): Promise<void> {
  const valid = parseRegistry(doc);
  await writeFileAtomic(registryPath(dataDir), `${JSON.stringify(valid, null, 2)}\n`);
}

export const HistoryRecordSchema = v.object({
  at: v.string(),
  action: v.picklist(['release', 'rollback']),
  name: v.string(),
  version: v.string(),
  previousVersion: v.nullable(v.string()),
  revision: v.number(),
  entry: RegistryEntrySchema,
});
export type HistoryRecord = v.InferOutput<typeof HistoryRecordSchema>;

export async function appendHistory(dataDir: string, record: HistoryRecord): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await appendFile(historyPath(dataDir), `${JSON.stringify(record)}\n`);
}

export async function readHistory(dataDir: string, name?: string): Promise<HistoryRecord[]> {
  let text: string;
  try {
    text = await readFile(historyPath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => v.parse(HistoryRecordSchema, JSON.parse(line)))
    .filter((record) => !name || record.name === name);
}

/** One writer at a time: a lock folder (mkdir is atomic); a lock older than 30 s is stale. */
export async function withLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(dataDir, { recursive: true });
  const lock = path.join(dataDir, 'registry.lock');
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const info = await stat(lock).catch(() => null);
      if (info && Date.now() - info.mtimeMs > 30_000) await rm(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`registry is locked by another release (${lock})`);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

export async function sha384Integrity(file: string): Promise<string> {
  return `sha384-${createHash('sha384').update(await readFile(file)).digest('base64')}`;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/** Digest of a whole folder (paths and bytes): equal digests mean the same release. */
export async function folderDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(createHash('sha256').update(await readFile(path.join(dir, file))).digest());
  }
  return hash.digest('hex');
}

export function nextRevision(doc: RegistryDocument, entry: RegistryEntry | null, name: string, now: Date): RegistryDocument {
  const remotes = { ...doc.remotes };
  if (entry) remotes[name] = entry;
  else delete remotes[name];
  return { ...doc, revision: doc.revision + 1, updatedAt: now.toISOString(), remotes };
}
