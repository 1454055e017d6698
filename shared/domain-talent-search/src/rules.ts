// Rules of the talent search domain that the remote (before sending) and the API (on whatever
// arrives) both apply. Pure functions and constants only.

/** Spec 002 §7 and §9: radius default 30, maximum 100 (shown as 100+), 25 per page (10/25/50/100). */
export const SEARCH_DEFAULTS = {
  radius: 30,
  maxRadius: 100,
  hitsPerPage: 25,
  hitsPerPageOptions: [10, 25, 50, 100],
  /** Spec 002 §2, §9: the last 5 searches per user, in browser storage under a versioned key. */
  rememberedSearches: 5,
  rememberedSearchesKey: 'floorhire.talent-search.recent.v1',
} as const;

export const SEARCH_QUERY_MAX = 200;
export const SHORTLIST_TITLE_MAX = 120;
/** Facet counts are taken over at most this many matches (exhaustiveFacetsCount false beyond). */
export const FACET_SAMPLE = 2_000;
export const FACET_VALUES_MAX = 20;

/** Spec 002 §2: under a year, 1-2, 3-5, 6-10, over 10. `min` inclusive, `max` exclusive, in years. */
export const YEARS_BUCKETS = [
  { value: 'lt1', label: 'Under a year', min: 0, max: 1 },
  { value: '1-2', label: '1-2', min: 1, max: 3 },
  { value: '3-5', label: '3-5', min: 3, max: 6 },
  { value: '6-10', label: '6-10', min: 6, max: 11 },
  { value: 'gt10', label: 'Over 10', min: 11, max: null },
] as const;
export type YearsBucket = (typeof YEARS_BUCKETS)[number]['value'];
export const YEARS_BUCKET_VALUES = YEARS_BUCKETS.map((b) => b.value) as [YearsBucket, ...YearsBucket[]];

/** Last Active choices (ours, ADR 240): each is "active within the last N days". */
export const LAST_ACTIVE_CHOICES = [
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 3 months', days: 90 },
  { value: '180d', label: 'Last 6 months', days: 180 },
  { value: '365d', label: 'Last year', days: 365 },
] as const;
export type LastActive = (typeof LAST_ACTIVE_CHOICES)[number]['value'];
export const LAST_ACTIVE_VALUES = LAST_ACTIVE_CHOICES.map((c) => c.value) as [LastActive, ...LastActive[]];

/** Spec 002 §3: unlock sources; messaging sources. */
export const UNLOCK_SOURCES = ['ppp', 'application', 'bulk_messaging', 'pdp'] as const;
export type UnlockSource = (typeof UNLOCK_SOURCES)[number];
/** Spec 002 §3: the talent-search feature status. */
export const TALENT_SEARCH_FEATURE_STATUSES = ['Disabled', 'Requested', 'Enabled'] as const;
export type TalentSearchFeatureStatus = (typeof TALENT_SEARCH_FEATURE_STATUSES)[number];

export interface SearchFiltersLike {
  jobTitleIds?: readonly number[] | undefined;
  skillIds?: readonly number[] | undefined;
  machineIds?: readonly number[] | undefined;
  brandIds?: readonly number[] | undefined;
  lastActive?: string | null | undefined;
  yearsOfExperience?: readonly string[] | undefined;
}

/** Spec 002 §5: search text has non-printable characters removed (and runs of space collapse). */
export function cleanSearchText(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the rule
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/gu, ' ').replace(/\s+/gu, ' ').trim();
}

/** How many filter values are chosen (years count only with a job title: spec 002 §2). */
export function countSelectedFilters(filters: SearchFiltersLike | undefined): number {
  if (!filters) return 0;
  const years = (filters.jobTitleIds?.length ?? 0) > 0 ? (filters.yearsOfExperience?.length ?? 0) : 0;
  return (filters.jobTitleIds?.length ?? 0) + (filters.skillIds?.length ?? 0) + (filters.machineIds?.length ?? 0) + (filters.brandIds?.length ?? 0) + (filters.lastActive ? 1 : 0) + years;
}

/** Spec 002 §2: the years filter is usable only after a job title is chosen. */
export function yearsFilterUsable(filters: SearchFiltersLike | undefined): boolean {
  return (filters?.jobTitleIds?.length ?? 0) > 0;
}

export interface SearchStateLike {
  location?: { latitude: number; longitude: number } | null | undefined;
  query?: string | undefined;
  aroundRadius?: number | undefined;
  filters?: SearchFiltersLike | undefined;
}

/** Spec 002 §4: a saved search is ready only with a location and (a query text or at least one filter). */
export function isSavedSearchReady(search: SearchStateLike): boolean {
  return !!search.location && (cleanSearchText(search.query ?? '') !== '' || countSelectedFilters(search.filters) > 0);
}

/**
 * Spec 002 §4: filters count as selected when there is a query, location, non-default radius or
 * filter, and no pro preview.
 */
export function hasSelectedFilters(search: SearchStateLike, proPreview: boolean): boolean {
  if (proPreview) return false;
  const radius = search.aroundRadius ?? SEARCH_DEFAULTS.radius;
  return cleanSearchText(search.query ?? '') !== '' || !!search.location || radius !== SEARCH_DEFAULTS.radius || countSelectedFilters(search.filters) > 0;
}

/** Spec 002 §7: the radius is shown as 100+ at its maximum. */
export function radiusLabel(miles: number): string {
  return miles >= SEARCH_DEFAULTS.maxRadius ? `${SEARCH_DEFAULTS.maxRadius}+` : String(miles);
}

/** The search text as the engine's tokens: letters and digits, lower case, at most 8. */
export function searchTokens(text: string): string[] {
  return (cleanSearchText(text).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Which years bucket a number of years falls in. */
export function yearsBucketOf(years: number): YearsBucket {
  const found = YEARS_BUCKETS.find((b) => years >= b.min && (b.max === null || years < b.max));
  return found?.value ?? 'lt1';
}

/**
 * One person behind duplicate profiles (spec 002 unlock, ADR 243): phone by its last ten digits,
 * e-mail lower-cased with a +tag removed. Either key matching means the same person.
 */
export function identityKeys(person: { phone?: string | null; email?: string | null }): string[] {
  const keys: string[] = [];
  const digits = (person.phone ?? '').replace(/\D/gu, '');
  if (digits.length >= 10) keys.push(`phone:${digits.slice(-10)}`);
  const email = (person.email ?? '').trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at > 0) keys.push(`email:${email.slice(0, at).replace(/\+.*$/u, '')}${email.slice(at)}`);
  return keys;
}

/** Spec 002 §5: trial modal when on the free plan and used + n exceed the available credits. */
export function needsTrialModal(plan: { isTrial: boolean; usedCredits: number; availableCredits: number }, toUnlock: number): boolean {
  return plan.isTrial && plan.usedCredits + toUnlock > plan.availableCredits;
}

export interface RecentSearch {
  query: string;
  location: { description: string; latitude: number; longitude: number; postalCode?: string | undefined } | null;
  aroundRadius: number;
}

/** Spec 002 §2: the last 5 searches, newest first, empty ones ignored, repeats moved to the front. */
export function rememberSearch(list: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  const query = cleanSearchText(search.query);
  if (query === '' && !search.location) return [...list];
  const entry = { ...search, query };
  const same = (s: RecentSearch) => s.query === entry.query && s.location?.description === entry.location?.description && s.aroundRadius === entry.aroundRadius;
  return [entry, ...list.filter((s) => !same(s))].slice(0, SEARCH_DEFAULTS.rememberedSearches);
}
