import { DeclaredRoutes, lazyPage, type Pages } from '@floorhire/remote-kit';
import remote from '../remote.json';

// The only place this remote's features meet. Each page is its own chunk, so the exposed
// lifecycle stays small; routes come from remote.json, pages by the names it gives them.
const HomePage = lazyPage(() => import('./features/home/components/taxonomy-home-page').then((m) => ({ default: m.TaxonomyHomePage })));

export const PAGES: Pages = {
  home: HomePage,
};

export function AppRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} />;
}
