import { defineModule } from '../module';
import { profileRoutes } from './employer-account.routes';
import { employerAccountSeed } from './employer-account.seed';
import { onboardingRoutes, preferenceRoutes } from './preferences.routes';
import { registerEmployerAccountTaxonomyUses } from './taxonomy-uses.service';
import { teamRoutes } from './team.routes';

// The employer's account (spec 000 §5, §6; spec 002 §3, §5, §7 "Employer and pro profile",
// "Preferences"): the company profile and its photos, skills and frequent positions; team and
// roles; notification preferences and the rule every notice to an employer user follows;
// onboarding. It owns the profile's own tables and the preferences, and changes employers,
// memberships and users through their owners' indexes (docs/decisions/290-employer-account-module.md).
export const apiModule = defineModule({
  name: 'employer-account',
  summary: 'Employer account: company profile and photos, team and roles, notification preferences, onboarding',
  routes: [
    { service: 'employer', routes: [...profileRoutes, ...teamRoutes, ...onboardingRoutes] },
    { service: 'userPreferences', routes: preferenceRoutes },
  ],
  tables: ['employer_photos', 'employer_photo_files', 'employer_job_skills', 'employer_job_titles', 'notification_preferences', 'employer_onboarding_steps'],
  seed: employerAccountSeed,
  setup: () => registerEmployerAccountTaxonomyUses(),
});

export { notifyNewCandidate, takesEmail } from './notifications.service';
