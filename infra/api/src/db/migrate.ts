import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

export interface Migration {
  version: number;
  name: string;
  up: string;
  down: string;
}

const FILE = /^(\d{3})_([a-z0-9_]+)\.(up|down)\.sql$/;

/** Reads paired NNN_name.up.sql / NNN_name.down.sql files; a missing half is an error. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const byVersion = new Map<number, Partial<Migration>>();
  for (const file of readdirSync(dir).sort()) {
    const match = FILE.exec(file);
    if (!match) continue;
    const [, num, name, direction] = match as unknown as [string, string, string, 'up' | 'down'];
    const version = Number(num);
    const entry = byVersion.get(version) ?? { version, name };
    entry[direction] = readFileSync(join(dir, file), 'utf8');
    byVersion.set(version, entry);
  }
  return [...byVersion.values()]
    .map((m) => {
      if (m.up === undefined || m.down === undefined) throw new Error(`Migration ${m.version}_${m.name} needs both .up.sql and .down.sql`);
      return m as Migration;
    })
    .sort((a, b) => a.version - b.version);
}

// Serialises concurrent starters (several API processes on one server).
const LOCK_KEY = 4_200_042;

async function ensureTable(db: Db) {
  await db.exec(`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
}

/** Applies every pending migration, each in its own transaction. Returns the versions applied. */
export async function migrateUp(db: Db, migrations = loadMigrations()): Promise<number[]> {
  await ensureTable(db);
  const applied: number[] = [];
  await db.query('select pg_advisory_lock($1)', [LOCK_KEY]);
  try {
    const done = new Set((await db.query<{ version: number }>('select version from schema_migrations')).rows.map((r) => r.version));
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await db.transaction(async (tx) => {
        await tx.exec(migration.up);
        await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      });
      applied.push(migration.version);
    }
  } finally {
    await db.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
  }
  return applied;
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
