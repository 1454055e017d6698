import { describe, expect, it } from 'vitest';
import { buildFacetSql, buildWhere, tsqueryOf } from './search.repository';
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
    const built = buildWhere({ ...base, tokens: ["o'neil"], skillIds: [7], lastActive: '30d' });
    expect(built.sql).not.toContain("o'neil");
    expect(built.params).toEqual(["o'neil", [7], 30]);
  });

  it('prefilters the radius with the indexable bounding box, then checks the exact distance in meters', () => {
    const built = buildWhere({ ...base, location: { latitude: 39.76, longitude: -84.19 }, radiusMiles: 30 });
    expect(built.sql).toMatch(/earth_box\(ll_to_earth\(\$1::float8, \$2::float8\), \$3::float8\) @> ll_to_earth\(p\.lat, p\.lng\)/u);
    expect(built.sql).toContain('earth_distance(ll_to_earth($1::float8, $2::float8), ll_to_earth(p.lat, p.lng)) <= $3::float8');
    expect(built.params[2]).toBeCloseTo(48_280.32, 1);
  });

  it('applies years of experience only with a job title (spec 002 §2)', () => {
    expect(buildWhere({ ...base, yearsOfExperience: ['3-5'] }).sql).not.toContain('years_by_job_title');
    const withTitle = buildWhere({ ...base, jobTitleIds: [4], yearsOfExperience: ['3-5'] });
    expect(withTitle.sql).toContain('years_by_job_title');
    expect(withTitle.params).toEqual([[4], ['4'], ['3-5']]);
  });

  it('leaves out the counted group for disjunctive facets', () => {
    const q = { ...base, jobTitleIds: [4], skillIds: [9] };
    expect(buildWhere(q, 'jobTitleIds').params).toEqual([[9]]);
    const facet = buildFacetSql(q, ['jobTitleIds'], buildWhere(q, 'jobTitleIds'));
    expect(facet.sql).toContain('unnest(m.job_title_ids)');
    expect(facet.sql).toContain('limit 2000');
  });

  it("restricts to the employer's network only when asked", () => {
    expect(buildWhere(base).sql).not.toContain('job_applicants');
    expect(buildWhere({ ...base, networkEmployerId: 12 }).params).toEqual([12]);
  });
});
