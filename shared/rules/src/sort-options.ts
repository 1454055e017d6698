// Sort options of spec 000 §9 and 001 §2.
export interface SortOption {
  readonly label: string;
  readonly sortBy: string;
  readonly sortDesc: boolean;
}

export const SORT_OPTIONS = [
  { label: 'Date new to old', sortBy: 'updateTs', sortDesc: true },
  { label: 'Date old to new', sortBy: 'updateTs', sortDesc: false },
  { label: 'Score', sortBy: 'score', sortDesc: true },
  { label: 'Last Name A-Z', sortBy: 'nameLast', sortDesc: false },
  { label: 'Last Name Z-A', sortBy: 'nameLast', sortDesc: true },
] as const satisfies readonly SortOption[];

/** Applicants list default: score descending (spec 001 §2). */
export const APPLICANT_DEFAULT_SORT = SORT_OPTIONS[2];

/** Jobs list sort columns (spec 001 §2), each offered low to high and high to low. */
export const JOB_SORT_COLUMNS = [
  { label: 'Last Updated', sortBy: 'statusUpdateTs' },
  { label: 'New Applications', sortBy: 'newApplications' },
  { label: 'Outreach', sortBy: 'outreach' },
  { label: 'Engaged', sortBy: 'engaged' },
  { label: 'Reviewed', sortBy: 'reviewed' },
  { label: 'Interview', sortBy: 'interview' },
  { label: 'Offer', sortBy: 'offer' },
] as const;

/** Staff employer list sort columns (spec 002 §9). */
export const EMPLOYER_SORT_COLUMNS = [
  { label: 'Last Updated', sortBy: 'updateTs' },
  { label: 'Jobs', sortBy: 'jobs' },
  { label: 'Members', sortBy: 'members' },
  { label: 'Contacts', sortBy: 'contacts' },
] as const;
