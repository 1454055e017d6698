import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CandidateSearchBodySchema,
  SHORTLIST_TEXTS,
  ShortlistBodySchema,
  TALENT_SEARCH_TEXTS,
  UnlockBodySchema,
  cleanSearchText,
  countSelectedFilters,
  hasSelectedFilters,
  identityKeys,
  isSavedSearchReady,
  needsTrialModal,
  radiusLabel,
  rememberSearch,
  searchTokens,
  yearsBucketOf,
  type RecentSearch,
} from './index';

const here = { latitude: 41.88, longitude: -87.63 };

describe('talent search rules (spec 002)', () => {
  it('keeps the spec sentence for the years filter word for word', () => {
    expect(TALENT_SEARCH_TEXTS.selectJobTitleFirst).toBe('Select a job title to filter by years of experience.');
    expect(TALENT_SEARCH_TEXTS.searchFailed).toBe('Something went wrong during the search, please try again.');
  });

  it('every shortlist failure reads "There was an issue … Please try again."', () => {
    const failures = Object.entries(SHORTLIST_TEXTS).filter(([key]) => key.endsWith('Failed'));
    expect(failures).toHaveLength(7);
    for (const [, text] of failures) expect(text).toMatch(/^There was an issue .+\. Please try again\.$/u);
  });

  it('removes non-printable characters from search text (§5)', () => {
    expect(cleanSearchText('cnc\u0000 machinist\u200b\t\n')).toBe('cnc machinist');
    expect(searchTokens('CNC-Machinist, Ohio!')).toEqual(['cnc', 'machinist', 'ohio']);
  });

  it('a saved search is ready only with a location and a query or a filter (§4)', () => {
    expect(isSavedSearchReady({ location: here, query: 'welder' })).toBe(true);
    expect(isSavedSearchReady({ location: here, filters: { skillIds: [3] } })).toBe(true);
    expect(isSavedSearchReady({ location: here, query: '  ' })).toBe(false);
    expect(isSavedSearchReady({ location: null, query: 'welder' })).toBe(false);
    // years alone, without a job title, is not a usable filter (§2)
    expect(isSavedSearchReady({ location: here, filters: { yearsOfExperience: ['3-5'] } })).toBe(false);
    expect(countSelectedFilters({ jobTitleIds: [1], yearsOfExperience: ['3-5'], lastActive: '30d' })).toBe(3);
  });

  it('filters count as selected with a query, location, non-default radius or filter, never with a pro preview (§4)', () => {
    expect(hasSelectedFilters({}, false)).toBe(false);
    expect(hasSelectedFilters({ aroundRadius: 30 }, false)).toBe(false);
    expect(hasSelectedFilters({ aroundRadius: 50 }, false)).toBe(true);
    expect(hasSelectedFilters({ location: here }, false)).toBe(true);
    expect(hasSelectedFilters({ query: 'x' }, true)).toBe(false);
  });

  it('shows the maximum radius as 100+ (§7)', () => {
    expect(radiusLabel(100)).toBe('100+');
    expect(radiusLabel(30)).toBe('30');
  });

  it('puts years in the spec buckets', () => {
    expect([0, 0.5, 1, 2, 3, 5, 6, 10, 11, 30].map(yearsBucketOf)).toEqual(['lt1', 'lt1', '1-2', '1-2', '3-5', '3-5', '6-10', '6-10', 'gt10', 'gt10']);
  });

  it('resolves one person across duplicate profiles by phone and e-mail', () => {
    expect(identityKeys({ phone: '+1 (312) 555-0100', email: ' Ann.Lee+jobs@Example.org ' })).toEqual(['phone:3125550100', 'email:ann.lee@example.org']);
    expect(identityKeys({ phone: '555', email: null })).toEqual([]);
  });

  it('shows the trial modal only on the free plan when used + n exceed the available credits (§5)', () => {
    expect(needsTrialModal({ isTrial: true, usedCredits: 2, availableCredits: 3 }, 2)).toBe(true);
    expect(needsTrialModal({ isTrial: true, usedCredits: 2, availableCredits: 3 }, 1)).toBe(false);
    expect(needsTrialModal({ isTrial: false, usedCredits: 3, availableCredits: 3 }, 1)).toBe(false);
  });

  it('remembers the last 5 searches, newest first, ignoring empty ones (§2)', () => {
    let list: RecentSearch[] = [];
    list = rememberSearch(list, { query: '  ', location: null, aroundRadius: 30 });
    expect(list).toEqual([]);
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f', 'b']) list = rememberSearch(list, { query: q, location: null, aroundRadius: 30 });
    expect(list.map((s) => s.query)).toEqual(['b', 'f', 'e', 'd', 'c']);
  });

  it('validates a search body with the defaults of §7 and §9', () => {
    const body = v.parse(CandidateSearchBodySchema, {});
    expect(body).toMatchObject({ aroundRadius: 30, page: 0, hitsPerPage: 25, query: '' });
    expect(v.safeParse(CandidateSearchBodySchema, { aroundRadius: 101 }).issues?.[0]?.message).toBe(TALENT_SEARCH_TEXTS.radiusRange(100));
    expect(v.safeParse(CandidateSearchBodySchema, { hitsPerPage: 20 }).issues?.[0]?.message).toBe(TALENT_SEARCH_TEXTS.hitsPerPage);
  });

  it('unlock proceeds only with at least one profile id (§5)', () => {
    expect(v.safeParse(UnlockBodySchema, { proUserProfileIdsToUnlock: [], source: 'ppp' }).issues?.[0]?.message).toBe(TALENT_SEARCH_TEXTS.unlockNeedsProfile);
    expect(v.safeParse(UnlockBodySchema, { proUserProfileIdsToUnlock: [4], source: 'ppc' }).success).toBe(false);
  });

  it('refuses an empty shortlist title', () => {
    expect(v.safeParse(ShortlistBodySchema, { title: '   ' }).issues?.[0]?.message).toBe(SHORTLIST_TEXTS.titleRequired);
  });
});
