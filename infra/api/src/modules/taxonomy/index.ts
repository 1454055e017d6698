import { defineModule } from '../module';
import { taxonomyEditorRoutes } from './taxonomy-editor.routes';
import { registerOwnTaxonomyUses } from './taxonomy-editor.service';
import { jobTaxonomyRoutes, jobTitleSearchRoutes } from './taxonomy.routes';

// The product-wide taxonomy (spec 002 §3 taxonomy entities, §7 public taxonomy calls):
// industries, categories, knowledge disciplines, machines and their brands, materials, job
// titles with their skills, qualifications and responsibilities. Reference data, not a
// tenant's: other modules read it in joins. Staff with the taxonomy role edit it (spec 002 §2
// taxonomy editors; ADR 311); modules whose rows hold entries register how to move them
// (registerTaxonomyUses, ADR 312). Its reads serve under the services the spec names for them.
export const apiModule = defineModule({
  name: 'taxonomy',
  summary: 'The product-wide taxonomy: industries, categories, disciplines, machines, brands, materials, job titles and skills; job-title normalisation',
  routes: [
    { service: 'jobs', routes: [...jobTaxonomyRoutes, ...taxonomyEditorRoutes] },
    { service: 'jobBoardSearch', routes: jobTitleSearchRoutes },
  ],
  tables: [
    'industries',
    'taxonomy_categories',
    'knowledge_disciplines',
    'machines',
    'brands',
    'machine_brand_maps',
    'materials',
    'job_titles',
    'job_skills',
    'job_title_skill_maps',
    'qualifications',
    'responsibilities',
  ],
  setup: () => registerOwnTaxonomyUses(),
});

export { normalizeJobTitle } from './taxonomy.service';
export { registerTaxonomyUses, type TaxonomyTarget, type TaxonomyUseHolder } from './taxonomy-uses';
