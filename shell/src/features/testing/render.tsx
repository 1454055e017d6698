// Component tests render inside the real design system and a memory router, like the app does.
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '@floorhire/ui';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export function renderUi(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </UiProvider>,
  );
}
