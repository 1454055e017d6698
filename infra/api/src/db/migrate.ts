import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './types';

const SRC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The platform's migrations, including the baseline schema every module builds on. */
export const MIGRATIONS_DIR = join(SRC_DIR, '..', 'migrations');
/** Each module keeps its own in modules/<name>/migrations/. */
const MODULES_DIR = join(SRC_DIR, 'modules');

export interface Migration {
  version: number;
  name: string;
  up: string;
  down: string;
  /** 'platform' or the owning module's name. */
  source: string;
}

export interface MigrationSource {
  dir: string;
  /** null for the platform folder. */
  module: string | null;
}

// Versions: the platform's historic three-digit numbers (001-030, already applied on every
// database, so they never change), and UTC timestamps YYYYMMDDHHMMSS for everything new. A
// timestamp cannot collide across branches the way "the next number" does, and it sorts after
// every historic version. docs/decisions/172-module-migrations-and-seeds.md.
const FILE = /^(\d{3}|\d{14})_([a-z0-9_]+)\.(up|down)\.sql$/;

function isTimestamp(digits: string): boolean {
  const [y, mo, d, h, mi, s] = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8), digits.slice(8, 10), digits.slice(10, 12), digits.slice(12, 14)].map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return y >= 2024 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && date.getUTCHours() === h && date.getUTCMinutes() === mi && date.getUTCSeconds() === s;
}

/** The platform folder and every modules/<name>/migrations folder there is. */
export function migrationSources(modulesDir = MODULES_DIR): MigrationSource[] {
  const sources: MigrationSource[] = [{ dir: MIGRATIONS_DIR, module: null }];
  if (!existsSync(modulesDir)) return sources;
  for (const entry of readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = join(modulesDir, entry.name, 'migrations');
    if (existsSync(dir)) sources.push({ dir, module: entry.name });
  }
  return sources;
}

/**
 * Reads paired NNN_name.up.sql / NNN_name.down.sql files of every source; a missing half, a
 * module migration without a timestamp, or one version used twice is an error.
 */
export function loadMigrations(sources: readonly MigrationSource[] = migrationSources()): Migration[] {
  const byVersion = new Map<number, Partial<Migration> & { file: string }>();
  for (const { dir, module } of sources) {
    const source = module ?? 'platform';
    for (const file of readdirSync(dir).sort()) {
      const match = FILE.exec(file);
      if (!match) {
        if (file.endsWith('.sql')) throw new Error(`Migration file ${source}/${file} must be named <YYYYMMDDHHMMSS>_<name>.up.sql or .down.sql`);
        continue;
      }
      const [, num, name, direction] = match as unknown as [string, string, string, 'up' | 'down'];
      if (module !== null && !(num.length === 14 && isTimestamp(num))) {
        throw new Error(`Migration ${source}/${file}: module migrations are versioned by a UTC timestamp YYYYMMDDHHMMSS`);
      }
      const version = Number(num);
      const entry = byVersion.get(version) ?? { version, name, source, file: `${source}/${file}` };
      if (entry.name !== name || entry.source !== source) throw new Error(`Migration version ${num} is used twice: ${entry.file} and ${source}/${file}`);
      entry[direction] = readFileSync(join(dir, file), 'utf8');
      byVersion.set(version, entry);
    }
  }
  return [...byVersion.values()]
    .map(({ file: _file, ...m }) => {
      if (m.up === undefined || m.down === undefined) throw new Error(`Migration ${m.source}/${m.version}_${m.name} needs both .up.sql and .down.sql`);
      return m as Migration;
    })
    .sort((a, b) => a.version - b.version);
}

// Serialises concurrent starters (several API processes on one server).
const LOCK_KEY = 4_200_042;

async function ensureTable(db: Queryable) {
  await db.exec(`create table if not exists schema_migrations (
    version bigint primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  // Databases made before timestamp versions keep their rows; the column only widens.
  const column = await db.one<{ data_type: string }>(
    `select data_type from information_schema.columns where table_schema = current_schema() and table_name = 'schema_migrations' and column_name = 'version'`,
  );
  if (column?.data_type === 'integer') await db.exec('alter table schema_migrations alter column version type bigint');
}

/**
 * Applies every pending migration in version order, all in one transaction that holds a
 * transaction-scoped advisory lock: several API processes starting at once apply each
 * migration exactly once, and a lock can never outlive its transaction (a session lock taken
 * on one pooled connection and released on another would stay held). Returns the versions
 * applied.
 */
export async function migrateUp(db: Db, migrations = loadMigrations()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await ensureTable(tx);
    const done = new Set((await tx.query<{ version: number }>('select version from schema_migrations')).rows.map((r) => r.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.up);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.source === 'platform' ? migration.name : `${migration.source}/${migration.name}`]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/** Rolls back applied migrations newer than `toVersion` (0 = all), newest first. */
export async function migrateDown(db: Db, toVersion = 0, migrations = loadMigrations()): Promise<number[]> {
  await ensureTable(db);
  const reverted: number[] = [];
  const done = new Set((await db.query<{ version: number }>('select version from schema_migrations')).rows.map((r) => r.version));
  for (const migration of [...migrations].reverse()) {
    if (migration.version <= toVersion || !done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.down);
      await tx.query('delete from schema_migrations where version = $1', [migration.version]);
    });
    reverted.push(migration.version);
  }
  return reverted;
}
