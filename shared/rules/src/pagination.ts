export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

/** Default page sizes; the employer jobs list takes the 50-per-page reading (docs/decisions/083). */
export const PAGE_SIZES = {
  employerJobs: 50,
  staffJobs: 10,
  applicants: 10,
  users: 25,
  staffEmployers: 10,
  messages: 20,
  talentSearch: 25,
  billingHistory: 5,
  messageTemplates: 5,
} as const;

/** Zero-based offset of a page, for limit/skip filters. */
export function pageOffset(page: number, itemsPerPage: number): number {
  return Math.max(0, page - 1) * itemsPerPage;
}

export function pageCount(total: number, itemsPerPage: number): number {
  return Math.max(1, Math.ceil(total / itemsPerPage));
}
