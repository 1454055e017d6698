import { EMPLOYER_FEATURES, EMPLOYER_STATUSES } from '@floorhire/rules';
import { EMPLOYER_LIST, type EmployerListSort } from '@floorhire/domain-staff';
import type { EmployerSummaryFilter } from '@floorhire/schemas';

type FeatureName = (typeof EMPLOYER_FEATURES)[number];
const FEATURE_STATUSES = { 'Talent Search': ['Disabled', 'Requested', 'Enabled'], other: ['enabled', 'disabled'] } as const;
type FeatureStatus = 'Disabled' | 'Requested' | 'Enabled' | 'enabled' | 'disabled';

/** Every feature status staff may filter by (spec 002 §3), as "name:status" values of ?feature=. */
export const FEATURE_CHOICES: readonly { value: string; label: string }[] = EMPLOYER_FEATURES.flatMap((name) =>
  (name === 'Talent Search' ? FEATURE_STATUSES['Talent Search'] : FEATURE_STATUSES.other).map((status) => ({ value: `${name}:${status}`, label: `${name}: ${status}` })),
);

/** The staff employer list as the address keeps it. */
export interface EmployerListState {
  name: string;
  status: string;
  assigneeId: number | null;
  industryId: number | null;
  postalCode: string;
  feature: string;
  order: EmployerListSort;
  page: number;
  pageSize: number;
}

const positive = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function stateFromSearch(search: URLSearchParams): EmployerListState {
  const order = search.get('order');
  const size = Number(search.get('pageSize'));
  const status = search.get('status') ?? '';
  const feature = search.get('feature') ?? '';
  return {
    name: search.get('name') ?? '',
    status: (EMPLOYER_STATUSES as readonly string[]).includes(status) ? status : '',
    assigneeId: positive(search.get('assigneeId')),
    industryId: positive(search.get('industryId')),
    postalCode: search.get('postalCode') ?? '',
    feature: FEATURE_CHOICES.some((c) => c.value === feature) ? feature : '',
    order: EMPLOYER_LIST.sorts.find((s) => s.order === order)?.order ?? EMPLOYER_LIST.sorts[0].order,
    page: positive(search.get('page')) ?? 1,
    pageSize: (EMPLOYER_LIST.pageSizes as readonly number[]).includes(size) ? size : EMPLOYER_LIST.pageSize,
  };
}

export function searchFromState(s: EmployerListState): Record<string, string> {
  const out: Record<string, string> = {};
  if (s.name.trim()) out.name = s.name.trim();
  if (s.status) out.status = s.status;
  if (s.assigneeId) out.assigneeId = String(s.assigneeId);
  if (s.industryId) out.industryId = String(s.industryId);
  if (s.postalCode.trim()) out.postalCode = s.postalCode.trim();
  if (s.feature) out.feature = s.feature;
  if (s.order !== EMPLOYER_LIST.sorts[0].order) out.order = s.order;
  if (s.page > 1) out.page = String(s.page);
  if (s.pageSize !== EMPLOYER_LIST.pageSize) out.pageSize = String(s.pageSize);
  return out;
}

/** The filter of GET employer/summary (spec 002 §7: assigneeId, id, industryId, status, postalCode; and a feature's status). */
export function filterOf(s: EmployerListState): EmployerSummaryFilter {
  const where: NonNullable<EmployerSummaryFilter['where']> = {};
  if (s.name.trim()) where.name = s.name.trim();
  if (s.status) where.status = s.status as (typeof EMPLOYER_STATUSES)[number];
  if (s.assigneeId) where.assigneeId = s.assigneeId;
  if (s.industryId) where.industryId = s.industryId;
  if (s.postalCode.trim()) where.postalCode = s.postalCode.trim();
  if (s.feature) {
    const [name, status] = s.feature.split(':') as [FeatureName, FeatureStatus];
    where.feature = { name, status };
  }
  return { where, limit: s.pageSize, skip: (s.page - 1) * s.pageSize, order: s.order };
}
