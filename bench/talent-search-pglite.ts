import { run as runTalentSearch, type TalentSearchBenchResult } from './talent-search';

// The embedded default (PGlite) at 100,000 pros: issue 14 wants it under 100 ms p95. The same
// benchmark as talent-search.ts on the in-process engine; its database is kept under
// data/bench-talent-search-100000 so the seed (minutes on PGlite) loads only once.
export function run(): Promise<TalentSearchBenchResult> {
  return runTalentSearch({ engine: 'pglite', pros: 100_000 });
}
