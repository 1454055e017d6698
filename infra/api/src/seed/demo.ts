// The demo seed: `seedDemo(db)` fills an empty database in one transaction: first the baseline
// demo world (demo-world.ts, every table of the baseline schema), then each API module's own
// seed (modules/<name>/index.ts `seed`, by order then name). buildApp calls it when the
// database has no users and seed is 'demo'. docs/decisions/172-module-migrations-and-seeds.md.

import { hashPassword } from '../auth/password';
import type { Db } from '../db';
import { loadModules } from '../modules/discover';
import type { ApiModule } from '../modules/module';
import { bulkInsert, resetIdentity } from './bulk';
import { DEMO_TABLES, DEMO_TABLE_ORDER } from './demo-tables';
import { DEMO_PASSWORD, buildDemoWorld, type DemoWorld } from './demo-world';

export { DEMO_EMPLOYERS, DEMO_LOGINS, DEMO_PASSWORD, DEMO_PRO_COUNT } from './demo-world';

export interface SeedDemoOptions {
  /** Anchor for every relative date (default: now). */
  now?: Date;
  /** Number of generated pros besides the demo pro (default 2,000). */
  proCount?: number;
  /** The modules whose seeds run (default: every module found). */
  modules?: readonly ApiModule[];
}

/** Module seeds in the order they run: by order, then by module name. */
export function seedOrder(modules: readonly ApiModule[]): ApiModule[] {
  return modules.filter((m) => m.seed).sort((a, b) => a.seed!.order - b.seed!.order || a.name.localeCompare(b.name));
}

export interface SeedDemoResult {
  world: DemoWorld;
  rowCount: number;
  ms: number;
}

export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const started = performance.now();
  // argon2id is deliberately slow: hash the shared demo password once for every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = options.now ?? new Date();
  const world = buildDemoWorld({ now, passwordHash, proCount: options.proCount });
  const modules = seedOrder(options.modules ?? (await loadModules()));
  let rowCount = 0;
  await db.transaction(async (tx) => {
    for (const table of DEMO_TABLE_ORDER) {
      const rows = world.rows[table];
      if (rows.length === 0) continue;
      await bulkInsert(tx, table, DEMO_TABLES[table], rows);
      rowCount += rows.length;
    }
    for (const table of DEMO_TABLE_ORDER) {
      if (DEMO_TABLES[table].some(([name]) => name === 'id') && table !== 'achievements') await resetIdentity(tx, table);
    }
    for (const module of modules) rowCount += await module.seed!.run({ tx, now, world });
  });
  return { world, rowCount, ms: Math.round(performance.now() - started) };
}
