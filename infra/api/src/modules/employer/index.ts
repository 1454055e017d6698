import { defineModule } from '../module';
import { employerRoutes } from './employer.routes';
import { staffEmployerRoutes } from './staff-employers.routes';
import { registerEmployerTaxonomyUses } from './taxonomy-uses.service';

// Employers and their members (spec 000 §5, 002 §3 and §7). The company profile's photos,
// skills and frequent positions are the employer account's (ADR 290).
export const apiModule = defineModule({
  name: 'employer',
  summary: 'Employers, their members and the staff employer list',
  routes: [{ service: 'employer', routes: [...employerRoutes, ...staffEmployerRoutes] }],
  tables: ['employers', 'employer_users', 'employer_industries', 'employer_watcher_maps'],
  setup: () => registerEmployerTaxonomyUses(),
});

export { employerWithIncludes, setUserEmployers } from './employer.service';
export { addMember, employerExists, employerNameOf, insertEmployer, isMember, lockEmployer } from './members.service';
export { employersOfUser, lockCompanyAdmins, removeMember, setEmployerIndustries, setEmployerPhotoUrl, updateEmployerProfile, type ProfileFields } from './profile.service';
