// Navigation of spec 000 §2.3 by role, merged with the nav entries released remotes declare in
// the registry. Spec items come first in the spec's order; a registry entry for the same path
// replaces nothing (the spec wins), new paths are appended in the registry's order.
import { NAV_LABELS, SIGNED_OUT_NAV, linkTo, type RouteRole } from '@floorhire/rules';

export type NavIcon =
  | 'login'
  | 'jobs'
  | 'signup'
  | 'billing'
  | 'company'
  | 'dashboard'
  | 'messages'
  | 'search'
  | 'analytics'
  | 'user'
  | 'users'
  | 'employers'
  | 'taxonomy'
  | 'logout'
  | 'resume'
  | 'settings'
  | 'generic';

export interface NavItem {
  label: string;
  path: string;
  icon: NavIcon;
  /** A logout entry runs the logout action instead of navigating. */
  action?: 'logout';
}

/** Registry nav entry as the platform reports it (label, path, roles it is for). */
export interface RegistryNavEntry {
  label: string;
  path: string;
  roles?: readonly string[];
  icon?: string;
}

export const EMPLOYER_NAV: readonly NavItem[] = [
  { label: NAV_LABELS.dashboard, path: '/employer/dashboard', icon: 'dashboard' },
  { label: NAV_LABELS.jobPosts, path: '/employer/jobs', icon: 'jobs' },
  { label: NAV_LABELS.messaging, path: '/employer/messages', icon: 'messages' },
  { label: NAV_LABELS.talentSearch, path: '/employer/pro', icon: 'search' },
  { label: NAV_LABELS.jobSlotAnalytics, path: '/employer/job-slot-analytics', icon: 'analytics' },
  { label: NAV_LABELS.companyProfile, path: '/employer/settings/company-profile', icon: 'company' },
  { label: NAV_LABELS.billing, path: '/employer/billing', icon: 'billing' },
  { label: NAV_LABELS.userProfile, path: '/all/profile', icon: 'user' },
];

export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'Users', path: '/admin/users', icon: 'users' },
  { label: 'Employers', path: '/admin/employer', icon: 'employers' },
  { label: 'Jobs', path: '/admin/jobs', icon: 'jobs' },
  { label: 'Pros', path: '/admin/pro', icon: 'user' },
  { label: 'Messages', path: '/admin/messages', icon: 'messages' },
  { label: 'Taxonomy', path: '/admin/taxonomy', icon: 'taxonomy' },
  { label: 'Titles and skills', path: '/admin/titles-and-skills', icon: 'taxonomy' },
  { label: 'Profile', path: '/admin/profile', icon: 'settings' },
];

export const PRO_NAV: readonly NavItem[] = [
  { label: 'My profile', path: '/pro', icon: 'user' },
  { label: 'Opportunities', path: '/pro/opportunities', icon: 'jobs' },
  { label: 'Applications', path: '/pro/applications', icon: 'resume' },
  { label: 'Resume', path: '/pro/resume', icon: 'resume' },
  { label: 'Job preferences', path: '/pro/job-preferences', icon: 'settings' },
  { label: 'Settings', path: '/pro/settings', icon: 'settings' },
  { label: NAV_LABELS.logout, path: '/login', icon: 'logout', action: 'logout' },
];

const SIGNED_OUT_ICONS: readonly NavIcon[] = ['login', 'jobs', 'signup'];
export const SIGNED_OUT_ITEMS: readonly NavItem[] = SIGNED_OUT_NAV.map((item, i) => ({ ...item, icon: SIGNED_OUT_ICONS[i] ?? 'generic' }));

const ROLE_USER_ROLE: Record<RouteRole, string> = { admin: 'user.admin', employer: 'user.employer', pro: 'user.pro' };

export function navItemsFor(role: RouteRole | null, registry: readonly RegistryNavEntry[] = []): NavItem[] {
  const base = role === 'admin' ? ADMIN_NAV : role === 'employer' ? EMPLOYER_NAV : role === 'pro' ? PRO_NAV : SIGNED_OUT_ITEMS;
  if (role === null) return [...base];
  const known = new Set(base.map((i) => i.path));
  const extra = registry
    .filter((e) => !known.has(e.path) && (!e.roles || e.roles.length === 0 || e.roles.includes(ROLE_USER_ROLE[role])))
    .filter((e, i, all) => all.findIndex((o) => o.path === e.path) === i)
    .map<NavItem>((e) => ({ label: e.label, path: e.path, icon: 'generic' }));
  // A logout item stays last.
  const logout = base.filter((i) => i.action === 'logout');
  return [...base.filter((i) => i.action !== 'logout'), ...extra, ...logout];
}

/** The user menu's profile entry: pros may not open /all (§2.2), and their own profile is /pro (§6). */
export const PROFILE_PATH: Readonly<Record<RouteRole, string>> = { admin: linkTo('userProfile'), employer: linkTo('userProfile'), pro: linkTo('proProfile') };

/** Drawer widths of §2.3 by role. */
export function drawerKind(role: RouteRole | null): 'wide' | 'mini' {
  return role === 'employer' ? 'mini' : 'wide';
}
