// `npm run bench`: every benchmark in one run, each reported as a ratio to a baseline measured
// in the same run (the 2-core machines are noisy; absolute numbers alone mislead).
// Select some with arguments: npm run bench -- build navigation lcp lighthouse api scale messaging
// talent-search talent-search-pglite batch-resume (lcp and lighthouse need npm run build first)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const ALL = ['build', 'navigation', 'lcp', 'lighthouse', 'api', 'scale', 'messaging', 'talent-search', 'talent-search-pglite', 'batch-resume'] as const;
type Name = (typeof ALL)[number];

const wanted = (process.argv.slice(2).filter((a): a is Name => (ALL as readonly string[]).includes(a)));
const names: readonly Name[] = wanted.length ? wanted : ALL;
const results: Record<string, unknown> = {};

for (const name of names) {
  console.log(`\n== bench: ${name}`);
  if ((name === 'api' || name === 'scale' || name === 'messaging' || name === 'talent-search') && !process.env.DATABASE_URL) {
    // The API targets are defined on real PostgreSQL; measuring the embedded engine would mislead.
    console.log(`skipped: set DATABASE_URL to a PostgreSQL database to run the ${name} benchmark`);
    results[name] = { skipped: 'DATABASE_URL not set' };
    continue;
  }
  const mod = (await import(`./${name}.ts`)) as { run: () => Promise<unknown> };
  results[name] = await mod.run();
  console.log(JSON.stringify(results[name], null, 2));
}

mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
const out = path.join(ROOT, 'bench/results/latest.json');
writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
console.log(`\nwritten ${path.relative(ROOT, out)}`);
