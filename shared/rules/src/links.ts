// Every address the product sends a person to from outside the page they are on: e-mail and SMS
// links, the pages links lead to after /link/{code}, inbox items and other DTO links, banners,
// modals and the chrome's own actions. The API's link builders and the shell build these only
// through linkTo(), so one test can walk them all and fail on a dead end (ADR 151).
import { REMOTE_LINK_TARGETS } from './remote-links';

/** Who follows a link: a signed-out visitor or a signed-in user of a route role. */
export type LinkAudience = 'visitor' | 'employer' | 'pro' | 'admin';

export interface LinkTarget {
  /** Path pattern: ':name' is one segment. */
  readonly path: string;
  /** Query values the link may carry. */
  readonly query?: readonly string[];
  /** Who is sent there; the dead-link test resolves the link as each of them. */
  readonly for: readonly LinkAudience[];
  /** What produces it, for the reader of a failure. */
  readonly from: string;
}

const ANYONE: readonly LinkAudience[] = ['visitor', 'employer', 'pro', 'admin'];

/** Pages the shell serves itself: sign-in, sign-up and the links that lead to them. */
export const SHELL_LINK_TARGETS = {
  home: { path: '/', for: ANYONE, from: 'login links that name no page (the guards send each role home)' },
  login: { path: '/login', query: ['redirect'], for: ['visitor'], from: "expired-link panel, sign-up shell, social-login failure, the apply flow's 'Log in' (back to redirectRoute)" },
  loginLinkRequest: { path: '/login/link', for: ['visitor'], from: "login screen: 'Log in to your account'" },
  emailedLink: { path: '/link/:code', for: ANYONE, from: 'login, invite, reset-password and verify-email e-mails and SMS' },
  resetPassword: { path: '/reset-password', query: ['code'], for: ANYONE, from: 'a reset-password link, after /link/{code}' },
  employerSignup: { path: '/signup', for: ['visitor'], from: 'who-are-you page' },
  inviteeSignup: { path: '/signup', query: ['inviteCode'], for: ANYONE, from: 'an invitation link, after /link/{code}' },
  freeTrial: { path: '/signup-2', for: ['visitor'], from: "login screen: 'Start a Free Trial'" },
  signupSuccess: { path: '/signup/success', for: ['visitor'], from: 'guest employer sign-up' },
  whoAreYou: { path: '/auth/who-are-you', for: ['visitor'], from: 'the root without a session' },
  socialCallback: { path: '/auth/callback', query: ['error'], for: ANYONE, from: 'the API after a social login' },
} as const satisfies Record<string, LinkTarget>;

/**
 * Every target: the shell's, then those remotes declare on the routes that serve them
 * (remote.json "link", written into remote-links.ts by `npm run links`; ADR 187), so a remote's
 * route is written once and a new remote's targets need no edit here.
 */
export const LINK_TARGETS = { ...SHELL_LINK_TARGETS, ...REMOTE_LINK_TARGETS } as const satisfies Record<string, LinkTarget>;

export type LinkName = keyof typeof LINK_TARGETS;

type ParamsIn<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamsIn<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;
type QueryOf<N extends LinkName> = (typeof LINK_TARGETS)[N] extends { query: readonly (infer Q extends string)[] } ? Q : never;
type LinkValue = string | number;

export type LinkArgs<N extends LinkName> = [ParamsIn<(typeof LINK_TARGETS)[N]['path']>] extends [never]
  ? [params?: Record<string, never>, query?: Partial<Record<QueryOf<N>, LinkValue | null | undefined>>]
  : [params: Record<ParamsIn<(typeof LINK_TARGETS)[N]['path']>, LinkValue>, query?: Partial<Record<QueryOf<N>, LinkValue | null | undefined>>];

/** The same-site path (with query) of a link target; parameters are URL-encoded. */
export function linkTo<N extends LinkName>(name: N, ...[params, query]: LinkArgs<N>): string {
  const target: LinkTarget = LINK_TARGETS[name];
  const values = (params ?? {}) as Record<string, LinkValue>;
  const path = target.path.replace(/:([A-Za-z][A-Za-z0-9_]*)/gu, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`linkTo(${name}): missing ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, LinkValue | null | undefined>)) {
    // An undeclared value would travel unseen by the dead-link test.
    if (!target.query?.includes(key)) throw new Error(`linkTo(${name}): ${key} is not a declared query value`);
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** An absolute link for e-mails and SMS: the public address of the site plus linkTo(). */
export function absoluteLink<N extends LinkName>(publicUrl: string, name: N, ...args: LinkArgs<N>): string {
  return `${publicUrl.replace(/\/$/u, '')}${linkTo(name, ...args)}`;
}

function patternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/**
 * The declared target a same-site address (or an absolute one on any host) is, or null when no
 * target has its path and query values: how tests check a link someone built by hand. The first
 * declared wins, so a target without query values comes before one with the same path.
 */
export function findLinkTarget(address: string): LinkName | null {
  const url = new URL(address, 'http://link.invalid');
  const keys = [...url.searchParams.keys()];
  for (const [name, target] of Object.entries(LINK_TARGETS) as [LinkName, LinkTarget][]) {
    if (patternMatches(target.path, url.pathname) && keys.every((k) => target.query?.includes(k))) return name;
  }
  return null;
}
