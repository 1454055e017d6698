import { registerTaxonomyUses } from '../taxonomy';
import * as repo from './taxonomy-uses.repository';

// Employers hold job titles (frequent positions), skills and industries: they follow a taxonomy
// entry to its replacement (docs/decisions/312-taxonomy-uses.md). Registered at setup.
export function registerEmployerTaxonomyUses(): void {
  registerTaxonomyUses('employer', [
    { kind: 'jobTitle', holder: 'employers', count: repo.countEmployersWithTitle, move: (tx, from, to) => repo.moveEmployerTitle(tx, from, to?.id ?? null) },
    { kind: 'skill', holder: 'employers', count: repo.countEmployersWithSkill, move: (tx, from, to) => repo.moveEmployerSkill(tx, from, to?.id ?? null) },
    { kind: 'industry', holder: 'employers', count: repo.countEmployersWithIndustry, move: (tx, from, to) => repo.moveEmployerIndustry(tx, from, to?.id ?? null) },
  ]);
}
