import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Link, useLocation } from 'react-router';
import { createEventBus, type EventBus, type PageVisit } from '@floorhire/event-bus';
import type { RouteRole } from '@floorhire/rules';
import { pageVisitOf, usePageVisits } from './page-visits';

const buses: EventBus[] = [];
afterEach(() => {
  cleanup();
  while (buses.length) buses.pop()?.close();
});

function Tracker({ bus, role, ready }: { bus: EventBus; role: RouteRole | null; ready: boolean }) {
  const { pathname } = useLocation();
  usePageVisits(bus, { pathname, role, ready }, () => 1_700_000_000_000);
  return (
    <nav>
      <Link to="/employer/jobs/42?token=secret-abc&employerId=9#x">Jobs</Link>
      <Link to="/employer/jobs/42?tab=2">Same page, other query</Link>
    </nav>
  );
}

function setup(role: RouteRole | null, ready = true) {
  const bus = createEventBus({ channel: `visits-${Math.random()}`, crossTab: false });
  buses.push(bus);
  const seen: PageVisit[] = [];
  bus.on('page.visited', (visit) => seen.push(visit));
  const view = render(
    <MemoryRouter initialEntries={['/employer']}>
      <Tracker bus={bus} role={role} ready={ready} />
    </MemoryRouter>,
  );
  return { bus, seen, view };
}

describe('page-visit analytics', () => {
  it('publishes one event per navigation carrying the pathname only', async () => {
    const { seen } = setup('employer');
    expect(seen).toEqual([{ path: '/employer', role: 'employer', at: 1_700_000_000_000 }]);
    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual({ path: '/employer/jobs/42', role: 'employer', at: 1_700_000_000_000 });
    expect(JSON.stringify(seen)).not.toMatch(/secret|employerId|token/);
  });

  it('does not count a change of query on the same page as a visit', async () => {
    const { seen } = setup('pro');
    await userEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    await userEvent.click(screen.getByRole('link', { name: 'Same page, other query' }));
    expect(seen.map((v) => v.path)).toEqual(['/employer', '/employer/jobs/42']);
  });

  it('waits for the session before filing the first visit, then files it under the role', () => {
    const bus = createEventBus({ channel: 'visits-wait', crossTab: false });
    buses.push(bus);
    const seen: PageVisit[] = [];
    bus.on('page.visited', (visit) => seen.push(visit));
    const tree = (ready: boolean, role: RouteRole | null) => (
      <MemoryRouter initialEntries={['/admin']}>
        <Tracker bus={bus} role={role} ready={ready} />
      </MemoryRouter>
    );
    const { rerender } = render(tree(false, null));
    expect(seen).toEqual([]);
    act(() => rerender(tree(true, 'admin')));
    expect(seen).toEqual([{ path: '/admin', role: 'admin', at: 1_700_000_000_000 }]);
  });

  it('files a signed-out visitor as a guest and strips any query from a raw path', () => {
    expect(pageVisitOf('/login?token=abc', null, 5)).toEqual({ path: '/login', role: 'guest', at: 5 });
  });
});
