import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

describe('navigation lists (§2.3)', () => {
  it('signed out: Login /login, Jobs /open-jobs, Sign up /', () => {
    expect(navItemsFor(null).map((i) => [i.label, i.path])).toEqual([
      ['Login', '/login'],
      ['Jobs', '/open-jobs'],
      ['Sign up', '/'],
    ]);
  });
  it('employers get the spec’s eight items', () => {
    expect(navItemsFor('employer').map((i) => i.label).sort()).toEqual(
      ['Billing', 'Company Profile', 'Dashboard', 'Job Posts', 'Job Slot Analytics', 'Messaging', 'Talent Search', 'User Profile'].sort(),
    );
  });
  it('pros get a logout item, last', () => {
    const items = navItemsFor('pro');
    expect(items.at(-1)).toMatchObject({ label: 'Logout', action: 'logout' });
  });
  it('merges registry entries for the role, without duplicating spec items', () => {
    const items = navItemsFor('pro', [
      { label: 'Opportunities (new)', path: '/pro/opportunities', roles: ['user.pro'] },
      { label: 'Taxonomy', path: '/pro/taxonomy', roles: ['user.pro'] },
      { label: 'Talent', path: '/employer/pro', roles: ['user.employer'] },
    ]);
    expect(items.filter((i) => i.path === '/pro/opportunities')).toHaveLength(1);
    expect(items.map((i) => i.label)).toContain('Taxonomy');
    expect(items.map((i) => i.label)).not.toContain('Talent');
    expect(items.at(-1)?.label).toBe('Logout');
  });
});
