import { registerTaxonomyUses } from '../taxonomy';
import * as repo from './taxonomy-uses.repository';

// Employers hold industries: they follow a taxonomy entry to its replacement
// (docs/decisions/312-taxonomy-uses.md). Registered at setup. Frequent positions and skills are
// the employer account's tables and registered by that module.
export function registerEmployerTaxonomyUses(): void {
  registerTaxonomyUses('employer', [
    { kind: 'industry', holder: 'employers', count: repo.countEmployersWithIndustry, move: (tx, from, to) => repo.moveEmployerIndustry(tx, from, to?.id ?? null) },
  ]);
}
