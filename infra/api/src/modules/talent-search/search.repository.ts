import { EXACT_COUNT_LIMIT, FACET_SAMPLE, FACET_VALUES_MAX, LAST_ACTIVE_CHOICES, YEARS_BUCKETS } from '@floorhire/domain-talent-search';
import type { Queryable, SqlParam } from '../../db';
import { FACET_GROUPS, type CandidateSearchEngine, type EngineFacetCount, type EngineQuery, type EngineResult, type FacetGroup } from './search-engine';

// The PostgreSQL engine (ADR 241). It reads the pros table's search columns: the GIN-indexed
// tsvector and id arrays, lat/lng under the GiST ll_to_earth index (a bounding-box test the index
// answers, then the exact distance), last_active_ts and years_by_job_title.

const METERS_PER_MILE = 1609.344;

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
             from (select max(e.value::numeric) y from jsonb_each_text(p.years_by_job_title) e where e.key = any(${titlesParam}::text[])) t)`;
}

/**
 * The WHERE clause of a query (alias p = pros). `omit` leaves one filter group out, for the
 * disjunctive facet counts of that group. `params` continue from `start`.
 */
export function buildWhere(q: EngineQuery, omit: FacetGroup | null = null, params: SqlParam[] = []): BuiltWhere {
  const p = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = ["p.status = 'active'"];
  if (q.location) {
    const centre = `ll_to_earth(${p(q.location.latitude)}::float8, ${p(q.location.longitude)}::float8)`;
    const meters = p(q.radiusMiles * METERS_PER_MILE);
    where.push('p.lat is not null and p.lng is not null');
    where.push(`earth_box(${centre}, ${meters}::float8) @> ll_to_earth(p.lat, p.lng)`);
    where.push(`earth_distance(${centre}, ll_to_earth(p.lat, p.lng)) <= ${meters}::float8`);
  }
  if (q.tokens.length > 0) where.push(`p.search_document @@ to_tsquery('english', ${p(tsqueryOf(q.tokens))})`);
  for (const [group, column] of Object.entries(ARRAY_COLUMNS) as [FacetGroup, string][]) {
    const ids = q[group as 'jobTitleIds'];
    if (group !== omit && ids.length > 0) where.push(`p.${column} && ${p([...ids])}::int[]`);
  }
  if (q.lastActive && omit !== 'lastActive') {
    const days = LAST_ACTIVE_CHOICES.find((c) => c.value === q.lastActive)?.days ?? 365;
    where.push(`p.last_active_ts >= now() - make_interval(days => ${p(days)}::int)`);
  }
  if (q.jobTitleIds.length > 0 && q.yearsOfExperience.length > 0 && omit !== 'yearsOfExperience') {
    where.push(`${yearsBucketSql(p(q.jobTitleIds.map(String)))} = any(${p([...q.yearsOfExperience])}::text[])`);
  }
  if (q.networkEmployerId !== null) {
    where.push(`p.user_profile_id in (select a.user_profile_id from job_applicants a join jobs j on j.id = a.job_id where j.employer_id = ${p(q.networkEmployerId)}::int)`);
  }
  return { sql: where.join('\n and '), params };
}

/** Facet counts of one or more groups over at most FACET_SAMPLE matches of `where`. */
export function buildFacetSql(q: EngineQuery, groups: readonly FacetGroup[], where: BuiltWhere): BuiltWhere {
  const params = [...where.params];
  const p = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts: string[] = [];
  for (const group of groups) {
    const column = ARRAY_COLUMNS[group];
    if (column) parts.push(`(select '${group}' g, x::text v, count(*)::int n from m, unnest(m.${column}) x group by x order by n desc, x limit ${FACET_VALUES_MAX})`);
    if (group === 'lastActive') {
      for (const c of LAST_ACTIVE_CHOICES) parts.push(`(select 'lastActive' g, '${c.value}' v, (count(*) filter (where m.last_active_ts >= now() - interval '${c.days} days'))::int n from m)`);
    }
    if (group === 'yearsOfExperience' && q.jobTitleIds.length > 0) {
      parts.push(`(select 'yearsOfExperience' g, m.bucket v, count(*)::int n from m where m.bucket is not null group by m.bucket)`);
    }
  }
  const bucket = q.jobTitleIds.length > 0 ? `${yearsBucketSql(p(q.jobTitleIds.map(String)))} as bucket` : 'null::text as bucket';
  const sql = `with m as materialized (
      select p.job_title_ids, p.skill_ids, p.machine_ids, p.brand_ids, p.last_active_ts, ${bucket}
        from pros p where ${where.sql} limit ${FACET_SAMPLE})
    select * from (${parts.join(' union all ')}) f
    union all select '_sample', '', count(*)::int from m`;
  return { sql, params };
}

interface PageRow {
  user_profile_id: number;
  miles: number | null;
}

export class PostgresCandidateSearch implements CandidateSearchEngine {
  readonly name = 'postgresql';

  constructor(private readonly q: Queryable) {}

  async search(query: EngineQuery): Promise<EngineResult> {
    const where = buildWhere(query);
    const page = await this.page(query, where);
    const [count, facets] = await Promise.all([
      // A short page needs no count: everything is on it.
      page.length < query.limit && (query.offset === 0 || page.length > 0) ? { n: query.offset + page.length, exact: true } : this.count(where),
      query.facets ? this.facets(query, where) : null,
    ]);
    return {
      profileIds: page.map((r) => r.user_profile_id),
      distances: new Map(page.filter((r) => r.miles !== null).map((r) => [r.user_profile_id, Math.round(r.miles! * 10) / 10])),
      nbHits: count.n,
      exhaustiveNbHits: count.exact,
      facets: facets?.counts ?? null,
      exhaustiveFacetsCount: facets?.exhaustive ?? true,
    };
  }

  private async page(query: EngineQuery, where: BuiltWhere): Promise<PageRow[]> {
    const params = [...where.params];
    const distance = query.location
      ? `earth_distance(ll_to_earth($1::float8, $2::float8), ll_to_earth(p.lat, p.lng)) / ${METERS_PER_MILE}`
      : 'null::float8';
    params.push(query.limit, query.offset);
    const { rows } = await this.q.query<PageRow>(
      `select p.user_profile_id, ${distance} as miles from pros p where ${where.sql}
        order by p.create_ts desc, p.id desc limit $${params.length - 1} offset $${params.length}`,
      params,
    );
    return rows;
  }

  /** Exact up to EXACT_COUNT_LIMIT; beyond, the planner's estimate (never below what was counted). */
  private async count(where: BuiltWhere): Promise<{ n: number; exact: boolean }> {
    const counted = await this.q.one<{ n: number }>(`select count(*)::int n from (select 1 from pros p where ${where.sql} limit ${EXACT_COUNT_LIMIT + 1}) s`, where.params);
    const n = counted?.n ?? 0;
    if (n <= EXACT_COUNT_LIMIT) return { n, exact: true };
    const plan = await this.q.one<{ 'QUERY PLAN': unknown }>(`explain (format json) select 1 from pros p where ${where.sql}`, where.params);
    const raw = plan?.['QUERY PLAN'];
    const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
    return { n: Math.max(n, Math.round(doc[0]?.Plan['Plan Rows'] ?? n)), exact: false };
  }

  /**
   * Disjunctive facets: a group with a selection is counted without its own filter (so the other
   * values of that group stay choosable); the other groups share one query with every filter.
   */
  private async facets(query: EngineQuery, where: BuiltWhere): Promise<{ counts: Record<FacetGroup, EngineFacetCount[]>; exhaustive: boolean }> {
    const selected = (g: FacetGroup) => (g === 'lastActive' ? query.lastActive !== null : g === 'yearsOfExperience' ? query.yearsOfExperience.length > 0 && query.jobTitleIds.length > 0 : query[g].length > 0);
    const shared = FACET_GROUPS.filter((g) => !selected(g));
    const jobs: { groups: FacetGroup[]; where: BuiltWhere }[] = [];
    if (shared.length) jobs.push({ groups: shared, where });
    for (const g of FACET_GROUPS.filter(selected)) jobs.push({ groups: [g], where: buildWhere(query, g) });
    const counts = Object.fromEntries(FACET_GROUPS.map((g) => [g, [] as EngineFacetCount[]])) as Record<FacetGroup, EngineFacetCount[]>;
    let exhaustive = true;
    // One statement at a time: they would queue on one connection (PGlite) anyway.
    for (const job of jobs) {
      const built = buildFacetSql(query, job.groups, job.where);
      const { rows } = await this.q.query<{ g: string; v: string; n: number }>(built.sql, built.params);
      for (const row of rows) {
        if (row.g === '_sample') exhaustive &&= row.n < FACET_SAMPLE;
        else counts[row.g as FacetGroup].push({ value: row.v, count: row.n });
      }
    }
    return { counts, exhaustive };
  }
}
