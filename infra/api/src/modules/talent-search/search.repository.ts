import { FACET_SAMPLE, FACET_VALUES_MAX, LAST_ACTIVE_CHOICES, YEARS_BUCKETS } from '@floorhire/domain-talent-search';
import { EARTH_RADIUS_MILES } from '@floorhire/domain-geo';
import type { Queryable, SqlParam } from '../../db';
import { FACET_GROUPS, type CandidateSearchEngine, type EngineFacetCount, type EngineQuery, type EngineResult, type FacetGroup } from './search-engine';
import { boxAround, cellsCovering, periodsSince } from './search-keys';

// The PostgreSQL engine (ADR 245). It reads pro_search_documents, one row per active pro under
// ONE GIN index over (keys, document, title/skill/machine/brand ids), rows in geographic order.
// The planner (search()) counts at most SAMPLE + 1 matches: when there are no more than SAMPLE it
// ranks them all exactly (nbHits and facets exact); when there are more it reads slices of recent
// activity, newest first, until a slice holds the page, ranks that slice, and reports nbHits as
// the planner's estimate (exhaustiveNbHits false), as hosted search engines do.

/**
 * Great-circle miles from a centre to (d.lat, d.lng) with plain float functions (spherical law
 * of cosines) on the product's one earth radius, so a distance here is the one the job board and
 * the geo module compute (docs/decisions/176): a tenth of the cost of
 * earth_distance(ll_to_earth(...)) per row, which builds cubes through SQL functions for every
 * row the index returns.
 */
function milesSql(lat: string, lng: string, row: string): string {
  return `(${EARTH_RADIUS_MILES} * acos(least(1::float8, sind(${lat}::float8) * sind(${row}.lat) + cosd(${lat}::float8) * cosd(${row}.lat) * cosd(${row}.lng - ${lng}::float8))))`;
}
/** Matches a query counts and ranks exactly; beyond, the planner reads activity slices. */
export const SAMPLE = FACET_SAMPLE;
/** Activity slices read newest first when a query matches more than SAMPLE (days back). */
export const SLICE_DAYS = [30, 90, 365] as const;

export interface BuiltWhere {
  sql: string;
  params: SqlParam[];
}

/**
 * The search text as a tsquery: every word must match (stemmed, so 'welders' finds 'welder').
 * No prefix matching: a prefix walks every GIN entry it covers and cost 3-4x at a million pros
 * (ADR 241); the search runs on submit, not on each keystroke.
 */
export function tsqueryOf(tokens: readonly string[]): string {
  return tokens.join(' & ');
}

const ARRAY_COLUMNS: Partial<Record<FacetGroup, string>> = { jobTitleIds: 'job_title_ids', skillIds: 'skill_ids', machineIds: 'machine_ids', brandIds: 'brand_ids' };

/** The years bucket (spec 002 §2) of a pro's most years among the chosen titles, or null. */
function yearsBucketSql(titlesParam: string): string {
  const whens = YEARS_BUCKETS.map((b) => (b.max === null ? `else '${b.value}'` : `when t.y < ${b.max} then '${b.value}'`)).join(' ');
  return `(select case when t.y is null then null ${whens} end
             from (select max(e.value::numeric) y from jsonb_each_text(d.years_by_job_title) e where e.key = any(${titlesParam}::text[])) t)`;
}

export interface WhereOptions {
  /** Leaves one filter group out, for the disjunctive facet counts of that group. */
  omit?: FacetGroup | null;
  /** Restricts to pros active within this many days (an activity slice of the planner). */
  sliceDays?: number | null;
  now?: Date;
  params?: SqlParam[];
}

/**
 * The WHERE clause of a query (alias d = pro_search_documents). Every index condition is on
 * the one GIN index: geo cells and activity periods (keys &&), the text, the id arrays; the
 * exact radius and dates are checked on the rows it returns.
 */
export function buildWhere(q: EngineQuery, options: WhereOptions = {}): BuiltWhere {
  const params = options.params ?? [];
  const now = options.now ?? new Date();
  const p = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (q.location) {
    const box = boxAround(q.location, q.radiusMiles);
    const lat = p(q.location.latitude);
    const lng = p(q.location.longitude);
    const miles = p(q.radiusMiles);
    where.push(`d.keys && ${p(cellsCovering(box))}::int[]`);
    where.push(`d.lat between ${p(box.minLat)}::float8 and ${p(box.maxLat)}::float8 and d.lng between ${p(box.minLng)}::float8 and ${p(box.maxLng)}::float8`);
    where.push(`${milesSql(lat, lng, 'd')} <= ${miles}::float8`);
  }
  if (q.tokens.length > 0) where.push(`d.document @@ to_tsquery('english', ${p(tsqueryOf(q.tokens))})`);
  for (const [group, column] of Object.entries(ARRAY_COLUMNS) as [FacetGroup, string][]) {
    const ids = q[group as 'jobTitleIds'];
    if (group !== options.omit && ids.length > 0) where.push(`d.${column} && ${p([...ids])}::int[]`);
  }
  const lastActiveDays = q.lastActive && options.omit !== 'lastActive' ? (LAST_ACTIVE_CHOICES.find((c) => c.value === q.lastActive)?.days ?? 365) : null;
  const days = [lastActiveDays, options.sliceDays ?? null].filter((n): n is number => n !== null);
  if (days.length > 0) {
    const within = Math.min(...days);
    where.push(`d.keys && ${p(periodsSince(now, within))}::int[]`);
    where.push(`d.last_active_ts >= ${p(new Date(now.getTime() - within * 86_400_000).toISOString())}::timestamptz`);
  }
  if (q.jobTitleIds.length > 0 && q.yearsOfExperience.length > 0 && options.omit !== 'yearsOfExperience') {
    where.push(`${yearsBucketSql(p(q.jobTitleIds.map(String)))} = any(${p([...q.yearsOfExperience])}::text[])`);
  }
  if (q.networkEmployerId !== null) {
    where.push(`d.user_profile_id in (select a.user_profile_id from job_applicants a join jobs j on j.id = a.job_id where j.employer_id = ${p(q.networkEmployerId)}::int)`);
  }
  return { sql: where.length > 0 ? where.join('\n and ') : 'true', params };
}

/**
 * One statement per plan step: at most SAMPLE + 1 matches (the GIN bitmap, then the heap until
 * enough rows), their count, and the requested page ranked by text relevance, then by the most
 * recent activity. Always one row: total, then the page's ids and miles (null when past the end).
 * With `facetGroups`, the same matches also give those groups' counts (column facets, as
 * [group, value, count] triples), saving the facet statement a second index scan.
 */
export function buildPageSql(q: EngineQuery, where: BuiltWhere, facetGroups: readonly FacetGroup[] = [], now = new Date()): BuiltWhere {
  const params = [...where.params];
  const p = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const rank = q.tokens.length > 0 ? `ts_rank(d.document, to_tsquery('english', ${p(tsqueryOf(q.tokens))}))` : '0::real';
  const facets = facetGroups.length > 0 ? facetPartsSql(q, facetGroups, p, now) : null;
  const facetColumns = facets ? `, d.job_title_ids, d.skill_ids, d.machine_ids, d.brand_ids, ${facets.bucket}` : '';
  // Counted only when every match was read (total <= SAMPLE): beyond, the planner moves to an
  // activity slice and counts the facets there, so counting these would be wasted (~13 ms of a
  // 17 ms statement at 2,001 matches). CASE runs the sub-select only in that branch.
  const facetJson = facets
    ? `case when (select count(*) from m) <= ${SAMPLE} then (select coalesce(jsonb_agg(jsonb_build_array(f.g, f.v, f.n)), '[]'::jsonb) from (${facets.parts.join(' union all ')}) f) else '[]'::jsonb end`
    : `'[]'::jsonb`;
  const miles = q.location ? milesSql(p(q.location.latitude), p(q.location.longitude), 'm') : 'null::float8';
  const sql = `with m as materialized (
      select d.pro_id, d.user_profile_id, d.lat, d.lng, d.last_active_ts, ${rank} r${facetColumns} from pro_search_documents d where ${where.sql} limit ${SAMPLE + 1})
    select t.total, t.facets, pg.user_profile_id, pg.miles
      from (select count(*)::int total, ${facetJson} facets from m) t
      left join lateral (select m.user_profile_id, ${miles} miles from m
                          order by m.r desc, m.last_active_ts desc nulls last, m.pro_id desc limit ${p(q.limit)} offset ${p(q.offset)}) pg on true`;
  return { sql, params };
}

/** The per-group count selects over a CTE m (array columns, last_active_ts, bucket). */
function facetPartsSql(q: EngineQuery, groups: readonly FacetGroup[], p: (value: SqlParam) => string, now: Date): { parts: string[]; bucket: string } {
  const parts: string[] = [];
  for (const group of groups) {
    const column = ARRAY_COLUMNS[group];
    // unnest() in the select list (ProjectSet) rather than in FROM: a function scan per row
    // materialises each array in a tuplestore, twice the time over 2,000 matches.
    if (column) parts.push(`(select '${group}' g, x::text v, count(*)::int n from (select unnest(m.${column}) x from m) u group by x order by n desc, x limit ${FACET_VALUES_MAX})`);
    if (group === 'lastActive') {
      // Every choice in one pass over the matches.
      const counts = LAST_ACTIVE_CHOICES.map((c) => `(count(*) filter (where m.last_active_ts >= ${p(new Date(now.getTime() - c.days * 86_400_000).toISOString())}::timestamptz))::int`);
      const values = LAST_ACTIVE_CHOICES.map((c, i) => `('${c.value}', c.n${i})`).join(', ');
      parts.push(`(select 'lastActive' g, l.v, l.n from (select ${counts.map((c, i) => `${c} n${i}`).join(', ')} from m) c, lateral (values ${values}) l(v, n))`);
    }
    if (group === 'yearsOfExperience' && q.jobTitleIds.length > 0) {
      parts.push(`(select 'yearsOfExperience' g, m.bucket v, count(*)::int n from m where m.bucket is not null group by m.bucket)`);
    }
  }
  const bucket = q.jobTitleIds.length > 0 ? `${yearsBucketSql(p(q.jobTitleIds.map(String)))} as bucket` : 'null::text as bucket';
  return { parts, bucket };
}

/** Facet counts of one or more groups over at most SAMPLE matches of `where`. */
export function buildFacetSql(q: EngineQuery, groups: readonly FacetGroup[], where: BuiltWhere, now = new Date()): BuiltWhere {
  const params = [...where.params];
  const p = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const { parts, bucket } = facetPartsSql(q, groups, p, now);
  const sql = `with m as materialized (
      select d.job_title_ids, d.skill_ids, d.machine_ids, d.brand_ids, d.last_active_ts, ${bucket}
        from pro_search_documents d where ${where.sql} limit ${SAMPLE})
    select * from (${parts.join(' union all ')}) f
    union all select '_sample', '', count(*)::int from m`;
  return { sql, params };
}

interface PageRow {
  total: number;
  /** [group, value, count] of the facet groups counted with the page (exact plan only). */
  facets: [string, string, number][] | string;
  user_profile_id: number | null;
  miles: number | null;
}

interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * GIN index matches (planner estimate) beyond which a query goes straight to the activity slices.
 * Measured (ADR 246), 450 searches at 1M pros: the circle keeps 0.45-0.6 of the cells' matches,
 * and an exact attempt that overflows SAMPLE costs 5-15 ms against 1-4 ms for a slice. 5,000
 * cut the engine's mean cost by a quarter against 8,000 and left 5 of 304 queries that had at
 * most SAMPLE matches with an approximate count instead of an exact one.
 */
export const BROAD_ESTIMATE = 5_000;
const EMPTY_QUERY: EngineQuery = { location: null, radiusMiles: 30, tokens: [], jobTitleIds: [], skillIds: [], machineIds: [], brandIds: [], lastActive: null, yearsOfExperience: [], networkEmployerId: null, offset: 0, limit: 1, facets: false };
const shareCache = new Map<string, { share: number; until: number }>();

function isSelected(query: EngineQuery, group: FacetGroup): boolean {
  if (group === 'lastActive') return query.lastActive !== null;
  if (group === 'yearsOfExperience') return query.yearsOfExperience.length > 0 && query.jobTitleIds.length > 0;
  return query[group].length > 0;
}

/** Facet groups without a selection: counted together over the query's own matches. */
function sharedFacetGroups(query: EngineQuery): FacetGroup[] {
  return FACET_GROUPS.filter((g) => !isSelected(query, g));
}

interface Plan {
  /** Days of the activity slice the page was ranked in; null: every match, exactly. */
  sliceDays: number | null;
  rows: PageRow[];
  total: number;
  /** Matches counted over the whole query (at most SAMPLE + 1). */
  counted: number;
}

export class PostgresCandidateSearch implements CandidateSearchEngine {
  readonly name = 'postgresql';

  constructor(private readonly q: Queryable) {}

  async search(query: EngineQuery): Promise<EngineResult> {
    const now = new Date();
    const plan = await this.plan(query, now, query.facets ? sharedFacetGroups(query) : []);
    const page = plan.rows.filter((r): r is PageRow & { user_profile_id: number } => r.user_profile_id !== null);
    const exact = plan.sliceDays === null;
    const nbHits = exact ? plan.total : plan.counted;
    const facets = query.facets ? await this.facets(query, plan, nbHits, now) : null;
    return {
      profileIds: page.map((r) => r.user_profile_id),
      distances: new Map(page.filter((r) => r.miles !== null).map((r) => [r.user_profile_id, Math.round(r.miles! * 10) / 10])),
      nbHits,
      exhaustiveNbHits: exact,
      facets: facets?.counts ?? null,
      exhaustiveFacetsCount: facets?.exhaustive ?? true,
    };
  }

  /**
   * Exact when the query matches at most SAMPLE pros. Otherwise the narrowest activity slice
   * (30 days, 90, a year, then everything) whose matches reach past the requested page. A query
   * whose index estimate is far above SAMPLE skips the exact attempt: its bitmap alone would cost
   * more than the whole slice (radius 100 + a common word: ~40,000 index matches).
   */
  private async plan(query: EngineQuery, now: Date, facetGroups: readonly FacetGroup[]): Promise<Plan> {
    const run = async (sliceDays: number | null) => {
      // Facets ride along only on the exact attempt: a slice's facets are counted separately.
      const built = buildPageSql(query, buildWhere(query, { sliceDays, now }), sliceDays === null ? facetGroups : [], now);
      const { rows } = await this.q.query<PageRow>(built.sql, built.params);
      const total = rows[0]?.total ?? 0;
      return { sliceDays, rows, total, counted: total };
    };
    const estimate = await this.estimate(buildWhere(query, { now }));
    let counted = 0;
    let all: Plan | null = null;
    if (estimate.index <= BROAD_ESTIMATE) {
      all = await run(null);
      if (all.total <= SAMPLE) return all;
      counted = all.total;
    }
    for (const days of SLICE_DAYS) {
      const slice = await run(days);
      if (slice.total >= query.offset + query.limit || (all === null && days === SLICE_DAYS.at(-1))) {
        // nbHits: the slice's count scaled by the slice's share of all documents (activity taken
        // as independent of place and words), never below what was counted or estimated.
        const share = await this.sliceShare(days, now);
        return { ...slice, counted: Math.max(counted, estimate.rows, slice.total, Math.round(slice.total / share)) };
      }
    }
    return { ...(all ?? (await run(null))), sliceDays: Infinity, counted: Math.max(counted, estimate.rows) };
  }

  /** The planner's estimates of a query (one plan, no execution): its GIN index matches and rows. */
  private async estimate(where: BuiltWhere): Promise<{ index: number; rows: number }> {
    const plan = await this.q.one<{ 'QUERY PLAN': unknown }>(`explain (format json) select 1 from pro_search_documents d where ${where.sql}`, where.params);
    const raw = plan?.['QUERY PLAN'];
    const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const top = doc[0]?.Plan;
    let index = 0;
    const walk = (node: PlanNode) => {
      if (node['Node Type'] === 'Bitmap Index Scan') index = Math.max(index, node['Plan Rows']);
      for (const child of node.Plans ?? []) walk(child);
    };
    if (top) walk(top);
    return { index, rows: Math.round(top?.['Plan Rows'] ?? 0) };
  }

  /** The share of all documents active within `days` (planner statistics, cached per period). */
  private async sliceShare(days: number, now: Date): Promise<number> {
    const key = `${days}:${periodsSince(now, days)[0]}`;
    const cached = shareCache.get(key);
    if (cached !== undefined && cached.until > now.getTime()) return cached.share;
    const where = buildWhere(EMPTY_QUERY, { sliceDays: days, now });
    const [slice, all] = await Promise.all([
      this.estimate(where),
      this.q.one<{ n: number }>("select greatest(reltuples, 1)::float8 n from pg_class where oid = 'pro_search_documents'::regclass"),
    ]);
    const share = Math.min(1, Math.max(0.001, slice.rows / Math.max(1, all?.n ?? 1)));
    shareCache.set(key, { share, until: now.getTime() + 10 * 60_000 });
    return share;
  }

  /**
   * Disjunctive facets: a group with a selection is counted without its own filter (so the other
   * values of that group stay choosable); the other groups share one query with every filter.
   * Exact when the query's matches are at most SAMPLE. Beyond, counted over the same activity
   * slice the page came from and scaled to nbHits: approximate, flagged exhaustiveFacetsCount false.
   */
  private async facets(query: EngineQuery, plan: Plan, nbHits: number, now: Date): Promise<{ counts: Record<FacetGroup, EngineFacetCount[]>; exhaustive: boolean }> {
    const sliceDays = plan.sliceDays;
    const slice = sliceDays === null || !Number.isFinite(sliceDays) ? null : sliceDays;
    const shared = sharedFacetGroups(query);
    const counts = Object.fromEntries(FACET_GROUPS.map((g) => [g, [] as EngineFacetCount[]])) as Record<FacetGroup, EngineFacetCount[]>;
    const jobs: { groups: FacetGroup[]; omit: FacetGroup | null }[] = [];
    if (sliceDays === null) {
      // Exact plan: the page statement already counted the shared groups over every match.
      const raw = plan.rows[0]?.facets ?? [];
      for (const [g, v, n] of typeof raw === 'string' ? (JSON.parse(raw) as [string, string, number][]) : raw) counts[g as FacetGroup].push({ value: v, count: n });
    } else if (shared.length) jobs.push({ groups: shared, omit: null });
    for (const g of FACET_GROUPS.filter((group) => isSelected(query, group))) jobs.push({ groups: [g], omit: g });
    let exhaustive = true;
    // One statement at a time: they would queue on one connection (PGlite) anyway.
    for (const job of jobs) {
      // The activity slice would hide the other Last Active choices: that group is counted unsliced.
      const where = buildWhere(query, { omit: job.omit, sliceDays: job.omit === 'lastActive' ? null : slice, now });
      const built = buildFacetSql(query, job.groups, where, now);
      const { rows } = await this.q.query<{ g: string; v: string; n: number }>(built.sql, built.params);
      const sample = rows.find((r) => r.g === '_sample')?.n ?? 0;
      const sliced = slice !== null && job.omit !== 'lastActive';
      const full = sample < SAMPLE && !sliced;
      exhaustive &&= full;
      const scale = full || sample === 0 ? 1 : Math.max(1, nbHits / sample);
      for (const row of rows) if (row.g !== '_sample') counts[row.g as FacetGroup].push({ value: row.v, count: Math.round(row.n * scale) });
    }
    return { counts, exhaustive };
  }
}
