import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { UiProvider } from '@floorhire/ui';
import { bootPlatform } from './platform';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Render after the platform has read its configuration and the registry: routes depend on it.
// As a transition, so React renders the first screen in slices that yield to the browser
// instead of one long task (total blocking time on a phone, ADR 144).
void bootPlatform().finally(() => {
  const root = createRoot(container);
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
