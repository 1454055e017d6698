import { defineModule } from '../module';
import { jobRoutes } from './jobs.routes';
import { jobsSeed } from './jobs.seed';
import { registerJobTaxonomyUses } from './taxonomy-uses.service';

// Jobs (spec 001 §2-§5, §8): posts, the wizard's lists, publishing against job slots and
// watchers. The taxonomy the wizard offers is the taxonomy module's.
export const apiModule = defineModule({
  name: 'jobs',
  summary: 'Job posts, the wizard, publishing against job slots and watchers',
  routes: [{ service: 'jobs', routes: jobRoutes }],
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
  seed: jobsSeed,
  setup: () => registerJobTaxonomyUses(),
});

export { JOB_TITLE_SQL } from './jobs.repository';
export { employerOfJob } from './jobs.service';
