import { defineModule } from '../module';
import { shortlistRoutes } from './shortlists.routes';
import { talentSearchRoutes } from './talent-search.routes';
import { unlockRoutes } from './unlocks.routes';
import { REFRESH_EVERY_MS, REFRESH_JOB, refreshStaleDocuments } from './search-documents.service';
import { talentSearchSeed } from './talent-search.seed';
import { registerTalentSearchTaxonomyUses } from './taxonomy-uses.service';

// Talent search (spec 002 §2-§9: talent search, saved searches, viewed candidates, shortlists,
// unlocks). This file is the module's only public surface.
export const apiModule = defineModule({
  name: 'talent-search',
  summary: 'Candidate discovery: search over the pros, saved searches, viewed candidates, shortlists and unlocks',
  routes: [{ service: 'candidateDiscovery', routes: [...talentSearchRoutes, ...shortlistRoutes, ...unlockRoutes] }],
  tables: ['shortlists', 'shortlist_pros', 'saved_searches', 'viewed_candidates', 'pro_unlocks', 'pro_search_documents'],
  setup({ db, worker }) {
    registerTalentSearchTaxonomyUses();
    // Durable and leased: one process runs each slot; a slot run twice rebuilds nothing twice.
    worker.every(REFRESH_JOB, REFRESH_EVERY_MS, async () => {
      await refreshStaleDocuments(db);
    });
  },
  seed: talentSearchSeed,
});

export { searchCandidates, type Searcher } from './talent-search.service';
export type { CandidateSearchEngine } from './search-engine';
export { refreshStaleDocuments } from './search-documents.service';
