import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@floorhire/router';
import { PAGE_SIZES, PAGE_SIZE_OPTIONS, pageOffset } from '@floorhire/rules';
import { APPLICANT_DEFAULT_SORT, SORT_OPTIONS, applicantTabs, parseApplicantSearch, type ApplicantFilterTab, type ApplicantViewer, type SortOption, type ApplicantListQuery, type ApplicantOrder } from '@floorhire/domain-applications';

// The list's state lives in the address (tab, sort, page, size, q) so a reload, a shared link or
// the back button returns to the same view.

export interface SortChoice {
  key: string;
  label: string;
  order: ApplicantOrder;
}

const sortKey = (o: SortOption) => `${o.sortBy}-${o.sortDesc ? 'desc' : 'asc'}`;
export const SORT_CHOICES: readonly SortChoice[] = SORT_OPTIONS.map((o) => ({ key: sortKey(o), label: o.label, order: `${o.sortBy} ${o.sortDesc ? 'DESC' : 'ASC'}` as ApplicantOrder }));
export const DEFAULT_SORT_KEY = sortKey(APPLICANT_DEFAULT_SORT);
/** docs/decisions/121-applicants-list.md: the whole open pipeline, best scores first. */
export const DEFAULT_TAB: ApplicantFilterTab = 'All Open';

export interface ApplicantListState {
  tab: ApplicantFilterTab;
  sort: SortChoice;
  page: number;
  size: number;
  /** What the user typed. */
  q: string;
}

export function readListState(params: URLSearchParams, viewer: ApplicantViewer): ApplicantListState {
  const tabs = applicantTabs(viewer);
  const tab = tabs.find((t) => t === params.get('tab')) ?? DEFAULT_TAB;
  const sort = SORT_CHOICES.find((s) => s.key === params.get('sort')) ?? SORT_CHOICES.find((s) => s.key === DEFAULT_SORT_KEY)!;
  const sizeParam = Number(params.get('size'));
  const size = (PAGE_SIZE_OPTIONS as readonly number[]).includes(sizeParam) ? sizeParam : PAGE_SIZES.applicants;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  return { tab, sort, page, size, q: params.get('q') ?? '' };
}

/** The list call's query: the tab, a page, the sort and a search cleaned by the spec's rules. */
export function toQuery(state: ApplicantListState): ApplicantListQuery {
  const search = parseApplicantSearch(state.q);
  return {
    filter: { where: { tab: state.tab }, limit: state.size, skip: pageOffset(state.page, state.size), order: [state.sort.order] },
    ...(search ? { search: search.kind === 'phone' ? search.digits : search.text } : {}),
  };
}

export function useApplicantListState(viewer: ApplicantViewer) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, viewer), [params, viewer]);
  const update = useCallback(
    (patch: Partial<Record<'tab' | 'sort' | 'page' | 'size' | 'q', string>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          // Any change but paging starts again on page 1.
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  return { state, query: useMemo(() => toQuery(state), [state]), update };
}
