// Rules of the staff domain that the staff remote (before sending) and the API (on whatever
// arrives) both apply. Pure functions and constants only.
import { PAGE_SIZE_OPTIONS, PAGE_SIZES, ROLES, type UserStatus } from '@floorhire/rules';

/** Spec 002 §9: the users list, 25 a page (10, 25, 50, 100), newest first. */
export const USER_LIST = { pageSize: PAGE_SIZES.users, pageSizes: PAGE_SIZE_OPTIONS, order: 'createTs DESC' } as const;

export const USER_LIST_ORDERS = ['createTs DESC', 'createTs ASC', 'nameLast ASC', 'nameLast DESC', 'lastActiveTs DESC'] as const;
export type UserListOrder = (typeof USER_LIST_ORDERS)[number];

/**
 * Spec 002 §9: the staff employer list, 10 a page (10, 25, 50, 100), Last Updated first; the
 * sorts Last Updated, Jobs, Members, Contacts (each most first).
 */
export const EMPLOYER_LIST = {
  pageSize: PAGE_SIZES.staffEmployers,
  pageSizes: PAGE_SIZE_OPTIONS,
  sorts: [
    { label: 'Last Updated', order: 'updateTs DESC' },
    { label: 'Jobs', order: 'jobs DESC' },
    { label: 'Members', order: 'members DESC' },
    { label: 'Contacts', order: 'contacts DESC' },
  ],
} as const;
export type EmployerListSort = (typeof EMPLOYER_LIST.sorts)[number]['order'];

/** Spec 002 §5: a name search takes letters, apostrophe, comma, period, space or hyphen only. */
const NAME_SEARCH = /^[\p{L}' ,.-]*$/u;
/** Spec 000 §5 / 002 §5: non-printable characters are removed from search text. */
const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu;

export function cleanSearchText(text: string): string {
  return text.replace(NON_PRINTABLE, '').trim();
}

export function isNameSearch(text: string): boolean {
  return NAME_SEARCH.test(cleanSearchText(text));
}

/**
 * How a name search matches (spec 002 §5, the staff message user search): a name with a space
 * is split into first and last name and both must match; a single word matches either.
 */
export type NameMatch = { kind: 'none' } | { kind: 'either'; word: string } | { kind: 'both'; first: string; last: string };

export function nameMatch(text: string): NameMatch {
  const words = cleanSearchText(text).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return { kind: 'none' };
  if (words.length === 1) return { kind: 'either', word: words[0]! };
  return { kind: 'both', first: words[0]!, last: words.slice(1).join(' ') };
}

/** Spec 002 §5: a phone search uses only the digits of the input. */
export function phoneSearchDigits(text: string): string {
  return text.replace(/\D/gu, '');
}

/** How long staff may act as a user before the session ends by itself (ADR 301). */
export const ACT_AS_MINUTES = 30;

/**
 * The user statuses of spec 000 §4 staff set by hand: archive, block and suspend, and back to
 * normal. The others (invited, unverified, ...) follow from sign-up and are not set here.
 */
export const STAFF_STATUS_MOVES = ['archive', 'block', 'suspend', 'normal'] as const satisfies readonly UserStatus[];
export type StaffStatusMove = (typeof STAFF_STATUS_MOVES)[number];

/** Statuses that may not hold a session (the API's tokens agree): no one acts as such a user. */
export const STATUSES_WITHOUT_SESSION: readonly UserStatus[] = ['archive', 'block', 'suspend'];

/** The moves offered for a user in a status: away to each stopped status, and back to normal from one. */
export function statusMovesFrom(status: UserStatus): StaffStatusMove[] {
  const stopped = (STATUSES_WITHOUT_SESSION as readonly string[]).includes(status);
  return STAFF_STATUS_MOVES.filter((move) => move !== status && (move !== 'normal' || stopped));
}

/** Where "back to my session" may lead: a staff page of this product, nothing else. */
export function isStaffReturnPath(path: string): boolean {
  return /^\/admin(\/[\w\-./%]*)?$/u.test(path) && !path.includes('//') && !path.includes('..');
}

/** A write made while acting, as staff and the user read it in the audit trail. */
const ACTION_LABELS: readonly { method: string; route: RegExp; label: string }[] = [
  { method: 'POST', route: /^\/v4\/job$/u, label: 'Created a job' },
  { method: 'PATCH', route: /^\/v4\/job\/:id$/u, label: 'Changed a job' },
  { method: 'POST', route: /^\/v4\/conversation\/:id\/message$/u, label: 'Sent a message' },
  { method: 'POST', route: /^\/v4\/employer\/:employerId\/conversation$/u, label: 'Started a conversation' },
  { method: 'PATCH', route: /^\/v4\/user-profile\/:id$/u, label: 'Changed the profile' },
  { method: 'PATCH', route: /^\/v4\/pro\/:id$/u, label: 'Changed the pro profile' },
  { method: 'POST', route: /^\/v4\/employer-feature$/u, label: 'Asked for a feature' },
];

export function actAsActionLabel(method: string, route: string, path: string): string {
  return ACTION_LABELS.find((a) => a.method === method && a.route.test(route))?.label ?? `${method} ${path.replace(/^\/v4/u, '')}`;
}

/**
 * Roles staff give a staff user on top of the Super Admin group (ADR 305): the taxonomy editors'
 * (ADR 311), which the taxonomy guard and the editors' calls ask for.
 */
export const STAFF_GRANTABLE_ROLES = [ROLES.taxonomy] as const;
export type StaffGrantableRole = (typeof STAFF_GRANTABLE_ROLES)[number];
