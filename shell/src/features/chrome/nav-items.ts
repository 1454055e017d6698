// The drawer of spec 000 §2.3, derived from the registry (ADR 187): each released remote declares
// its entries in its remote.json "nav" (label, path, icon, area, roles, order), and the shell adds
// only the spec's entries for pages no remote serves yet (PLANNED_NAV_GROUPS) and its own Logout.
// Signed out, the drawer is the shell's (Login, Jobs, Sign up).
import { NAV_LABELS, SIGNED_OUT_NAV, linkTo, type RouteRole } from '@floorhire/rules';
import type { NavEntry } from '@floorhire/registry';
import { PLANNED_NAV_GROUPS } from '../guards/planned-routes';

const NAV_ICONS = [
  'login',
  'jobs',
  'signup',
  'billing',
  'company',
  'dashboard',
  'messages',
  'search',
  'analytics',
  'user',
  'users',
  'employers',
  'taxonomy',
  'logout',
  'resume',
  'settings',
  'generic',
] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

export interface NavItem {
  label: string;
  path: string;
  icon: NavIcon;
  /** A logout entry runs the logout action instead of navigating. */
  action?: 'logout';
}

/** A nav entry as a remote declares it (remote.json "nav", carried by the registry). */
export type RegistryNavEntry = Pick<NavEntry, 'label' | 'path'> & Partial<Pick<NavEntry, 'roles' | 'icon' | 'area' | 'order'>>;

const SIGNED_OUT_ICONS: readonly NavIcon[] = ['login', 'jobs', 'signup'];
export const SIGNED_OUT_ITEMS: readonly NavItem[] = SIGNED_OUT_NAV.map((item, i) => ({ ...item, icon: SIGNED_OUT_ICONS[i] ?? 'generic' }));

const ROLE_USER_ROLE: Record<RouteRole, string> = { admin: 'user.admin', employer: 'user.employer', pro: 'user.pro' };
/** The nav areas each role's drawer shows. */
const AREAS_OF: Record<RouteRole, readonly string[]> = { admin: ['admin', 'all'], employer: ['employer', 'all'], pro: ['pro'] };
/** Pros sign out from the drawer (§2.3); the others from the user menu. */
const LOGOUT: Partial<Record<RouteRole, NavItem>> = { pro: { label: NAV_LABELS.logout, path: '/login', icon: 'logout', action: 'logout' } };

/** The spec's entries for pages no remote serves yet, for every role, as remotes declare theirs. */
export const PLANNED_NAV: readonly RegistryNavEntry[] = Object.values(PLANNED_NAV_GROUPS)
  .flat()
  .map((entry) => ({ ...entry, roles: [ROLE_USER_ROLE[entry.area]] }));

const iconOf = (icon: string | undefined): NavIcon => ((NAV_ICONS as readonly string[]).includes(icon ?? '') ? (icon as NavIcon) : 'generic');

/**
 * The drawer of a role: the registry's entries for its areas and roles, then the planned ones no
 * remote serves yet (a path once, the registry's entry first), by declared order and label.
 */
export function navItemsFor(role: RouteRole | null, registry: readonly RegistryNavEntry[] = []): NavItem[] {
  if (role === null) return [...SIGNED_OUT_ITEMS];
  const forRole = (e: RegistryNavEntry) => (!e.area || AREAS_OF[role].includes(e.area)) && (!e.roles || e.roles.length === 0 || e.roles.includes(ROLE_USER_ROLE[role]));
  const entries = [...registry, ...PLANNED_NAV]
    .filter(forRole)
    .filter((e, i, all) => all.findIndex((o) => o.path === e.path) === i)
    // Labels are compared by code unit: see useNavEntries (ADR 284).
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const logout = LOGOUT[role];
  return [...entries.map<NavItem>((e) => ({ label: e.label, path: e.path, icon: iconOf(e.icon) })), ...(logout ? [logout] : [])];
}

/** The user menu's profile entry: pros may not open /all (§2.2), and their own profile is /pro (§6). */
export const PROFILE_PATH: Readonly<Record<RouteRole, string>> = { admin: linkTo('userProfile'), employer: linkTo('userProfile'), pro: linkTo('proProfile') };

/** Drawer widths of §2.3 by role. */
export function drawerKind(role: RouteRole | null): 'wide' | 'mini' {
  return role === 'employer' ? 'mini' : 'wide';
}
