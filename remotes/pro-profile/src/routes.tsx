import { type ComponentType } from 'react';
import { DeclaredRoutes, lazyPage, withDataPreload, type Pages } from '@floorhire/remote-kit';
import { preloadSettings } from './features/settings/api/preload-settings';
import remote from '../remote.json';

// The only place this remote's features meet. Each page is its own chunk, so the exposed
// lifecycle stays small; routes come from remote.json, pages by the names it gives them.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazyPage(() => load().then((m) => ({ default: m[name] })));

export const PAGES: Pages = {
  signup: page(() => import('./features/signup/components/pro-signup-page'), 'ProSignupPage'),
  overview: page(() => import('./features/overview/components/profile-overview-page'), 'ProfileOverviewPage'),
  'personal-info': page(() => import('./features/personal-info/components/personal-info-page'), 'PersonalInfoPage'),
  experience: page(() => import('./features/experience/components/experience-page'), 'ExperiencePage'),
  education: page(() => import('./features/education/components/education-page'), 'EducationPage'),
  references: page(() => import('./features/references/components/references-page'), 'ReferencesPage'),
  resume: page(() => import('./features/resume/components/resume-page'), 'ResumePage'),
  'job-preferences': page(() => import('./features/job-preferences/components/job-preferences-page'), 'JobPreferencesPage'),
  taxonomy: page(() => import('./features/taxonomy/components/taxonomy-page'), 'TaxonomyPage'),
  // Staff: the pros list and the record's own parts; the other record pages are the pro's (ADR 206).
  'pro-list': page(() => import('./features/pro-list/components/pro-list-page'), 'ProListPage'),
  achievements: page(() => import('./features/achievements/components/achievements-page'), 'AchievementsPage'),
  skills: page(() => import('./features/taxonomy/components/taxonomy-page'), 'SkillsPage'),
  settings: withDataPreload(page(() => import('./features/settings/components/settings-page'), 'SettingsPage'), preloadSettings),
  'user-profile': page(() => import('./features/user-profile/components/user-profile-page'), 'UserProfilePage'),
  reference: page(() => import('./features/public-reference/components/reference-page'), 'ReferencePage'),
  'reference-success': page(() => import('./features/public-reference/components/reference-page'), 'ReferenceSuccessPage'),
  'batch-upload': page(() => import('./features/batch-resume/components/batch-upload-page'), 'BatchUploadPage'),
  'batch-csv-upload': page(() => import('./features/batch-resume/components/csv-upload-page'), 'CsvUploadPage'),
};

export function AppRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} />;
}
