import { DEFAULT_JOB_SORT, JOB_SEARCH_LIMITS, JOB_SORTS, type JobSearchFilter, type JobSort } from '@floorhire/domain-job-board';

// The job search lives in the address (zip, radius, minPay, shifts, title, sort, page), so a
// search can be shared, bookmarked and walked back with the browser's Back button.

export interface SearchState {
  zip: string;
  radius: number;
  minPay: string;
  shifts: number[];
  title: string;
  sort: JobSort;
  page: number;
  showNotInterested: boolean;
}

export function readSearch(params: URLSearchParams): SearchState {
  const radius = Number(params.get('radius'));
  const sort = params.get('sort') as JobSort | null;
  const page = Number(params.get('page'));
  return {
    zip: params.get('zip') ?? '',
    radius: (JOB_SEARCH_LIMITS.radiusChoices as readonly number[]).includes(radius) ? radius : JOB_SEARCH_LIMITS.defaultRadius,
    minPay: params.get('minPay') ?? '',
    shifts: (params.get('shifts') ?? '').split(',').filter((part) => /^\d$/u.test(part)).map(Number).filter((n) => [0, 1, 2, 3, 4].includes(n)),
    title: params.get('title') ?? '',
    sort: sort && (JOB_SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_JOB_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    showNotInterested: params.get('showNotInterested') === 'true',
  };
}

export function writeSearch(state: SearchState, keep: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of keep) if (/^utm_|^channel$/u.test(key)) out.set(key, value);
  if (state.zip) out.set('zip', state.zip);
  if (state.zip && state.radius !== JOB_SEARCH_LIMITS.defaultRadius) out.set('radius', String(state.radius));
  if (state.minPay) out.set('minPay', state.minPay);
  if (state.shifts.length > 0) out.set('shifts', state.shifts.join(','));
  if (state.title) out.set('title', state.title);
  if (state.sort !== DEFAULT_JOB_SORT) out.set('sort', state.sort);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.showNotInterested) out.set('showNotInterested', 'true');
  return out;
}

/** The API filter of a valid search; null while the ZIP is half typed. */
export function filterOf(state: SearchState, asPro: boolean): JobSearchFilter | null {
  if (state.zip && !/^\d{5}$/u.test(state.zip)) return null;
  const minPay = Number(state.minPay);
  const filter: JobSearchFilter = {
    sortBy: state.sort === 'distance asc' && !state.zip ? DEFAULT_JOB_SORT : state.sort,
    limit: JOB_SEARCH_LIMITS.pageSize,
    skip: (state.page - 1) * JOB_SEARCH_LIMITS.pageSize,
  };
  if (state.zip) Object.assign(filter, { postalCode: state.zip, radius: state.radius });
  if (state.minPay && Number.isFinite(minPay) && minPay >= 1) filter.minPay = minPay;
  if (state.shifts.length > 0) filter.shifts = state.shifts as JobSearchFilter['shifts'];
  if (state.title && Number(state.title) > 0) filter.jobTitleIds = [Number(state.title)];
  if (asPro && state.showNotInterested) filter.showNotInterestedJobs = true;
  return filter;
}

/** Campaign parameters and the ZIP travel from the list to a job, so analytics and distance survive. */
export function carried(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of params) if (/^utm_|^channel$|^zip$/u.test(key)) out.set(key, value);
  const text = out.toString();
  return text ? `?${text}` : '';
}
