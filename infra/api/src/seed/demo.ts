// The demo seed: `seedDemo(db)` fills an empty database in one transaction: first the baseline
// demo world (demo-world.ts: taxonomy, plans, logins, employers and their teams, pros), then each
// API module's own seed (modules/<name>/index.ts `seed`, by order then name), which writes only
// its module's tables. buildApp calls it when the database has no users and seed is 'demo'.
// docs/decisions/172-module-migrations-and-seeds.md, 177-demo-data-by-module.md.

import { hashPassword } from '../auth/password';
import type { Db } from '../db';
import { loadModules } from '../modules/discover';
import { loadReferenceData, type ApiModule, type SeedContext } from '../modules/module';
import { DemoRows } from './demo-rows';
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
  const { world, rows } = buildDemoWorld({ now, passwordHash, proCount: options.proCount });
  const allModules = options.modules ?? (await loadModules());
  const modules = seedOrder(allModules);
  let rowCount = 0;
  await db.transaction(async (tx) => {
    // The demo world's ZIP codes are the gazetteer's: a database seeded without buildApp (the
    // scale seed, tests) gets it here; loaded already, this is one count.
    await loadReferenceData(tx, allModules);
    rowCount += await rows.write(tx);
    for (const module of modules) {
      const own = new Set(module.tables ?? []);
      const ctx: SeedContext = {
        tx,
        now,
        world,
        rows(specs, defaults) {
          // Ownership holds for demo data too: a seed writes only its module's tables (ADR 175).
          const foreign = Object.keys(specs).filter((table) => !own.has(table));
          if (foreign.length > 0) throw new Error(`The seed of module '${module.name}' writes ${foreign.join(', ')}, which it does not own`);
          return new DemoRows(now, specs, defaults);
        },
      };
      rowCount += await module.seed!.run(ctx);
    }
  });
  return { world, rowCount, ms: Math.round(performance.now() - started) };
}
