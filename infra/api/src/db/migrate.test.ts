import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './index';
import { loadMigrations, migrateDown, migrateUp, migrationSources, MIGRATIONS_DIR } from './migrate';

// How migrations are found and versioned (docs/decisions/172-module-migrations-and-seeds.md).

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fh-migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe('loadMigrations', () => {
  it('reads the platform folder and every module folder, in version order', () => {
    const sources = migrationSources();
    expect(sources[0]).toEqual({ dir: MIGRATIONS_DIR, module: null });
    const migrations = loadMigrations();
    expect(migrations.slice(0, 2).map((m) => [m.version, m.name, m.source])).toEqual([
      [1, 'extensions', 'platform'],
      [2, 'schema', 'platform'],
    ]);
    expect(migrations.map((m) => m.version)).toEqual([...migrations.map((m) => m.version)].sort((a, b) => a - b));
  });

  it('orders a module migration (timestamp) after every historic platform version', () => {
    const mod = folder({ '20260301120000_widgets.up.sql': 'create table widgets (id int);', '20260301120000_widgets.down.sql': 'drop table widgets;' });
    const migrations = loadMigrations([{ dir: MIGRATIONS_DIR, module: null }, { dir: mod, module: 'widgets' }]);
    expect(migrations.at(-1)).toMatchObject({ version: 20_260_301_120_000, name: 'widgets', source: 'widgets', up: 'create table widgets (id int);' });
  });

  it('refuses a module migration numbered like the platform, a bad timestamp, a lone half and a version used twice', () => {
    const numbered = folder({ '031_widgets.up.sql': 'select 1;', '031_widgets.down.sql': 'select 1;' });
    expect(() => loadMigrations([{ dir: numbered, module: 'widgets' }])).toThrow(/versioned by a UTC timestamp/u);
    const badDate = folder({ '20261301120000_widgets.up.sql': 'select 1;', '20261301120000_widgets.down.sql': 'select 1;' });
    expect(() => loadMigrations([{ dir: badDate, module: 'widgets' }])).toThrow(/versioned by a UTC timestamp/u);
    const half = folder({ '20260301120000_widgets.up.sql': 'select 1;' });
    expect(() => loadMigrations([{ dir: half, module: 'widgets' }])).toThrow(/needs both .up.sql and .down.sql/u);
    const a = folder({ '20260301120000_gadgets.up.sql': 'select 1;', '20260301120000_gadgets.down.sql': 'select 1;' });
    const b = folder({ '20260301120000_widgets.up.sql': 'select 1;', '20260301120000_widgets.down.sql': 'select 1;' });
    expect(() => loadMigrations([{ dir: a, module: 'gadgets' }, { dir: b, module: 'widgets' }])).toThrow(/20260301120000 is used twice: gadgets\/20260301120000_gadgets\.(?:up|down)\.sql and widgets/u);
  });

  it('refuses a SQL file that is not named as a migration', () => {
    const dir = folder({ 'widgets.sql': 'select 1;' });
    expect(() => loadMigrations([{ dir, module: 'widgets' }])).toThrow(/must be named/u);
  });

  it('finds modules/<name>/migrations folders only where they exist', () => {
    const modules = mkdtempSync(path.join(tmpdir(), 'fh-modules-'));
    mkdirSync(path.join(modules, 'with', 'migrations'), { recursive: true });
    mkdirSync(path.join(modules, 'without'), { recursive: true });
    expect(migrationSources(modules).slice(1)).toEqual([{ dir: path.join(modules, 'with', 'migrations'), module: 'with' }]);
  });
});

describe('migrateDown', () => {
  // Each migration is a pair (house style): the down halves must really undo the ups, or a
  // rollback in production would be the first time anyone ran them.
  it('undoes every migration, newest first, leaving no table, and the ups apply again after it', { timeout: 120_000 }, async () => {
    const db = await openDatabase({ inMemory: true });
    try {
      const applied = await migrateUp(db);
      expect(await migrateDown(db, 0)).toEqual([...applied].reverse());
      const left = await db.query<{ t: string }>(
        "select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'schema_migrations'",
      );
      expect(left.rows.map((r) => r.t)).toEqual([]);
      expect(await migrateUp(db)).toEqual(applied);
    } finally {
      await db.close();
    }
  });
});
