import { defineModule } from '../module';
import { jobTaxonomyRoutes, jobTitleSearchRoutes } from './taxonomy.routes';

// The product-wide taxonomy (spec 002 §3 taxonomy entities, §7 public taxonomy calls):
// industries, categories, knowledge disciplines, machines and their brands, materials, job
// titles with their skills, qualifications and responsibilities. Reference data, not a
// tenant's: other modules read it in joins; the taxonomy editors of the staff tools build on
// this module. Its reads serve under the services the spec names for them.
export const apiModule = defineModule({
  name: 'taxonomy',
  summary: 'The product-wide taxonomy: industries, categories, disciplines, machines, brands, materials, job titles and skills; job-title normalisation',
  routes: [
    { service: 'jobs', routes: jobTaxonomyRoutes },
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
});

export { normalizeJobTitle } from './taxonomy.service';
