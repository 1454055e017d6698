import { MAIN_CHROME_CHUNK, preloadScreen } from './app/screen-chunks';
import { hasSessionHint, startEarlyReads } from './platform/early-reads';
import { afterFirstFrame } from './platform/first-frame';

// Configuration, registry and session reads start now, while the shared modules and the
// bootstrap chunk download (ADR 143).
startEarlyReads();
// Everything else waits for the browser to draw the prerendered first paint (ADR 280): this
// script is small and arrives early, and evaluating the app before that frame kept the page
// blank for as long (ADR 282). The bootstrap's chunks are preloaded by the document meanwhile;
// the chunk of a screen the shell draws itself, and the signed-in frame, start here.
afterFirstFrame(() => {
  preloadScreen(location.pathname);
  if (hasSessionHint(document.cookie)) void MAIN_CHROME_CHUNK().catch(() => undefined);
  // The rest of the shell (React, the design system, the router) is one import away (ADR 282).
  void import('./bootstrap');
});
