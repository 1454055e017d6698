// The routes of spec 000 §2.1 the shell knows by itself. Routes a remote serves are declared in
// its remote.json and reach the shell through the registry (ADR 181); what the spec names but
// no remote declares yet is planned (planned-routes.ts) and shows "not available yet" (ADR 061).
import { PLANNED_ROUTE_GROUPS } from './planned-routes';
import { isUnder, matchRoute } from '@floorhire/registry';

/** Routes the shell itself renders (auth screens, sign-up, error pages). */
export const SHELL_ROUTES = [
  '/login',
  '/login/link',
  '/reset-password',
  '/signup',
  '/signup-2',
  '/signup/success',
  '/auth/callback',
  '/auth/who-are-you',
  '/link/:code',
  '/employer/auth/logout',
] as const;

/** Public paths of §2.1: reachable without signing in. */
export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/login/link',
  '/reset-password',
  '/signup',
  '/signup-2',
  '/signup/pro',
  '/signup/success',
  '/open-jobs',
  '/open-jobs/:id',
  '/apply/create-profile',
  '/apply/profile-info',
  '/apply/resume',
  '/auth/callback',
  '/auth/who-are-you',
  '/link/:code',
  '/reference/:id',
  '/reference-success',
  '/schedule',
  '/schedule/*',
] as const;

/** Shell-owned account pages every signed-in user may still open (they handle "already signed in"). */
export const ACCOUNT_ROUTES = [
  '/login/link',
  '/reset-password',
  '/signup',
  '/signup-2',
  '/signup/pro',
  '/signup/success',
  '/auth/callback',
  '/auth/who-are-you',
  '/link/:code',
] as const;

/** Spec routes no remote declares yet (they show "not available yet" until one is released). */
export const PLANNED_ROUTES: readonly string[] = Object.values(PLANNED_ROUTE_GROUPS).flat();

/**
 * Routes the shell knows without the registry: the public paths of §2.1 and the planned routes.
 * Routes a remote declares are not listed here: the shell learns them from the registry at
 * runtime (findOwner), so each is written once, in its remote's remote.json (ADR 181).
 */
export const SPEC_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...PLANNED_ROUTES];

/** The areas of the spec: a registry route inside one never becomes open to everyone (ADR 061). */
export const SPEC_AREAS = ['/employer', '/admin', '/pro', '/all'] as const;

export function inSpecArea(path: string): boolean {
  return SPEC_AREAS.some((area) => isUnder(path, area)) || matchesAny(PUBLIC_ROUTES, path);
}

/**
 * A path some page of the product serves or will serve: the shell's own, a public or planned
 * route, or a route a released remote declares (pass them, e.g. from the registry).
 */
export function isKnownRoute(path: string, declaredRoutes: readonly string[] = []): boolean {
  return matchesAny(SHELL_ROUTES, path) || matchesAny(SPEC_ROUTES, path) || matchesAny(declaredRoutes, path);
}

/** Routes that need the taxonomy role (§6: taxonomy screens need taxonomy). */
export const TAXONOMY_ROUTES = ['/admin/taxonomy', '/admin/taxonomy/*', '/admin/titles-and-skills', '/admin/titles-and-skills/*'] as const;

/**
 * Employer routes open without a subscription: logout and employer sign-up (§2.2), plus the
 * places where an employer buys a plan and their own profile, or the blocker could never be lifted.
 */
export const SUBSCRIPTION_FREE_ROUTES = [
  '/employer/auth/logout',
  '/employer/signup',
  '/employer/signup/*',
  '/employer/plans',
  '/employer/plans/*',
  '/employer/billing',
  '/employer/billing/*',
  '/all/profile',
  // A person's own sign-in and notification settings, whatever the plan (ADR 297).
  '/employer/settings/sign-in',
  '/employer/settings/notifications',
] as const;

export function matchesAny(patterns: readonly string[], path: string): boolean {
  return patterns.some((p) => matchRoute(p, path) !== null);
}
