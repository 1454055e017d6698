import { beforeAll, describe, expect, it } from 'vitest';
import { NAV_LABELS } from '@floorhire/rules';
import type { RegistryDocument } from '@floorhire/registry';
import { PLANNED_NAV_GROUPS } from '../guards/planned-routes';
import { registryNav, releasedRegistry } from '../testing/released-registry';
import { navItemsFor, type RegistryNavEntry } from './nav-items';

// The drawer comes from the registry (ADR 187): these read it as the released remotes make it.
let released: RegistryNavEntry[];
let doc: RegistryDocument;
beforeAll(async () => {
  doc = await releasedRegistry();
  released = registryNav(doc);
});

describe('navigation lists (§2.3)', () => {
  it('signed out: Login /login, Jobs /open-jobs, Sign up /', () => {
    expect(navItemsFor(null).map((i) => [i.label, i.path])).toEqual([
      ['Login', '/login'],
      ['Jobs', '/open-jobs'],
      ['Sign up', '/'],
    ]);
  });
  it('employers get the spec’s eight items', () => {
    expect(navItemsFor('employer', released).map((i) => i.label).sort()).toEqual(
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

  it("keeps the spec's order for every role, remotes' entries and planned ones together", () => {
    expect(navItemsFor('employer', released).map((i) => [i.label, i.path, i.icon])).toEqual([
      [NAV_LABELS.dashboard, '/employer/dashboard', 'dashboard'],
      [NAV_LABELS.jobPosts, '/employer/jobs', 'jobs'],
      [NAV_LABELS.messaging, '/employer/messages', 'messages'],
      [NAV_LABELS.talentSearch, '/employer/pro', 'search'],
      [NAV_LABELS.jobSlotAnalytics, '/employer/job-slot-analytics', 'analytics'],
      [NAV_LABELS.companyProfile, '/employer/settings/company-profile', 'company'],
      [NAV_LABELS.billing, '/employer/billing', 'billing'],
      [NAV_LABELS.userProfile, '/all/profile', 'user'],
    ]);
    expect(navItemsFor('admin', released).map((i) => i.label)).toEqual(['Home', 'Users', 'Employers', 'Jobs', 'Pros', 'Bulk resumes', 'Talent Search', 'Messages', 'Taxonomy', 'Titles and skills', 'Profile']);
    expect(navItemsFor('pro', released).map((i) => i.label)).toEqual(['My profile', 'Opportunities', 'Applications', 'Resume', 'Job preferences', 'Settings', 'Schedule', NAV_LABELS.logout]);
  });

  it('a remote that declares a planned entry takes it over, and a new remote appears without a shell edit', () => {
    const company = { label: 'Company Profile', path: '/employer/settings/company-profile', icon: 'company', area: 'employer' as const, roles: ['user.employer'], order: 60 };
    expect(navItemsFor('employer', [...released, company]).filter((i) => i.path === company.path)).toHaveLength(1);
    const shop = { label: 'Shop floor', path: '/employer/shop-floor', area: 'employer' as const, roles: ['user.employer'], order: 65 };
    expect(navItemsFor('employer', [...released, shop]).map((i) => i.label)).toContain('Shop floor');
    expect(navItemsFor('admin', [...released, shop]).map((i) => i.label)).not.toContain('Shop floor');
  });

  it('plans only entries no released remote declares', () => {
    const declared = new Set(released.map((e) => e.path));
    expect(Object.values(PLANNED_NAV_GROUPS).flat().filter((e) => declared.has(e.path))).toEqual([]);
  });
});
