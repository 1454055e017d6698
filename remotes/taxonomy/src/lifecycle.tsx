import { createLifecycles } from '@floorhire/contract';
import { preloadPage, preloadPageData } from '@floorhire/remote-kit';
import { AppRoutes, PAGES } from './routes';
import remote from '../remote.json';

// The only module this remote exposes (style guide: lifecycles from the shared helper).
export const { bootstrap, mount, unmount, contractVersion } = createLifecycles(AppRoutes, {
  name: remote.name,
  // The reads of the page at this address leave with its code, before React renders (ADR 284).
  beforeMount: (props) => preloadPageData(remote, PAGES, window.location, props),
});

// The page this address shows starts downloading as soon as the shell loads this module (ADR 281).
preloadPage(remote, PAGES, window.location.pathname);
