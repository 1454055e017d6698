import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUp, openDatabase, type Db } from '../db';
import { PLATFORM_PARTS, type PlatformPart } from '../platform';
import { assertModulesAgree, loadModules, moduleFolders, MODULES_DIR } from './discover';
import { defineModule, MODULE_NAME_PATTERN, type ApiModule } from './module';

// What the module contract promises and lint cannot see: every table of the migrated schema has
// exactly one owner, writes and migrations only on the owner's tables (the platform's code
// included), and no import cycles between modules or files.
// docs/decisions/171-api-module-contract.md, 175-one-owner-per-table.md.

const SRC_DIR = path.dirname(MODULES_DIR);

function filesOf(dir: string, test: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full, test);
    return test(entry.name) ? [full] : [];
  });
}

const sourceFiles = (dir: string) => filesOf(dir, (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const stripComments = (sql: string) => sql.replace(/--[^\n]*/gu, '').replace(/\/\*[\s\S]*?\*\//gu, '');

/** Tables a piece of SQL writes: insert into, update ... set, delete from. */
function writtenTables(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\binsert\s+into\s+([a-z_][a-z0-9_]*)/giu)) found.add(m[1]!.toLowerCase());
  for (const m of text.matchAll(/\bupdate\s+([a-z_][a-z0-9_]*)(?:\s+[a-z_][a-z0-9_]*)?\s+set\b/giu)) found.add(m[1]!.toLowerCase());
  for (const m of text.matchAll(/\bdelete\s+from\s+([a-z_][a-z0-9_]*)/giu)) found.add(m[1]!.toLowerCase());
  return [...found];
}

/** Tables a migration changes: created, altered, dropped, indexed or written. */
function changedTables(sql: string): string[] {
  const text = stripComments(sql);
  const found = new Set(writtenTables(text));
  for (const m of text.matchAll(/\b(?:create|alter|drop)\s+table\s+(?:if\s+(?:not\s+)?exists\s+)?([a-z_][a-z0-9_]*)/giu)) found.add(m[1]!.toLowerCase());
  for (const m of text.matchAll(/\bcreate\s+(?:unique\s+)?index\s+(?:concurrently\s+)?(?:if\s+not\s+exists\s+)?[a-z_][a-z0-9_]*\s+on\s+([a-z_][a-z0-9_]*)/giu)) found.add(m[1]!.toLowerCase());
  for (const m of text.matchAll(/\bcreate\s+trigger\s+[a-z_][a-z0-9_]*\s+[\s\S]*?\bon\s+([a-z_][a-z0-9_]*)/giu)) found.add(m[1]!.toLowerCase());
  return [...found];
}

/** Every table of a database the migrations built: what the schema really holds, however made. */
async function migratedTables(db: Db): Promise<string[]> {
  await migrateUp(db);
  const { rows } = await db.query<{ name: string }>('select tablename as name from pg_tables where schemaname = current_schema() order by 1');
  return rows.map((r) => r.name);
}

/** What is wrong with the ownership of these tables: none, or more than one owner, or a claim on no table. */
export function ownershipProblems(tables: readonly string[], modules: readonly ApiModule[], parts: readonly PlatformPart[]): string[] {
  const owners = new Map<string, string[]>();
  const claim = (table: string, owner: string) => owners.set(table, [...(owners.get(table) ?? []), owner]);
  for (const m of modules) for (const table of m.tables ?? []) claim(table, `module ${m.name}`);
  for (const part of parts) for (const table of part.tables) claim(table, `platform ${part.name}`);
  const problems: string[] = [];
  for (const table of tables) {
    const of = owners.get(table) ?? [];
    if (of.length === 0) problems.push(`${table} has no owner`);
    if (of.length > 1) problems.push(`${table} has ${of.length} owners: ${of.join(', ')}`);
  }
  for (const [table, of] of owners) if (!tables.includes(table)) problems.push(`${of.join(', ')} claims ${table}, which the migrations do not create`);
  return problems;
}

/** The platform part a file under src/ belongs to, if any. */
const partOf = (file: string): PlatformPart | undefined => {
  const rel = path.relative(SRC_DIR, file).split(path.sep).join('/');
  return PLATFORM_PARTS.find((part) => part.code.some((code) => (code.endsWith('/') ? rel.startsWith(code) : rel === code)));
};

/** Relative value imports of a file, resolved to files (type-only imports carry no code). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gmu)) {
    const target = path.resolve(path.dirname(file), m[1]!);
    const candidates = [`${target}.ts`, path.join(target, 'index.ts'), target];
    const resolved = candidates.find((c) => existsSync(c) && c.endsWith('.ts'));
    if (resolved) out.push(resolved);
  }
  return out;
}

function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Migrations written while one module owned tables that a later split gave to two: databases
 * have applied them, so they stay as written (ADR 172), in the module the split gave them to.
 */
const MIGRATED_BEFORE_A_SPLIT: Readonly<Record<string, readonly string[]>> = {
  // The billing engine was written inside module subscription (docs/decisions/175).
  'billing/migrations/20261125123000_billing_engine.up.sql': ['subscriptions'],
  'billing/migrations/20261125123000_billing_engine.down.sql': ['subscriptions'],
};

const moduleOf = (file: string): string | null => {
  const rel = path.relative(MODULES_DIR, file).split(path.sep);
  return rel.length > 1 ? rel[0]! : null;
};

describe('API modules', async () => {
  const modules = await loadModules();
  let db: Db;
  let tables: string[] = [];
  beforeAll(async () => {
    // PGlite takes seconds to start: one database for the file.
    db = await openDatabase({ inMemory: true });
    tables = await migratedTables(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('are every folder of modules/ with an index.ts, each named after its folder', () => {
    expect(modules.map((m) => m.name)).toEqual(moduleFolders());
    for (const m of modules) expect(m.name).toMatch(MODULE_NAME_PATTERN);
    const folders = readdirSync(MODULES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.filter((f) => !existsSync(path.join(MODULES_DIR, f, 'index.ts')))).toEqual([]);
  });

  it('claim each table once, and only tables the migrations create', () => {
    expect(() => assertModulesAgree(modules)).not.toThrow();
    const twice = [defineModule({ name: 'a', summary: 'a', tables: ['jobs'] }), defineModule({ name: 'b', summary: 'b', tables: ['jobs'] })];
    expect(() => assertModulesAgree(twice)).toThrow(/claimed by API modules 'a' and 'b'/u);
    const created = new Set(tables);
    expect(modules.flatMap((m) => (m.tables ?? []).filter((t) => !created.has(t)).map((t) => `${m.name}: ${t}`))).toEqual([]);
  });

  it('and the platform parts give every table of the migrated schema exactly one owner', () => {
    expect(tables.length).toBeGreaterThan(90);
    expect(ownershipProblems(tables, modules, PLATFORM_PARTS)).toEqual([]);
  });

  it('the ownership check fails on a table without an owner, with two owners, or claimed but not created', () => {
    const jobs = defineModule({ name: 'jobs', summary: 'jobs', tables: ['jobs', 'job_ghosts'] });
    const worker: PlatformPart = { name: 'worker', summary: 'w', code: ['worker/'], tables: ['background_jobs', 'jobs'] };
    expect(ownershipProblems(['jobs', 'background_jobs', 'widgets'], [jobs], [worker])).toEqual([
      'jobs has 2 owners: module jobs, platform worker',
      'widgets has no owner',
      'module jobs claims job_ghosts, which the migrations do not create',
    ]);
  });

  it("the platform's code writes only its own parts' tables, and goes through the owner for the rest", () => {
    const wrong: string[] = [];
    const platformFiles = sourceFiles(SRC_DIR).filter((f) => !f.startsWith(MODULES_DIR + path.sep) && !f.startsWith(path.join(SRC_DIR, 'seed') + path.sep));
    for (const file of platformFiles) {
      const own = new Set(partOf(file)?.tables ?? []);
      for (const table of writtenTables(readFileSync(file, 'utf8'))) if (!own.has(table)) wrong.push(`${path.relative(SRC_DIR, file)} writes ${table}`);
    }
    expect(wrong).toEqual([]);
  });

  it('write only their own tables', () => {
    const wrong: string[] = [];
    for (const m of modules) {
      const own = new Set(m.tables ?? []);
      for (const file of sourceFiles(path.join(MODULES_DIR, m.name))) {
        for (const table of writtenTables(readFileSync(file, 'utf8'))) {
          if (!own.has(table)) wrong.push(`${path.relative(MODULES_DIR, file)} writes ${table}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('migrate only their own tables', () => {
    const wrong: string[] = [];
    for (const m of modules) {
      const own = new Set(m.tables ?? []);
      for (const file of filesOf(path.join(MODULES_DIR, m.name, 'migrations'), (n) => n.endsWith('.sql'))) {
        const historic = new Set(MIGRATED_BEFORE_A_SPLIT[path.relative(MODULES_DIR, file).split(path.sep).join('/')] ?? []);
        for (const table of changedTables(readFileSync(file, 'utf8'))) if (!own.has(table) && !historic.has(table)) wrong.push(`${path.relative(MODULES_DIR, file)} changes ${table}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the ownership scan sees writes and schema changes', () => {
    expect(writtenTables(`insert into jobs (id) values (1); update job_applicants ja set status = 'New'; delete from inbox_items where id = 1`).sort()).toEqual(['inbox_items', 'job_applicants', 'jobs']);
    expect(changedTables('alter table jobs add column x int;\ncreate index jobs_x on jobs (x);\n-- update users set a = 1\ncreate table shortlists (id int);').sort()).toEqual(['jobs', 'shortlists']);
  });

  it('import each other without cycles', () => {
    const graph = new Map<string, string[]>();
    for (const m of modules) {
      const targets = new Set<string>();
      for (const file of sourceFiles(path.join(MODULES_DIR, m.name))) {
        for (const target of importsOf(file)) {
          const other = moduleOf(target);
          if (other && other !== m.name) targets.add(other);
        }
      }
      graph.set(m.name, [...targets]);
    }
    expect(findCycle(graph)).toBeNull();
  });

  it('have no import cycles between their files', () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles(MODULES_DIR)) graph.set(file, importsOf(file));
    const cycle = findCycle(graph);
    expect(cycle?.map((f) => path.relative(MODULES_DIR, f))).toBeUndefined();
  });

  it('the cycle finder finds a cycle', () => {
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b']], ['b', []]]))).toBeNull();
  });
});
