import { MAIN_CHROME_CHUNK, preloadScreen } from './app/screen-chunks';
import { hasSessionHint, startEarlyReads } from './platform/early-reads';

// Configuration, registry and session reads start now, while the shared modules and the
// bootstrap chunk download and evaluate (ADR 143); so does the chunk of a screen the shell
// draws itself (/login, sign-up, links: ADR 144).
startEarlyReads();
preloadScreen(location.pathname);
if (hasSessionHint(document.cookie)) void MAIN_CHROME_CHUNK().catch(() => undefined);
// Async boundary: the federation runtime must negotiate shared singletons before React loads.
void import('./bootstrap');
