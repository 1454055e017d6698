// Deep links from the older employer interface (spec 000 §2.2), mapped onto the routes the
// remotes own in this product (targets recorded in ADR 062). Data first, one pure mapper.
import { matchRoute, normalisePath } from '@floorhire/registry';

export interface LegacyLinkRule {
  /** Route name of the older interface, carried along for analytics and the remote. */
  routeName: string;
  from: string;
  /** Builds the target from the path params and the query; null when this rule does not apply. */
  to: (params: Record<string, string>, query: URLSearchParams) => string | null;
}

const conversationsBase = '/employer/messages';

/** Ordered: the first rule whose pattern and query fit wins. */
export const LEGACY_LINK_RULES: readonly LegacyLinkRule[] = [
  // Query forms on the employer home come first: they are what notification e-mails link to.
  { routeName: 'employer', from: '/employer', to: (_p, q) => (q.has('conversationId') ? `${conversationsBase}` : null) },
  { routeName: 'employer', from: '/employer', to: (_p, q) => (q.has('jobApplicantId') ? `${conversationsBase}/conversation` : null) },
  { routeName: 'employer-pro', from: '/employer/pro', to: () => '/employer/pro' },
  { routeName: 'employer-pro-id', from: '/employer/pro/:id', to: (p) => `/employer/pro/${p.id}` },
  { routeName: 'employer-jobs', from: '/employer/jobs', to: () => '/employer/jobs' },
  { routeName: 'employer-jobs-id-index-candidates', from: '/employer/jobs/:id/candidates', to: (p) => `/employer/jobs/${p.id}/candidates` },
  {
    routeName: 'employer-jobs-id-index-pro-proId-application-applicationId',
    from: '/employer/jobs/:id/pro/:proId/application/:applicationId',
    to: () => `${conversationsBase}/resume`,
  },
  { routeName: 'settings-notifications', from: '/settings/notifications', to: () => '/employer/settings/notifications' },
  { routeName: 'employer-settings-notifications', from: '/employer/settings/notification-preferences', to: () => '/employer/settings/notifications' },
  { routeName: 'user-settings', from: '/user-settings', to: () => '/employer/settings/notifications' },
  { routeName: 'employer-user-settings', from: '/employer/user-settings', to: () => '/employer/settings/notifications' },
  { routeName: 'settings-sign-in', from: '/settings/sign-in', to: () => '/employer/settings/sign-in' },
  { routeName: 'employer-users', from: '/employer/users', to: () => '/employer/users' },
  // Settings pages start on the company profile (§2.1).
  { routeName: 'employer-settings', from: '/employer/settings', to: () => '/employer/settings/company-profile' },
];

export interface LegacyLinkInput {
  path: string;
  query: URLSearchParams;
  /** The employer the link's conversation belongs to, once resolved (see resolveConversationEmployer). */
  conversationEmployerId?: number | null;
  currentEmployerId: number | null;
  employerIds: readonly number[];
  /** True when a released remote serves this exact path itself: the newer interface owns it already. */
  servedDirectly?: (path: string) => boolean;
}

export type LegacyLinkResult =
  | { kind: 'none' }
  /** The conversation's employer must be looked up first (the user belongs to several). */
  | { kind: 'resolve-conversation'; conversationId: number }
  | { kind: 'redirect'; to: string; routeName: string; employerId: number | null };

/** Query values the older interface used that have no meaning once mapped. */
const DROPPED = new Set(['fromUI3', 'ui3SelectedEmployerId']);

export function mapLegacyLink(input: LegacyLinkInput): LegacyLinkResult {
  const path = normalisePath(input.path);
  if (input.servedDirectly?.(path) && !input.query.has('conversationId') && !input.query.has('jobApplicantId')) return { kind: 'none' };
  for (const rule of LEGACY_LINK_RULES) {
    const params = matchRoute(rule.from, path);
    if (!params) continue;
    const target = rule.to(params, input.query);
    if (target === null) continue;

    const conversationId = numeric(input.query.get('conversationId'));
    // The employer travels in the address only when it was chosen: explicitly, or resolved from
    // the conversation; otherwise the current employer applies implicitly.
    let chosen = numeric(input.query.get('employerId'));
    if (chosen === null && conversationId !== null && input.employerIds.length > 1) {
      if (input.conversationEmployerId === undefined) return { kind: 'resolve-conversation', conversationId };
      chosen = input.conversationEmployerId ?? input.currentEmployerId;
    }

    const query = new URLSearchParams();
    for (const [k, v] of input.query) if (!DROPPED.has(k) && k !== 'employerId') query.set(k, v);
    if (rule.routeName === 'employer-jobs-id-index-pro-proId-application-applicationId') {
      query.set('jobId', params.id ?? '');
      query.set('proId', params.proId ?? '');
      query.set('jobApplicantId', params.applicationId ?? '');
    }
    if (chosen !== null) query.set('employerId', String(chosen));
    const search = query.toString();
    const to = search ? `${target}?${search}` : target;
    // A rule that maps a path onto itself with nothing new to add is not a redirect.
    if (to === `${path}${input.query.toString() ? `?${input.query.toString()}` : ''}`) return { kind: 'none' };
    return { kind: 'redirect', to, routeName: rule.routeName, employerId: chosen ?? input.currentEmployerId };
  }
  return { kind: 'none' };
}

/**
 * Finds the employer a conversation belongs to (§7 internal action). On any failure it falls
 * back to the current employer with a console warning (§8).
 */
export async function resolveConversationEmployer(
  find: (employerIds: readonly number[], conversationId: number) => Promise<number | null>,
  employerIds: readonly number[],
  conversationId: number,
  currentEmployerId: number | null,
): Promise<number | null> {
  try {
    const found = await find(employerIds, conversationId);
    if (found !== null && employerIds.includes(found)) return found;
  } catch {
    // fall through to the warning below
  }
  console.warn(`Could not find the employer of conversation ${conversationId}; using the current employer.`);
  return currentEmployerId;
}

/**
 * The §7 internal action "find employer for a conversation (employerIds, conversationId)" over
 * the conversation service's spec call: each employer is asked for its headers among
 * [conversationId], one at a time, stopping at the first that holds it. null when none does; if
 * none does and some could not be asked, the failure is raised (the caller falls back).
 */
export async function findEmployerHoldingConversation(
  headersOf: (employerId: number, conversationIds: readonly number[]) => Promise<readonly { conversationId: number }[]>,
  employerIds: readonly number[],
  conversationId: number,
): Promise<number | null> {
  let failure: unknown = null;
  for (const employerId of employerIds) {
    try {
      const headers = await headersOf(employerId, [conversationId]);
      if (headers.some((h) => h.conversationId === conversationId)) return employerId;
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== null) throw failure;
  return null;
}

function numeric(raw: string | null): number | null {
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}
