import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { CandidateSearchBodySchema, type CandidateSearchInput } from '@floorhire/domain-talent-search';
import * as v from 'valibot';
import { migrateUp, openDatabase, type Db } from '../infra/api/src/db';
import { searchCandidates, type Searcher } from '../infra/api/src/modules/talent-search';
import { seedScale } from '../infra/api/src/seed/scale';
import { writeResult } from './support';

// Talent search at scale on real PostgreSQL (issue 14, docs/scaling.md "Talent search"): p50/p95
// of the typical searches through the service (engine + the page's rows), and mixed searches per
// second with 8 in flight, each against `select 1` on the same pool in the same run.
// Run: DATABASE_URL=postgres://… npx tsx bench/talent-search.ts [--pros 1000000]
//   (or npm run bench -- talent-search). Loads the scale seed first when the database has fewer pros.

const SEARCHER: Searcher = { userId: 1, isStaff: false, employerId: null };
const WORDS = ['machinist', 'welder', 'cnc', 'forklift', 'maintenance', 'quality', 'operator', 'press brake', 'injection molding', 'tool and die'];

export interface TalentSearchBenchResult {
  pros: number;
  baselineSelectP50Ms: number;
  /** 1-minute load average before and after the timed part (2 cores shared with other work). */
  loadAverage: [number, number];
  documents: number;
  classes: Record<string, { p50Ms: number; p95Ms: number; meanNbHits: number; n: number }>;
  mixedPerSecond: number;
  targets: Record<string, { p95Ms: number; targetMs: number; met: boolean }>;
  mixedTargetMet: boolean;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
}

async function points(db: Db): Promise<{ latitude: number; longitude: number }[]> {
  // Places weighted the way pros are (the scale seed weights by manufacturing employment).
  const { rows } = await db.query<{ lat: number; lng: number }>('select lat, lng from pros where id % 25013 = 7 and lat is not null limit 40');
  return rows.map((r) => ({ latitude: r.lat, longitude: r.lng }));
}

async function filterIds(db: Db) {
  const top = async (column: string) =>
    (await db.query<{ id: number }>(`select x as id from (select ${column} a from pros where id % 997 = 0) s, unnest(s.a) x group by x order by count(*) desc limit 12`)).rows.map((r) => r.id);
  return { titles: await top('job_title_ids'), skills: await top('skill_ids'), machines: await top('machine_ids'), brands: await top('brand_ids') };
}

export async function run(options: { databaseUrl?: string; pros?: number } = {}): Promise<TalentSearchBenchResult> {
  const databaseUrl = options.databaseUrl ?? process.env['SEARCH_DATABASE_URL'] ?? process.env['DATABASE_URL'];
  if (!databaseUrl) throw new Error('Set DATABASE_URL (PostgreSQL) for the talent search benchmark');
  const wanted = options.pros ?? 1_000_000;
  const db = await openDatabase({ databaseUrl, pools: { statements: 10, transactions: 2 } });
  try {
    await migrateUp(db);
    const have = (await db.one<{ n: number }>('select count(*)::int n from pros'))?.n ?? 0;
    if (have < wanted * 0.98) {
      console.log(`loading ${(wanted - have).toLocaleString('en-US')} pros (npm run seed:scale)…`);
      await seedScale(db, { count: wanted - have, onProgress: (p) => console.log(`  ${p.done.toLocaleString('en-US')} pros`) });
      await db.query('analyze');
    }
    const pros = (await db.one<{ n: number }>('select count(*)::int n from pros'))?.n ?? 0;
    const documents = (await db.one<{ n: number }>('select count(*)::int n from pro_search_documents'))?.n ?? 0;
    const places = await points(db);
    const ids = await filterIds(db);
    let i = 0;
    const pick = <T>(list: readonly T[]) => list[i++ % list.length]!;
    const classes: Record<string, () => CandidateSearchInput> = {
      'radius 30 + text': () => ({ location: pick(places), aroundRadius: 30, query: pick(WORDS), facets: false }),
      'radius 30 + filters': () => ({ location: pick(places), aroundRadius: 30, filters: { jobTitleIds: [pick(ids.titles)], skillIds: [pick(ids.skills)] }, facets: false }),
      'radius 30 + text + filters': () => ({ location: pick(places), aroundRadius: 30, query: pick(WORDS), filters: { brandIds: [pick(ids.brands)], lastActive: '365d' }, facets: false }),
      'radius 30 + text + facets': () => ({ location: pick(places), aroundRadius: 30, query: pick(WORDS), facets: true }),
      'radius 100 broad text': () => ({ location: pick(places), aroundRadius: 100, query: pick(['operator', 'technician', 'machinist']), facets: false }),
      'radius 30 page 4': () => ({ location: pick(places), aroundRadius: 30, query: pick(WORDS), page: 3, facets: false }),
    };
    const once = async (make: () => CandidateSearchInput) => {
      const body = v.parse(CandidateSearchBodySchema, make());
      const started = performance.now();
      const result = await searchCandidates(db, SEARCHER, body);
      return { ms: performance.now() - started, nbHits: result.nbHits };
    };
    // Warm the cache the way a running service is warm.
    const loadBefore = Math.round((loadavg()[0] ?? 0) * 10) / 10;
    for (const make of Object.values(classes)) for (let w = 0; w < 10; w++) await once(make);
    const base: number[] = [];
    for (let k = 0; k < 200; k++) {
      const started = performance.now();
      await db.query('select 1');
      base.push(performance.now() - started);
    }
    const out: TalentSearchBenchResult['classes'] = {};
    for (const [name, make] of Object.entries(classes)) {
      const times: number[] = [];
      let hits = 0;
      for (let k = 0; k < 60; k++) {
        const r = await once(make);
        times.push(r.ms);
        hits += r.nbHits;
      }
      out[name] = { p50Ms: quantile(times, 0.5), p95Ms: quantile(times, 0.95), meanNbHits: Math.round(hits / times.length), n: times.length };
    }
    // Mixed: every class in turn, 8 in flight, 10 seconds.
    const makers = Object.values(classes);
    const deadline = performance.now() + 10_000;
    let done = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (performance.now() < deadline) {
          await once(pick(makers));
          done += 1;
        }
      }),
    );
    const mixedPerSecond = Math.round(done / 10);
    const target = (name: string, targetMs: number) => ({ p95Ms: out[name]?.p95Ms ?? Infinity, targetMs, met: (out[name]?.p95Ms ?? Infinity) <= targetMs });
    const result: TalentSearchBenchResult = {
      pros,
      documents,
      baselineSelectP50Ms: quantile(base, 0.5),
      loadAverage: [loadBefore, Math.round((loadavg()[0] ?? 0) * 10) / 10],
      classes: out,
      mixedPerSecond,
      targets: {
        'radius 30 + text + filters': target('radius 30 + text + filters', 15),
        'radius 30 + text + facets': target('radius 30 + text + facets', 35),
        'radius 100 broad text': target('radius 100 broad text', 50),
      },
      mixedTargetMet: mixedPerSecond >= 200,
    };
    writeResult('talent-search', result);
    return result;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const prosArg = process.argv.indexOf('--pros');
  run(prosArg > 0 ? { pros: Number(process.argv[prosArg + 1]) } : {}).then(
    (r) => console.log(JSON.stringify(r, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
