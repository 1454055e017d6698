import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHROME_TEXTS, NAV_LABELS } from '@floorhire/rules';
import { renderUi } from '../testing/render';
import { UserMenu, initials } from './user-menu';

const user = { name: 'Rachel Kowalski', email: 'owner@acme-machining.test' };

describe('initials', () => {
  it.each([
    ['Rachel Kowalski', 'r@x.test', 'RK'],
    ['Cher', 'c@x.test', 'C'],
    ['Mary Ann  de Vries', 'm@x.test', 'MV'],
    ['', 'owner@x.test', 'O'],
  ])('%s → %s', (name, email, expected) => {
    expect(initials(name, email)).toBe(expected);
  });
});

describe('UserMenu (§2.3)', () => {
  it('on desktop shows the name and offers the profile and logout, not help or credits', async () => {
    renderUi(<UserMenu user={user} compact={false} credits={126} showHelp profilePath="/all/profile" onLogout={vi.fn()} />);
    // WCAG 2.5.3: the accessible name starts with the text the button shows.
    const trigger = screen.getByRole('button', { name: `Rachel Kowalski (${CHROME_TEXTS.userMenu})` });
    expect(trigger.textContent).toBe(`Rachel Kowalski (${CHROME_TEXTS.userMenu})`);
    expect(trigger.getAttribute('aria-label')).toBeNull();
    await userEvent.setup().click(trigger);
    expect((await screen.findByRole('menuitem', { name: NAV_LABELS.userProfile })).getAttribute('href')).toBe('/all/profile');
    expect(screen.getByRole('menuitem', { name: CHROME_TEXTS.logout })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: CHROME_TEXTS.help })).toBeNull();
    expect(screen.queryByTestId('credits-counter')).toBeNull();
  });

  it('shows the profile photo in the trigger when the user has one, keeping the name for screen readers', () => {
    renderUi(<UserMenu user={{ ...user, photoSrc: 'https://api.test/v4/public/avatar/1' }} compact credits={1} showHelp profilePath="/all/profile" onLogout={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: new RegExp(`Rachel Kowalski \\(${CHROME_TEXTS.userMenu}\\)`, 'u') });
    expect(screen.getByTestId('user-menu-photo').getAttribute('src')).toBe('https://api.test/v4/public/avatar/1');
    expect(trigger.textContent).not.toContain('RK');
  });

  it('on a phone is an initials button whose menu holds the name, credits and help', async () => {
    renderUi(<UserMenu user={user} compact credits={126} showHelp profilePath="/all/profile" onLogout={vi.fn()} />);
    // The initials it shows come first in its name, then the full name (WCAG 2.5.3).
    const trigger = screen.getByRole('button', { name: `RK Rachel Kowalski (${CHROME_TEXTS.userMenu})` });
    expect(trigger.getAttribute('aria-label')).toBeNull();
    await userEvent.setup().click(trigger);
    expect((await screen.findByTestId('user-menu-identity')).textContent).toContain('owner@acme-machining.test');
    expect(screen.getByTestId('credits-counter').textContent).toBe('126 credits');
    expect(screen.getByRole('menuitem', { name: CHROME_TEXTS.help }).getAttribute('href')).toMatch(/^mailto:/);
  });

  it('a pro on a phone gets no help entry and no counter, and the profile entry is their own /pro', async () => {
    renderUi(<UserMenu user={user} compact credits={null} showHelp={false} profilePath="/pro" onLogout={vi.fn()} />);
    await userEvent.setup().click(screen.getByTestId('user-menu'));
    await screen.findByRole('menuitem', { name: CHROME_TEXTS.logout });
    expect(screen.getByRole('menuitem', { name: NAV_LABELS.userProfile }).getAttribute('href')).toBe('/pro');
    expect(screen.queryByRole('menuitem', { name: CHROME_TEXTS.help })).toBeNull();
    expect(screen.queryByTestId('credits-counter')).toBeNull();
  });

  it('works by keyboard: Enter opens, Escape closes back on the trigger, Enter on Logout logs out', async () => {
    const onLogout = vi.fn();
    const kb = userEvent.setup();
    renderUi(<UserMenu user={user} compact credits={3} showHelp profilePath="/all/profile" onLogout={onLogout} />);
    const trigger = screen.getByTestId('user-menu');
    trigger.focus();
    await kb.keyboard('{Enter}');
    await screen.findByRole('menu');
    await kb.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await kb.keyboard('{Enter}');
    await screen.findByRole('menu');
    await kb.keyboard('{End}{Enter}');
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });

  it('moves through its entries with the arrow keys (wrapping), opens on the last with Up, and closes on a press outside', async () => {
    const kb = userEvent.setup();
    renderUi(
      <>
        <UserMenu user={user} compact credits={3} showHelp profilePath="/all/profile" onLogout={vi.fn()} />
        <p>outside</p>
      </>,
    );
    const trigger = screen.getByTestId('user-menu');
    trigger.focus();
    await kb.keyboard('{ArrowUp}');
    const logout = await screen.findByRole('menuitem', { name: CHROME_TEXTS.logout });
    expect(document.activeElement).toBe(logout);
    expect(logout.hasAttribute('data-highlighted')).toBe(true);
    await kb.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: NAV_LABELS.userProfile }));
    await kb.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(logout);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await kb.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
