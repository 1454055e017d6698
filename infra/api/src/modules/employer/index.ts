import { defineModule } from '../module';
import { employerRoutes } from './employer.routes';
import { registerEmployerTaxonomyUses } from './taxonomy-uses.service';

// Employers and their members (spec 000 §5, 002 §3 and §7).
export const apiModule = defineModule({
  name: 'employer',
  summary: 'Employers, their members and the staff employer list',
  routes: [{ service: 'employer', routes: employerRoutes }],
  tables: ['employers', 'employer_users', 'employer_industries', 'employer_watcher_maps', 'employer_photos', 'employer_job_skills', 'employer_job_titles'],
  setup: () => registerEmployerTaxonomyUses(),
});

export { setUserEmployers } from './employer.service';
export { addMember, employerExists, employerNameOf, insertEmployer, isMember, lockEmployer } from './members.service';
