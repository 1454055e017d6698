// The routes of spec 000 §2.1 (and the area routes of documents 2 and 3). A path that is in
// this catalogue but that no released remote owns yet is a real place in the product: the shell
// shows an honest "not available yet" state there instead of Page not found (ADR 061).
import { matchPattern } from './route-pattern';

/** Routes the shell itself renders (auth screens, sign-up, error pages). */
export const SHELL_ROUTES = [
  '/login',
  '/signup',
  '/signup-2',
  '/signup/invite',
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
  '/signup',
  '/signup-2',
  '/signup/invite',
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
  '/signup',
  '/signup-2',
  '/signup/invite',
  '/signup/pro',
  '/signup/success',
  '/auth/callback',
  '/auth/who-are-you',
  '/link/:code',
] as const;

/** Every route of §2.1 and documents 2-3, by area; '*' covers documented families of sub-pages. */
export const SPEC_ROUTES = [
  ...PUBLIC_ROUTES,
  '/all/profile',
  '/all/profile/pro/:id',
  '/pro',
  '/pro/applications',
  '/pro/applications/:id',
  '/pro/application/:id',
  '/pro/application/:id/screening-questions',
  '/pro/application/:id/screening-questions/success',
  '/pro/education',
  '/pro/experience',
  '/pro/job-preferences',
  '/pro/opportunities',
  '/pro/opportunities/:id',
  '/pro/personal-info',
  '/pro/references',
  '/pro/resume',
  '/pro/settings',
  '/pro/taxonomy',
  '/employer',
  '/employer/billing',
  '/employer/billing/*',
  '/employer/plans',
  '/employer/plans/*',
  '/employer/calendar-callback',
  '/employer/dashboard',
  '/employer/jobs',
  '/employer/jobs/create/:step',
  '/employer/jobs/:id',
  '/employer/jobs/:id/edit/:step',
  '/employer/jobs/:id/candidates',
  '/employer/jobs/:id/candidates/:applicationId',
  '/employer/jobs/:id/pro/:proId/application/:applicationId',
  '/employer/messages',
  '/employer/messages/*',
  '/employer/onboard',
  '/employer/pro',
  '/employer/pro/:id',
  '/employer/profile',
  '/employer/redirect-auth-link',
  '/employer/settings',
  '/employer/settings/*',
  '/employer/auth/logout',
  '/employer/users',
  '/employer/users/create',
  '/employer/users/:id',
  '/employer/job-slot-analytics',
  '/employer/:employerId/basic-info',
  '/employer/:employerId/company-introduction',
  '/employer/:employerId/culture-benefits',
  '/employer/:employerId/facility',
  '/employer/:employerId/frequent-positions',
  '/employer/:employerId/products',
  '/admin',
  '/admin/*',
] as const;

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
] as const;

export function matchesAny(patterns: readonly string[], path: string): boolean {
  return patterns.some((p) => matchPattern(p, path) !== null);
}
