import { MAIN_CHROME_CHUNK, preloadScreen } from './app/screen-chunks';
import { hasSessionHint, startEarlyReads } from './platform/early-reads';

// Configuration, registry and session reads start now, while the shared modules and the
// bootstrap chunk download and evaluate (ADR 143); so does the chunk of a screen the shell
// draws itself (/login, sign-up, links: ADR 144).
startEarlyReads();
preloadScreen(location.pathname);
if (hasSessionHint(document.cookie)) void MAIN_CHROME_CHUNK().catch(() => undefined);
// The rest of the shell (React, the design system, the router) is one import away: this entry
// stays a few KB, so the reads above leave as soon as it has run (ADR 282).
void import('./bootstrap');
