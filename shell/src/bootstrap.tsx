import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { UiProvider } from '@floorhire/ui';
import { bootPlatform } from './platform';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Render after the platform has read its configuration and the registry: routes depend on it.
void bootPlatform().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <UiProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </UiProvider>
    </StrictMode>,
  );
});
