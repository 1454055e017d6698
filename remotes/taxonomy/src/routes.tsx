import { DeclaredRoutes, lazyPage, withDataPreload, type Pages } from '@floorhire/remote-kit';
import { preloadSummary } from './features/hub/api/preload-summary';
import remote from '../remote.json';

// The only place this remote's features meet. Each page is its own chunk, so the exposed
// lifecycle stays small; routes come from remote.json, pages by the names it gives them. One
// editor page serves the seven lists: it reads which one from the address.
const HubPage = lazyPage(() => import('./features/hub/components/taxonomy-hub-page').then((m) => ({ default: m.TaxonomyHubPage })));
const EditorListPage = lazyPage(() => import('./features/editors/components/list-page').then((m) => ({ default: m.EditorListPage })));
const EditorEntryPage = lazyPage(() => import('./features/editors/components/entry-page').then((m) => ({ default: m.EditorEntryPage })));
const TitlesAndSkillsPage = lazyPage(() => import('./features/titles-and-skills/components/titles-and-skills-page').then((m) => ({ default: m.TitlesAndSkillsPage })));
const JobTitleSkillsPage = lazyPage(() => import('./features/titles-and-skills/components/job-title-skills-page').then((m) => ({ default: m.JobTitleSkillsPage })));
const SkillJobTitlesPage = lazyPage(() => import('./features/titles-and-skills/components/skill-job-titles-page').then((m) => ({ default: m.SkillJobTitlesPage })));

export const PAGES: Pages = {
  hub: withDataPreload(HubPage, preloadSummary),
  'titles-and-skills': TitlesAndSkillsPage,
  'job-title-skills': JobTitleSkillsPage,
  'skill-job-titles': SkillJobTitlesPage,
  'editor-list': EditorListPage,
  'editor-entry': EditorEntryPage,
};

export function AppRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} />;
}
