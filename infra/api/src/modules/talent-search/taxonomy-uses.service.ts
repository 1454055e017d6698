import type { TaxonomyKind } from '@floorhire/domain-taxonomy';
import { registerTaxonomyUses, type TaxonomyUseHolder } from '../taxonomy';
import { countSavedSearchesWith, moveSavedSearchFilter, type SavedFilterKey } from './taxonomy-uses.repository';

// A saved search filters by job titles, skills, machines and brands: it follows an entry to
// its replacement, so running it later finds the same pros (docs/decisions/312-taxonomy-uses.md).
// The search documents follow the pros (pro-profile rebuilds them). Registered at setup.

const savedFilter = (kind: TaxonomyKind, filter: SavedFilterKey): TaxonomyUseHolder => ({
  kind,
  holder: 'savedSearches',
  count: (q, id) => countSavedSearchesWith(q, filter, id),
  move: (tx, fromId, to) => moveSavedSearchFilter(tx, filter, fromId, to?.id ?? null),
});

export function registerTalentSearchTaxonomyUses(): void {
  registerTaxonomyUses('talent-search', [savedFilter('jobTitle', 'jobTitleIds'), savedFilter('skill', 'skillIds'), savedFilter('machine', 'machineIds'), savedFilter('brand', 'brandIds')]);
}
