// The access guards of spec 000 §2.2 as one pure decision. The router runs it before any
// remote mounts, so a blocked area never loads code, and the table test pins every rule.
import type { RouteRole } from '@floorhire/rules';
import { isStaffUser } from '@floorhire/remote-kit';
import { ACCOUNT_ROUTES, PUBLIC_ROUTES, SHELL_ROUTES, SPEC_ROUTES, SUBSCRIPTION_FREE_ROUTES, TAXONOMY_ROUTES, matchesAny } from './route-catalogue';
import { isUnder, matchRoute, normalisePath } from '@floorhire/registry';

export const LOGIN_PATH = '/login';
export const WHO_ARE_YOU_PATH = '/auth/who-are-you';
export const SIGNUP_PATH = '/signup';
export const ROLE_HOMES: Readonly<Record<RouteRole, string>> = { admin: '/admin', employer: '/employer', pro: '/pro' };

export type SubscriptionState = 'active' | 'none' | 'expired' | 'loading';

export interface GuardSession {
  signedIn: boolean;
  /** admin, employer or pro; null when the user is in no auth group. */
  role: RouteRole | null;
  roles: readonly string[];
  employerIds: readonly number[];
  activeEmployerId: number | null;
  /** An employer switch is in flight: employer pages wait (§2.2 "must not be mid-switch"). */
  switching: boolean;
}

/** What the registry says about a path: who renders it and what it needs. */
export interface RouteOwner {
  owner: 'shell' | 'remote' | 'none';
  remote?: string;
  /** The user needs at least one of these roles (a registry entry's roles). */
  requiresRoles?: readonly string[];
  /** A released route outside every area of the spec that asks for no role (ADR 061): open to all. */
  open?: boolean;
  requiresSubscription?: boolean;
  adminOnly?: boolean;
  /** The page at this path needs one of these roles; without one it shows the access-denied modal (ADR 297). */
  pageRoles?: readonly string[];
}

export interface RouteInput {
  path: string;
  query: URLSearchParams;
  session: GuardSession;
  subscription: SubscriptionState;
  /** Address saved when a signed-out visitor was sent to login. */
  savedRedirect: string | null;
  /** Registry lookup; null when nothing (registry, shell, spec catalogue) knows the path. */
  lookup: (path: string) => RouteOwner | null;
}

export type Blocker = 'no-subscription' | 'expired-plan' | 'switching' | 'access-denied';

export type RouteDecision =
  | { kind: 'allow'; hideChrome: boolean; switchEmployerTo?: number; blocker?: Blocker; owner: RouteOwner }
  | { kind: 'redirect'; to: string; saveRedirect?: string; clearSavedRedirect?: boolean }
  | { kind: 'not-found' };

/** Default lookup over the shell and spec catalogues, for callers without a registry. */
export function catalogueLookup(path: string): RouteOwner | null {
  if (matchesAny(SHELL_ROUTES, path)) return { owner: 'shell' };
  return matchesAny(SPEC_ROUTES, path) ? { owner: 'none' } : null;
}

export function decideRoute(input: RouteInput): RouteDecision {
  const path = normalisePath(input.path);
  const { query, session, savedRedirect } = input;
  const search = query.toString();
  const here = search ? `${path}?${search}` : path;

  // The employer sign-up address is the sign-up route (§2.2).
  if (isUnder(path, '/employer/signup')) {
    const to = path.endsWith('/verify-email') ? '/signup/success' : SIGNUP_PATH;
    return { kind: 'redirect', to: withQuery(to, query) };
  }

  const openRoute = input.lookup(path)?.open === true;

  if (!session.signedIn) {
    if (path === '/') return { kind: 'redirect', to: WHO_ARE_YOU_PATH };
    if (matchesAny(PUBLIC_ROUTES, path) || openRoute) return allow(input, path);
    return { kind: 'redirect', to: LOGIN_PATH, saveRedirect: here };
  }

  const role = session.role;
  if (role === null) {
    // Signed in but in no auth group yet (e.g. a fresh social login): pick a side first.
    if (path === WHO_ARE_YOU_PATH || matchesAny(ACCOUNT_ROUTES, path)) return allow(input, path);
    return { kind: 'redirect', to: WHO_ARE_YOU_PATH };
  }

  if (path === LOGIN_PATH || path === '/') {
    // A page that sends a visitor to log in may name where to come back to (/login?redirect=…,
    // e.g. the apply flow's redirectRoute, spec 002 §2); an address the guards saved wins.
    const wanted = safeLocal(savedRedirect) ?? safeLocal(query.get('redirect'));
    if (wanted && normalisePath(wanted.split('?')[0] ?? '/') !== path) return { kind: 'redirect', to: wanted, clearSavedRedirect: true };
    return { kind: 'redirect', to: roleHome(role, query), clearSavedRedirect: savedRedirect !== null };
  }

  if (matchesAny(ACCOUNT_ROUTES, path) || openRoute) return allow(input, path);

  if (role === 'pro') {
    const openJobs = matchRoute('/open-jobs/*', path);
    if (openJobs) {
      const rest = openJobs['*'];
      return { kind: 'redirect', to: withQuery(rest ? `/pro/opportunities/${rest}` : '/pro/opportunities', query) };
    }
    // The first-apply redirect may send a just-signed-up pro to /apply/resume (spec 002 §2; ADR 213).
    if (!isUnder(path, '/pro') && !isUnder(path, '/schedule') && !isUnder(path, '/apply')) return { kind: 'not-found' };
  }
  if (role === 'employer' && !isUnder(path, '/employer') && !isUnder(path, '/all')) return { kind: 'not-found' };

  return allow(input, path);
}

function allow(input: RouteInput, path: string): RouteDecision {
  const owner = input.lookup(path);
  if (!owner) return { kind: 'not-found' };
  const { session, query } = input;
  const hideChrome = query.get('fromUI3') === 'true';
  const decision: RouteDecision = { kind: 'allow', hideChrome, owner };
  if (!session.signedIn || session.role === null) return decision;

  // Taxonomy guard (and the roles a registry route asks for): lacking them sends the user to /.
  if (matchesAny(TAXONOMY_ROUTES, path) && !session.roles.includes('taxonomy')) return { kind: 'redirect', to: '/' };
  const anyOf = owner.requiresRoles ?? [];
  if (anyOf.length > 0 && !anyOf.some((r) => session.roles.includes(r))) return { kind: 'redirect', to: '/' };

  // A page that needs a role the user lacks says so where it is ('Only admins can access this',
  // spec 000 §2.3) rather than sending them away: whatever their plan, before any remote mounts.
  const pageRoles = owner.pageRoles ?? [];
  if (pageRoles.length > 0 && !pageRoles.some((r) => session.roles.includes(r))) return { ...decision, blocker: 'access-denied' };

  if (session.role !== 'employer') return decision;

  const switchTo = requestedEmployer(query, session);
  if (switchTo !== undefined) decision.switchEmployerTo = switchTo;
  if (matchesAny(SUBSCRIPTION_FREE_ROUTES, path) || owner.owner === 'shell') return decision;
  if (owner.adminOnly && !isStaffUser(session)) return { ...decision, blocker: 'access-denied' };
  if (session.switching || switchTo !== undefined || input.subscription === 'loading') return { ...decision, blocker: 'switching' };
  if (input.subscription !== 'active') {
    // Subscription guard: gated pages send the employer to / (whose home explains the plan).
    if (owner.requiresSubscription) return { kind: 'redirect', to: '/' };
    return { ...decision, blocker: input.subscription === 'expired' ? 'expired-plan' : 'no-subscription' };
  }
  return decision;
}

/** employerId or ui3SelectedEmployerId switch only to one of the user's own, different employers. */
function requestedEmployer(query: URLSearchParams, session: GuardSession): number | undefined {
  for (const key of ['employerId', 'ui3SelectedEmployerId']) {
    const raw = query.get(key);
    if (raw === null || !/^\d+$/.test(raw)) continue;
    const id = Number(raw);
    if (session.employerIds.includes(id) && id !== session.activeEmployerId) return id;
  }
  return undefined;
}

function roleHome(role: RouteRole, query: URLSearchParams): string {
  const home = ROLE_HOMES[role];
  const actionItemId = query.get('actionItemId');
  return role === 'employer' && actionItemId ? `${home}?${new URLSearchParams({ actionItemId }).toString()}` : home;
}

/** Only same-origin absolute paths are followed, so a crafted ?redirect= cannot leave the site. */
export function safeLocal(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

function withQuery(path: string, query: URLSearchParams): string {
  const s = query.toString();
  return s ? `${path}?${s}` : path;
}
