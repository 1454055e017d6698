// Business constants of spec 000 §9 and §2.3. Durations are milliseconds.

import { API_ERROR_TYPES } from './texts/api';

export const PRODUCT_NAME = 'FloorHire';
/** Page titles read "<page> | FloorHire"; the product name is the suffix (spec 000 §9). */
const TITLE_SUFFIX = PRODUCT_NAME;
export function pageTitle(page?: string): string {
  return page ? `${page} | ${TITLE_SUFFIX}` : TITLE_SUFFIX;
}

export const DURATIONS = {
  snackbar: 3000,
  errorSnackbar: 4000,
  errorSnackbarLong: 5000,
  alert: 4000,
  newLinkSuccess: 5000,
  updateNotice: 5000,
  updateCheckInterval: 10_000,
  cacheExpiry: 900_000,
  elapsedDay: 24 * 60 * 60 * 1000,
  templateUndoWindow: 20_000,
  assistantPollInterval: 2000,
  messageWaitPoll: 300,
} as const;

export const ASSISTANT_MAX_POLLS = 150;
export const PROMISE_POOL_CONCURRENCY = 5;
/** Token refresh (spec 000 §4): 5 minutes before expiry, at least 1 minute and at most 2 hours from now. */
export const TOKEN_REFRESH = {
  beforeExpiry: 5 * 60 * 1000,
  minDelay: 60 * 1000,
  maxDelay: 2 * 60 * 60 * 1000,
} as const;

/** Milliseconds from now until the session should be refreshed. */
export function tokenRefreshDelay(expiresAt: number, now: number = Date.now()): number {
  const wanted = expiresAt - TOKEN_REFRESH.beforeExpiry - now;
  return Math.min(TOKEN_REFRESH.maxDelay, Math.max(TOKEN_REFRESH.minDelay, wanted));
}

/**
 * A readable, non-secret cookie the API sets and clears with the httpOnly refresh cookie: it
 * says only "this browser may have a session", so a visitor's first page skips the refresh
 * probe (no 401 in its console, no round trip) while the token stays unreadable (ADR 143).
 */
export const SESSION_HINT_COOKIE = 'fh_session';

export const THEME = {
  primary: '#00900D',
} as const;

export const LAYOUT = {
  drawerWide: 256,
  drawerNarrow: 184,
  drawerEmployerMax: 180,
  drawerMini: 48,
  maxWidth: 1904,
  bannerHeightDesktop: 40,
  bannerHeightMobile: 100,
  loadingBarHeight: 2,
} as const;

export const EMPLOYER_SIZE_BANDS = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10,000',
  '10,000+',
] as const;
/** Message template placeholders (spec 000 §9, 001 §3), written in text as {{name}}. */
export const MESSAGE_PLACEHOLDERS = ['Company Name', 'Pro FullName', 'My Name', 'Pro FirstName'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

/** Replaces every known placeholder; a placeholder without a value is left as written. */
export function fillPlaceholders(text: string, values: Partial<Record<MessagePlaceholder, string>>): string {
  return text.replace(/\{\{([^{}]+)\}\}/g, (token, name: string) => {
    const value = values[name.trim() as MessagePlaceholder];
    return value === undefined ? token : value;
  });
}

/** Error types of spec 000 §3 and the server error names of §8 that select them. */
export const ERROR_TYPES = {
  default: 'default',
  userNotFound: 'user-not-found',
  expiredAuthLink: 'expired-auth-link',
} as const;
export type ErrorType = (typeof ERROR_TYPES)[keyof typeof ERROR_TYPES];

/** Which error page an error shows (spec 000 §8). */
export function errorTypeOf(error: { error?: string | undefined; statusCode?: number | undefined }): ErrorType | 'not-found' {
  if (error.error === API_ERROR_TYPES.expiredAuthLink) return ERROR_TYPES.expiredAuthLink;
  if (error.error === API_ERROR_TYPES.userNotFound) return ERROR_TYPES.userNotFound;
  if (error.statusCode === 404) return 'not-found';
  return ERROR_TYPES.default;
}

