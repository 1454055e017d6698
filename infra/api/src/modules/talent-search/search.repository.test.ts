import { describe, expect, it } from 'vitest';
import type { Queryable, SqlParam } from '../../db';
import { BROAD_ESTIMATE, buildFacetSql, buildPageSql, buildWhere, PostgresCandidateSearch, SAMPLE, tsqueryOf } from './search.repository';
import { periodKey } from './search-keys';
import type { EngineQuery } from './search-engine';

const base: EngineQuery = {
  location: null,
  radiusMiles: 30,
  tokens: [],
  jobTitleIds: [],
  skillIds: [],
  machineIds: [],
  brandIds: [],
  lastActive: null,
  yearsOfExperience: [],
  networkEmployerId: null,
  offset: 0,
  limit: 25,
  facets: true,
};

describe('query building', () => {
  it('matches every word', () => {
    expect(tsqueryOf(['cnc', 'machinists'])).toBe('cnc & machinists');
  });

  it('sends values only as parameters, never inside the SQL text', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const built = buildWhere({ ...base, tokens: ["o'neil"], skillIds: [7], lastActive: '30d' }, { now });
    expect(built.sql).not.toContain("o'neil");
    expect(built.params.slice(0, 2)).toEqual(["o'neil", [7]]);
    expect(built.params[3]).toBe('2026-10-26T12:00:00.000Z');
  });

  it('finds the radius through the geo cells of the one GIN index, then checks the exact distance in miles', () => {
    const built = buildWhere({ ...base, location: { latitude: 39.76, longitude: -84.19 }, radiusMiles: 30 });
    expect(built.sql).toMatch(/d\.keys && \$4::int\[\]/u);
    expect(built.sql).toMatch(/acos\(.*sind\(\$1::float8\) \* sind\(d\.lat\).*<= \$3::float8/u);
    expect(built.params[2]).toBe(30);
    const cells = built.params[3] as number[];
    expect(cells.length).toBeGreaterThan(4);
    expect(cells.length).toBeLessThanOrEqual(120);
  });

  it('narrows to pros active in the slice through period keys and the exact date', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const built = buildWhere({ ...base, lastActive: '365d' }, { now, sliceDays: 30 });
    const periods = built.params[0] as number[];
    expect(periods[0]).toBe(periodKey(now));
    expect(periods.length).toBe(2);
    expect(built.params[1]).toBe('2026-10-26T12:00:00.000Z');
  });

  it('applies years of experience only with a job title (spec 002 §2)', () => {
    expect(buildWhere({ ...base, yearsOfExperience: ['3-5'] }).sql).not.toContain('years_by_job_title');
    const withTitle = buildWhere({ ...base, jobTitleIds: [4], yearsOfExperience: ['3-5'] });
    expect(withTitle.sql).toContain('years_by_job_title');
    expect(withTitle.params).toEqual([[4], ['4'], ['3-5']]);
  });

  it('leaves out the counted group for disjunctive facets', () => {
    const q = { ...base, jobTitleIds: [4], skillIds: [9] };
    expect(buildWhere(q, { omit: 'jobTitleIds' }).params).toEqual([[9]]);
    const facet = buildFacetSql(q, ['jobTitleIds'], buildWhere(q, { omit: 'jobTitleIds' }));
    expect(facet.sql).toContain('unnest(m.job_title_ids)');
    expect(facet.sql).toContain(`limit ${SAMPLE}`);
  });

  it('counts at most one match past the sample and ranks text matches by relevance, then activity', () => {
    const q = { ...base, tokens: ['welder'], offset: 25, limit: 25 };
    const page = buildPageSql(q, buildWhere(q));
    expect(page.sql).toContain(`limit ${SAMPLE + 1}`);
    expect(page.sql).toContain('ts_rank(d.document');
    expect(page.sql).toMatch(/order by m\.r desc, m\.last_active_ts desc/u);
    expect(page.params.slice(-2)).toEqual([25, 25]);
  });

  it("restricts to the employer's network only when asked", () => {
    expect(buildWhere(base).sql).toBe('true');
    expect(buildWhere({ ...base, networkEmployerId: 12 }).params).toEqual([12]);
  });

  it('counts the facets with the page only when every match was read, Last Active in one pass', () => {
    const q = { ...base, tokens: ['welder'] };
    const page = buildPageSql(q, buildWhere(q), ['jobTitleIds', 'lastActive']);
    expect(page.sql).toContain(`case when (select count(*) from m) <= ${SAMPLE} then`);
    expect(page.sql).toContain('(select unnest(m.job_title_ids) x from m)');
    expect(page.sql.match(/from m\) c, lateral \(values/gu)).toHaveLength(1);
    expect(page.sql).toContain("('7d', c.n0)");
  });
});

describe('the planner', () => {
  /** A database that answers the planner's explain with `index` GIN matches and records every statement. */
  function fakeDb(index: number, total: number) {
    const statements: string[] = [];
    const plan = { 'QUERY PLAN': [{ Plan: { 'Node Type': 'Bitmap Heap Scan', 'Plan Rows': 1, Plans: [{ 'Node Type': 'Bitmap Index Scan', 'Plan Rows': index }] } }] };
    const db: Queryable = {
      query: <T>(sql: string, _params?: readonly SqlParam[]) => {
        statements.push(sql);
        return Promise.resolve({ rows: [{ total, facets: [], user_profile_id: 7, miles: 1 }] as T[], rowCount: 1 });
      },
      one: <T>(sql: string) => {
        statements.push(sql);
        return Promise.resolve((sql.startsWith('explain') ? plan : { n: 1_000_000 }) as T);
      },
      exec: () => Promise.resolve(),
    };
    return { db, pages: () => statements.filter((s) => s.includes('select t.total')) };
  }
  const located = { ...base, location: { latitude: 39.76, longitude: -84.19 }, tokens: ['operator'], facets: false };

  it('ranks exactly when the index estimate is at most BROAD_ESTIMATE and the matches fit the sample', async () => {
    const { db, pages } = fakeDb(BROAD_ESTIMATE, 40);
    const result = await new PostgresCandidateSearch(db).search(located);
    expect(result).toMatchObject({ nbHits: 40, exhaustiveNbHits: true, profileIds: [7] });
    expect(pages()).toHaveLength(1);
    expect(pages()[0]).not.toContain('last_active_ts >=');
  });

  it('goes straight to the 30-day slice above BROAD_ESTIMATE, with an approximate nbHits', async () => {
    const { db, pages } = fakeDb(BROAD_ESTIMATE + 1, 300);
    const result = await new PostgresCandidateSearch(db).search(located);
    expect(result.exhaustiveNbHits).toBe(false);
    expect(pages()).toHaveLength(1);
    expect(pages()[0]).toContain('last_active_ts >=');
  });
});
