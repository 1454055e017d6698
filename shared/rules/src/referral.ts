// Referral options of spec 000 §2.5, shown in random order, and campaign capture of §3.
export const REFERRAL_OPTIONS = [
  { value: 'search-engine', label: 'Search engine (Google, Bing, etc.)' },
  { value: 'social', label: 'Social media' },
  { value: 'trade-show', label: 'Trade show or industry event' },
  { value: 'email', label: 'E-mail' },
  { value: 'referral', label: 'Colleague or friend referral' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'other', label: 'Other' },
] as const;
export type ReferralOption = (typeof REFERRAL_OPTIONS)[number]['value'];
export const REFERRAL_OTHER: ReferralOption = 'other';
export const REFERRAL_OTHER_LABEL = 'Other (please specify)';

/** Fisher-Yates shuffle into a new array; `random` is injectable so tests can fix the order. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** Campaign parameters of the landing address mapped to the referral fields (spec 000 §3). */
export const REFERRAL_QUERY_KEYS = {
  channel: 'utm_source',
  name: 'utm_campaign',
  subreferral: 'utm_medium',
  term: 'utm_term',
  content: 'utm_content',
} as const;
export type Referral = { -readonly [K in keyof typeof REFERRAL_QUERY_KEYS]?: string };

/** Reads a referral from a query string; undefined when no campaign parameter is present. */
export function referralFromSearch(search: string | URLSearchParams): Referral | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const referral: Referral = {};
  for (const [field, key] of Object.entries(REFERRAL_QUERY_KEYS) as [keyof Referral, string][]) {
    const value = params.get(key)?.trim();
    if (value) referral[field] = value.slice(0, 200);
  }
  return Object.keys(referral).length > 0 ? referral : undefined;
}
