import { registerTaxonomyUses } from '../taxonomy';
import * as repo from './taxonomy-uses.repository';

// A company profile's frequent positions (job titles) and skills follow a taxonomy entry to its
// replacement (docs/decisions/312-taxonomy-uses.md). Registered at setup.
export function registerEmployerAccountTaxonomyUses(): void {
  registerTaxonomyUses('employer-account', [
    { kind: 'jobTitle', holder: 'employers', count: repo.countEmployersWithTitle, move: (tx, from, to) => repo.moveEmployerTitle(tx, from, to?.id ?? null) },
    { kind: 'skill', holder: 'employers', count: repo.countEmployersWithSkill, move: (tx, from, to) => repo.moveEmployerSkill(tx, from, to?.id ?? null) },
  ]);
}
