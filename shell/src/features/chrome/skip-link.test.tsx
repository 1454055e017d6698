import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHROME_TEXTS } from '@floorhire/rules';
import { renderUi } from '../testing/render';
import { LoginLayout } from './layouts';
import { MainLayout } from './main-layout';

describe('SkipLink', () => {
  it('is the first Tab stop and moves focus to the main landmark', async () => {
    const kb = userEvent.setup();
    renderUi(
      <MainLayout appBar={null} nav={{ items: [{ label: 'Jobs', path: '/jobs', icon: 'jobs' }], kind: 'wide', expanded: true, onToggle: () => {}, onLogout: () => {} }} banner={null}>
        <button type="button">Inside</button>
      </MainLayout>,
    );
    await kb.tab();
    const skip = screen.getByRole('link', { name: CHROME_TEXTS.skipToContent });
    expect(document.activeElement).toBe(skip);
    await kb.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    // The next Tab lands inside the page, past the drawer.
    await kb.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside' }));
  });

  it('every layout has one', () => {
    renderUi(<LoginLayout>form</LoginLayout>);
    expect(screen.getByRole('link', { name: CHROME_TEXTS.skipToContent }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });
});
