import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { TALENT_SEARCH_TEXTS, type CandidateHit, type CandidateSearchResult } from '@floorhire/domain-talent-search';
import { TalentSearchPage } from './talent-search-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const hit = (n: number): CandidateHit => ({
  id: n,
  profileId: 100 + n,
  objectID: String(100 + n),
  nameFirst: `Pro${n}`,
  nameLast: 'S.',
  email: null,
  phone: null,
  resumeUrl: null,
  historyEmployerName: 'Acme',
  historyJobTitle: 'CNC Machinist',
  skills: [],
  jobTitles: [{ id: 7, name: 'CNC Machinist' }],
  brands: [],
  technologies: [],
  address: { postalCode: '45402', city: 'Dayton', state: 'OH' },
  distanceMiles: 2,
  createTs: '2026-11-01T00:00:00.000Z',
  updateTs: '2026-11-01T00:00:00.000Z',
  lastActiveTs: null,
  status: 'active',
  source: 'organic',
  unlocked: false,
  viewed: n === 1,
});

const result: CandidateSearchResult = {
  hits: [hit(1), hit(2)],
  nbHits: 2,
  exhaustiveNbHits: true,
  page: 0,
  nbPages: 1,
  hitsPerPage: 25,
  facets: { jobTitleIds: [{ value: '7', label: 'CNC Machinist', count: 2 }], skillIds: [], machineIds: [], brandIds: [], lastActive: [], yearsOfExperience: [] },
  exhaustiveFacetsCount: true,
  processingTimeMS: 3,
};

const api = (subscribed: boolean) => ({
  'GET /talent-search/employer/1/access': () => ({ employerId: 1, featureStatus: 'Enabled', subscribed }),
  'POST /search/employer/1/candidates': () => result,
  'GET /pro-unlock/employer/1': () => ({ isGated: true, isTrial: true, usedCredits: 4, availableCredits: 5, unlocked: [] }),
  'GET /shortlist': () => [],
});

describe('talent search page', () => {
  it('shows placeholder samples, not real pros, to an employer without a plan', async () => {
    mounted = await mountPage(() => <TalentSearchPage renderTags={() => null} />, { api: api(false) });
    expect(await screen.findByText(TALENT_SEARCH_TEXTS.sampleNotice)).toBeTruthy();
    expect(screen.getAllByTestId('sample-card')).toHaveLength(5);
    expect(mounted.server.calls.some((c) => c.path.includes('/candidates'))).toBe(false);
  });
});
