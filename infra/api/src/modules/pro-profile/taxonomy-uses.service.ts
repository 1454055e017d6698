import type { TaxonomyKind } from '@floorhire/domain-taxonomy';
import type { Queryable, Tx } from '../../db';
import { registerTaxonomyUses, type TaxonomyUseHolder } from '../taxonomy';
import { refreshSearchFields } from './pro-profile.repository';
import * as repo from './taxonomy-uses.repository';

// Pros hold every kind of taxonomy entry: they follow one to its replacement, and their search
// fields (the id arrays and text talent search reads) are rebuilt in the same transaction, so
// the facets show the change at once (docs/decisions/312-taxonomy-uses.md). Registered at setup.

type Finder = (q: Queryable, id: number) => Promise<number[]>;
type Mover = (tx: Tx, fromId: number, toId: number | null) => Promise<void>;

function holder(kind: TaxonomyKind, find: Finder, move: Mover, rebuildsSearchText: boolean): TaxonomyUseHolder {
  return {
    kind,
    holder: 'pros',
    count: async (q, id) => (await find(q, id)).length,
    async move(tx, fromId, to) {
      const pros = await find(tx, fromId);
      await move(tx, fromId, to?.id ?? null);
      await refreshSearchFields(tx, pros);
      return pros.length;
    },
    // Titles, skills and machines are words of a pro's search text: a new name is searchable at once.
    ...(rebuildsSearchText ? { renamed: async (tx: Tx, id: number) => refreshSearchFields(tx, await find(tx, id)) } : {}),
  };
}

export function registerProTaxonomyUses(): void {
  registerTaxonomyUses('pro-profile', [
    holder('jobTitle', repo.prosWithTitle, repo.moveProTitle, true),
    holder('skill', repo.prosWithSkill, repo.moveProSkill, true),
    holder('industry', repo.prosWithIndustry, repo.moveProIndustry, false),
    holder('knowledgeDiscipline', repo.prosWithDiscipline, repo.moveProDiscipline, false),
    holder('machine', repo.prosWithMachine, repo.moveProMachine, true),
    holder('brand', repo.prosWithBrand, repo.moveProBrand, false),
  ]);
}
