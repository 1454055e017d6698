import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@floorhire/router';
import { getSystem, UiProvider } from '@floorhire/ui';
import { bootPlatform } from './platform';
import { App } from './app/app';
import { shellServices } from './app/services';
import { handOverFirstPaint } from './first-paint/hand-over';

/** How long the prerendered first paint may stand in for a page that has not drawn itself. */
const FIRST_PAINT_LIMIT_MS = 10_000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The design system is built in a task of its own, while the platform's reads are in flight:
// built with the modules' evaluation or the first render, it made one of them a long task on a
// phone (ADR 284).
const systemBuilt = new Promise<void>((resolve) =>
  setTimeout(() => {
    getSystem();
    resolve();
  }, 0),
);

// Render after the platform has read its configuration and the registry: routes depend on it.
// As a transition, so React renders the first screen in slices that yield to the browser
// instead of one long task (total blocking time on a phone, ADR 144).
void Promise.allSettled([bootPlatform(), systemBuilt]).then(() => {
  // The session restores (refresh, profile, subscription) while React draws the first screen,
  // not after its first commit: App's own call joins this one (ADR 281).
  void shellServices().controller.restoreOnLoad();
  const root = createRoot(container);
  // A screen hands the prerendered first paint over when it is drawn (ADR 280); should none do
  // (a screen that never settles), the page is shown anyway rather than a paint that does nothing.
  setTimeout(() => handOverFirstPaint(), FIRST_PAINT_LIMIT_MS);
  startTransition(() => root.render(
    <StrictMode>
      <UiProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </UiProvider>
    </StrictMode>,
  ));
});
