// Statuses and catalogues of jobs (spec 001 §2-§5, §9). Display names are the employer's words.

export const JOB_STATUSES = ['draft', 'live', 'removed', 'archived', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = {
  draft: 'Draft',
  live: 'Live',
  removed: 'Removed',
  archived: 'Archived',
  expired: 'Expired',
};
/** The jobs list filter offers these; the default is Live and Draft (spec 001 §2). */
export const JOB_FILTER_STATUSES = ['live', 'draft', 'removed'] as const satisfies readonly JobStatus[];
export const JOB_DEFAULT_FILTER_STATUSES = ['live', 'draft'] as const satisfies readonly JobStatus[];

export const HIRE_TYPES = ['Full-Time', 'Part-Time', 'Project'] as const;
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior'] as const;
export const SCREENER_QUESTIONS = { min: 3, max: 7 } as const;

export const JOB_WIZARD_STEPS = [
  'company-information',
  'job-details',
  'skilled-keywords',
  'job-description',
  'screener-questions',
  'review',
] as const;
export const JOB_EDIT_EXTRA_STEP = 'candidate-screening';

export const JOB_SKILL_CATEGORIES = {
  1: 'disciplines',
  2: 'technologies and machines',
  3: 'brands',
  4: 'materials',
} as const;

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
