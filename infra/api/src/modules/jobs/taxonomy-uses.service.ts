import { registerTaxonomyUses } from '../taxonomy';
import * as repo from './taxonomy-uses.repository';

// Jobs hold job titles, skills, knowledge disciplines, machines and brands: they follow a
// taxonomy entry to its replacement (docs/decisions/312-taxonomy-uses.md). Registered at setup.
export function registerJobTaxonomyUses(): void {
  registerTaxonomyUses('jobs', [
    { kind: 'jobTitle', holder: 'jobs', count: repo.countJobsWithTitle, move: (tx, from, to) => repo.moveJobTitle(tx, from, to?.id ?? null) },
    { kind: 'skill', holder: 'jobs', count: repo.countJobsWithSkill, move: (tx, from, to) => repo.moveJobSkill(tx, from, to?.id ?? null) },
    { kind: 'knowledgeDiscipline', holder: 'jobs', count: repo.countJobsWithDiscipline, move: (tx, from, to) => repo.moveJobDiscipline(tx, from, to?.id ?? null) },
    { kind: 'machine', holder: 'jobs', count: repo.countJobsWithMachine, move: (tx, from, to) => repo.moveJobMachine(tx, from, to?.id ?? null) },
    { kind: 'brand', holder: 'jobs', count: repo.countJobsWithBrand, move: (tx, from, to) => repo.moveJobBrand(tx, from, to?.id ?? null) },
  ]);
}
