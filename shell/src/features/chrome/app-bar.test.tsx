import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHROME_TEXTS } from '@floorhire/rules';
import { renderUi } from '../testing/render';
import { AppBar, type AppBarProps } from './app-bar';

// happy-dom evaluates media queries against its own viewport.
const viewport = (width: number) => (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });
afterEach(() => viewport(1024));

const props: AppBarProps = {
  user: { name: 'Rachel Kowalski', email: 'owner@acme-machining.test', profilePath: '/all/profile' },
  isEmployer: true,
  employers: [
    { id: 1, name: 'Acme Machining' },
    { id: 2, name: 'Acme Fabrication' },
  ],
  activeEmployerId: 1,
  onSwitchEmployer: vi.fn(),
  credits: 126,
  onLogout: vi.fn(),
};

describe('AppBar (§2.3)', () => {
  it('on desktop shows the switcher, credits, help and the name', () => {
    viewport(1280);
    renderUi(<AppBar {...props} />);
    const bar = screen.getByTestId('app-bar');
    expect(within(bar).getByTestId('credits-counter').textContent).toBe('126 credits');
    expect(within(bar).getByRole('link', { name: CHROME_TEXTS.help })).toBeTruthy();
    expect(within(bar).getByTestId('user-menu').textContent).toMatch(/^Rachel Kowalski/);
    expect(within(bar).getByRole('combobox', { name: CHROME_TEXTS.employerSelector })).toBeTruthy();
  });

  it('on a phone keeps the logo, the switcher and an initials menu holding credits and help', async () => {
    viewport(375);
    renderUi(<AppBar {...props} />);
    const bar = screen.getByTestId('app-bar');
    expect(within(bar).queryByTestId('credits-counter')).toBeNull();
    expect(within(bar).queryByRole('link', { name: CHROME_TEXTS.help })).toBeNull();
    expect(within(bar).getByRole('combobox', { name: CHROME_TEXTS.employerSelector })).toBeTruthy();
    const trigger = within(bar).getByTestId('user-menu');
    expect(trigger.textContent).toMatch(/^RK /);
    await userEvent.setup().click(trigger);
    expect((await screen.findByTestId('credits-counter')).textContent).toBe('126 credits');
    expect(screen.getByRole('menuitem', { name: CHROME_TEXTS.help })).toBeTruthy();
  });
});
