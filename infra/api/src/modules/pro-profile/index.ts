import { defineModule } from '../module';
import { avatarRoutes, proProfileRoutes, publicReferenceRoutes } from './pro-profile.routes';
import { proRecordRoutes } from './pro-records.routes';
import { registerProTaxonomyUses } from './taxonomy-uses.service';

// Pro profile (spec 002 §3 pro entities, §5 field rules, §7 "Employer and pro profile"; spec
// 000 §5): the pro record and everything a pro keeps on it. docs/decisions/200-pro-profile-domain.md.
export const apiModule = defineModule({
  name: 'pro-profile',
  summary: 'Pro profile: personal info, experience, education, references, preferences, taxonomy, resume; every user\'s profile photo',
  routes: [
    { service: 'employer', routes: [...proProfileRoutes, ...publicReferenceRoutes, ...proRecordRoutes] },
    { service: 'auth', routes: avatarRoutes },
  ],
  tables: [
    'pros',
    'pro_job_titles',
    'pro_skills',
    'pro_knowledge_discipline_maps',
    'pro_industry_maps',
    'pro_machine_maps',
    'pro_machine_brand_maps',
    'pro_work_history',
    'pro_education',
    'pro_preferences',
    'pro_references',
    'achievements',
    'pro_achievement_maps',
    'user_avatars',
  ],
  setup: () => registerProTaxonomyUses(),
});

export { applyBulkResume, assertOwnPro, createProRecord } from './pro-profile.service';
