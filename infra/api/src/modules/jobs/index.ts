import { defineModule } from '../module';
import { jobRoutes } from './jobs.routes';
import { jobTaxonomyRoutes, jobTitleSearchRoutes } from './taxonomy.routes';

// Jobs (spec 001 §2-§5, §8): posts, the wizard's lists, publishing against job slots, watchers,
// and the taxonomy reads the wizard offers.
export const apiModule = defineModule({
  name: 'jobs',
  summary: 'Job posts, the wizard, publishing against job slots, watchers and taxonomy reads',
  routes: [
    { service: 'jobs', routes: [...jobRoutes, ...jobTaxonomyRoutes] },
    { service: 'jobBoardSearch', routes: jobTitleSearchRoutes },
  ],
  tables: [
    'jobs',
    'job_status_history',
    'job_watchers',
    'screener_questions',
    'job_knowledge_discipline_maps',
    'job_machine_maps',
    'job_machine_brand_maps',
    'job_skill_maps',
    'job_material_maps',
  ],
});

export { JOB_TITLE_SQL } from './jobs.repository';
export { normalizeJobTitle } from './job-title-normalize';
