import { pageOffset, type QueryParams } from '@floorhire/rules';
import { JOB_FILTER_STATUSES, JOB_STATUSES, JOB_SORT_COLUMNS, type JobStatus } from '@floorhire/domain-jobs';

/** What the list screen lets the user choose; turned into the API's filter by listFilter(). */
export interface JobListState {
  /** Selected statuses; 'all' is the multi-select's All option (spec 000 §5). */
  statuses: readonly (JobStatus | 'all')[];
  scope: 'mine' | 'all';
  /** Sort key and direction, or '' for the list's default order. */
  sort: string;
  page: number;
  pageSize: number;
  search: string;
  /** Staff only: one employer's jobs. */
  employerId: number | null;
}

export type JobSortValue = `${(typeof JOB_SORT_COLUMNS)[number]['sortBy']} ${'ASC' | 'DESC'}`;

/** Every sort column of §2, high to low and low to high. */
export const JOB_SORT_CHOICES: readonly { value: JobSortValue; label: string }[] = JOB_SORT_COLUMNS.flatMap((column) => [
  { value: `${column.sortBy} DESC` as JobSortValue, label: `${column.label}: high to low` },
  { value: `${column.sortBy} ASC` as JobSortValue, label: `${column.label}: low to high` },
]);

export function filterStatusesFor(isStaff: boolean): readonly JobStatus[] {
  return isStaff ? JOB_STATUSES : JOB_FILTER_STATUSES;
}

/**
 * The JSON filter of GET …/job/summary (spec 001 §7): empty values are dropped; All sends
 * every status the viewer may filter by; the chosen sort comes first, then statusUpdateTs desc.
 */
export function listFilter(state: JobListState, viewer: { userId: number; isStaff: boolean }): { filter: Record<string, unknown>; search?: string } {
  const where: Record<string, unknown> = {};
  const statuses = state.statuses.includes('all') ? [...filterStatusesFor(viewer.isStaff)] : state.statuses.filter((s): s is JobStatus => s !== 'all');
  if (statuses.length > 0) where.status = { inq: statuses };
  if (state.scope === 'mine') {
    // Staff "mine" is the jobs assigned to them; an employer's is the jobs they hire for or watch.
    if (viewer.isStaff) where.assigneeId = viewer.userId;
    else where.employerUserProfileId = viewer.userId;
  }
  if (viewer.isStaff && state.employerId) where.employerId = state.employerId;
  const filter: Record<string, unknown> = { limit: state.pageSize, skip: pageOffset(state.page, state.pageSize) };
  if (Object.keys(where).length > 0) filter.where = where;
  if (state.sort) filter.order = state.sort.startsWith('statusUpdateTs ') ? [state.sort] : [state.sort, 'statusUpdateTs DESC'];
  const search = state.search.trim();
  return search ? { filter, search } : { filter };
}

/** The count call takes the same filter without paging. */
export function countFilter(state: JobListState, viewer: { userId: number; isStaff: boolean }): QueryParams {
  const { filter, search } = listFilter(state, viewer);
  const { limit: _limit, skip: _skip, order: _order, ...rest } = filter;
  return search ? { filter: rest, search } : { filter: rest };
}
