import { describe, expect, it } from 'vitest';
import { buildFacetSql, buildPageSql, buildWhere, SAMPLE, tsqueryOf } from './search.repository';
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
