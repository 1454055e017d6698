import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '@floorhire/event-bus';
import { renderUi } from '../testing/render';
import { EmployerSelector } from './employer-selector';
import { AccessDeniedModal, ExpiredPlanScreen, NoSubscriptionModal } from './modals';
import { navItemsFor } from './nav-items';
import { NoticeCenter } from './notice-center';
import { SideNav } from './side-nav';
import { TrialBanner } from './trial-banner';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-10T12:00:00Z');

describe('TrialBanner (§2.3)', () => {
  it.each([
    ['2026-11-11T12:00:00Z', '1 day left'],
    ['2026-11-15T12:00:00Z', '5 days left'],
  ])('ending %s reads %s', (end, text) => {
    renderUi(<TrialBanner endDate={end} now={NOW} />);
    expect(screen.getByTestId('trial-banner').textContent).toContain(text);
  });
  it('never shows negative days', () => {
    renderUi(<TrialBanner endDate={new Date(NOW - 3 * DAY).toISOString()} now={NOW} />);
    expect(screen.getByTestId('trial-banner').textContent).toContain('0 days left');
  });
});

describe('modals and the expired-plan screen (§2.3)', () => {
  it('access denied says who may enter and GO BACK leaves', async () => {
    const onGoBack = vi.fn();
    renderUi(<AccessDeniedModal onGoBack={onGoBack} />);
    expect(await screen.findByText('Only admins can access this')).toBeTruthy();
    expect(screen.getByText('Please ask an admin on your team to grant you access')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'GO BACK' }));
    expect(onGoBack).toHaveBeenCalled();
  });
  it('access denied takes focus, describes itself, and Escape goes back', async () => {
    const onGoBack = vi.fn();
    renderUi(<AccessDeniedModal onGoBack={onGoBack} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Only admins can access this' });
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Please ask an admin on your team to grant you access');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.setup().keyboard('{Escape}');
    expect(onGoBack).toHaveBeenCalled();
  });
  it('no-subscription offers the plans', async () => {
    const onViewPlans = vi.fn();
    renderUi(<NoSubscriptionModal onViewPlans={onViewPlans} onClose={vi.fn()} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'View plans' }));
    expect(onViewPlans).toHaveBeenCalled();
  });
  it('expired plan offers a chat with sales by e-mail', () => {
    renderUi(<ExpiredPlanScreen />);
    expect(screen.getByRole('heading', { name: 'Your plan has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chat with our team' }).getAttribute('href')).toMatch(/^mailto:sales@/);
  });
});

describe('drawer (§2.3)', () => {
  const base = { onToggle: vi.fn(), onLogout: vi.fn() };
  it('is 256 px wide for pros and 184 px in the narrow variant', () => {
    const { unmount } = renderUi(<SideNav {...base} items={navItemsFor('pro')} kind="wide" expanded />);
    expect(screen.getByTestId('side-nav').dataset.width).toBe('256');
    unmount();
    renderUi(<SideNav {...base} items={navItemsFor('pro')} kind="wide" expanded narrow />);
    expect(screen.getByTestId('side-nav').dataset.width).toBe('184');
  });
  it('is a mini drawer for employers: 180 px open, 48 px closed, with a toggle', async () => {
    const onToggle = vi.fn();
    const { unmount } = renderUi(<SideNav {...base} onToggle={onToggle} items={navItemsFor('employer')} kind="mini" expanded />);
    expect(screen.getByTestId('side-nav').dataset.width).toBe('180');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle navigation' }));
    expect(onToggle).toHaveBeenCalled();
    unmount();
    renderUi(<SideNav {...base} items={navItemsFor('employer')} kind="mini" expanded={false} />);
    expect(screen.getByTestId('side-nav').dataset.width).toBe('48');
  });
  it('icon-only entries (mini drawer, phones) keep a name and a tooltip', () => {
    const items = navItemsFor('employer', [
      { label: 'Job Posts', path: '/employer/jobs', icon: 'jobs', area: 'employer', roles: ['user.employer'], order: 20 },
      { label: 'Company Profile', path: '/employer/settings/company-profile', icon: 'company', area: 'employer', roles: ['user.employer'], order: 60 },
    ]);
    renderUi(<SideNav {...base} items={items} kind="mini" expanded={false} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(items.map((i) => i.label));
    for (const link of links) expect(link.getAttribute('title')).toBe(link.getAttribute('aria-label'));
  });
  it('pros can log out from the drawer', async () => {
    const onLogout = vi.fn();
    renderUi(<SideNav {...base} onLogout={onLogout} items={navItemsFor('pro')} kind="wide" expanded />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalled();
  });
});

describe('EmployerSelector (§2.3)', () => {
  it('is hidden for a single employer and switches between several', () => {
    const onSwitch = vi.fn();
    const { unmount } = renderUi(<EmployerSelector employers={[{ id: 1, name: 'Acme' }]} activeId={1} onSwitch={onSwitch} />);
    expect(screen.queryByTestId('employer-selector')).toBeNull();
    unmount();
    renderUi(<EmployerSelector employers={[{ id: 1, name: 'Acme' }, { id: 2, name: 'Acme West' }]} activeId={1} onSwitch={onSwitch} />);
    fireEvent.change(screen.getByTestId('employer-selector'), { target: { value: '2' } });
    expect(onSwitch).toHaveBeenCalledWith(2);
  });
});

describe('NoticeCenter', () => {
  it('renders notify events and removes an alert after 4000 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const bus = createEventBus({ crossTab: false });
    renderUi(<NoticeCenter bus={bus} />);
    act(() => bus.emit('notify', { kind: 'alert', type: 'error', message: 'Could not save' }));
    expect(screen.getByTestId('alert').textContent).toContain('Could not save');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByTestId('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('alert')).toBeNull();
    vi.useRealTimers();
  });
});
