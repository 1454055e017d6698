// The demo seed: `seedDemo(db)` fills an empty database with the demo world (demo-world.ts) in
// one transaction. buildApp calls it when the database has no users and seed is 'demo'.

import { hashPassword } from '../auth/password';
import type { Db } from '../db';
import { bulkInsert, resetIdentity } from './bulk';
import { DEMO_TABLES, DEMO_TABLE_ORDER } from './demo-tables';
import { DEMO_PASSWORD, buildDemoWorld, type DemoWorld } from './demo-world';

export { DEMO_EMPLOYERS, DEMO_LOGINS, DEMO_PASSWORD, DEMO_PRO_COUNT } from './demo-world';

export interface SeedDemoOptions {
  /** Anchor for every relative date (default: now). */
  now?: Date;
  /** Number of generated pros besides the demo pro (default 2,000). */
  proCount?: number;
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
  const world = buildDemoWorld({ now: options.now ?? new Date(), passwordHash, proCount: options.proCount });
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
  });
  return { world, rowCount, ms: Math.round(performance.now() - started) };
}
