import { lazy, Suspense } from 'react';
import { DeclaredRoutes, lazyPage, LoadingState, withPreloadOf, type Pages } from '@floorhire/remote-kit';
import type { Scope } from '#app/api/talent-search-api';
import remote from '../remote.json';

// The only place this remote's features meet: the search page gets the shortlists tab from here.
const TalentSearchPage = lazyPage(() => import('./features/search/components/talent-search-page').then((m) => ({ default: m.TalentSearchPage })));
const ShortlistsTab = lazy(() => import('./features/shortlists/components/shortlists-tab').then((m) => ({ default: m.ShortlistsTab })));
const CandidatePage = lazyPage(() => import('./features/candidate/components/candidate-page').then((m) => ({ default: m.CandidatePage })));

function Search() {
  return (
    <TalentSearchPage
      renderTags={(scope: Scope) => (
        <Suspense fallback={<LoadingState />}>
          <ShortlistsTab scope={scope} />
        </Suspense>
      )}
    />
  );
}

export const PAGES: Pages = {
  'talent-search': withPreloadOf(Search, TalentSearchPage),
  candidate: CandidatePage,
};

export function AppRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} />;
}
