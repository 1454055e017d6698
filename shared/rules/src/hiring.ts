// Statuses and catalogues of the hiring workflow (spec 001 §3-§9) that both the API and the
// remotes need. Display names are the employer's words unless marked staff.

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
export type HireType = (typeof HIRE_TYPES)[number];
export const PAY_PERIODS = ['hourly', 'annual'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior'] as const;
export const SCREENER_QUESTIONS = { min: 3, max: 7 } as const;
export const MESSAGE_TITLE_MAX = 48;

export const JOB_WIZARD_STEPS = [
  'company-information',
  'job-details',
  'skilled-keywords',
  'job-description',
  'screener-questions',
  'review',
] as const;
export const JOB_EDIT_EXTRA_STEP = 'candidate-screening';

export const APPLICANT_STATUSES = [
  'Notified',
  'New',
  'Contact',
  'Client',
  'Review',
  'Interview',
  'Offer',
  'Hired',
  'Not interested',
  'Rejected',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** Employer display names; undefined means hidden from employers (spec 001 §4). */
export const APPLICANT_STATUS_EMPLOYER_LABELS: Readonly<Record<ApplicantStatus, string | undefined>> = {
  Notified: undefined,
  New: 'New Applications',
  Contact: 'New Applications',
  Client: 'Engaged',
  Review: 'Reviewed',
  Interview: 'Interview',
  Offer: 'Offer',
  Hired: 'Hired',
  'Not interested': undefined,
  Rejected: 'Rejected',
};

export function applicantStatusLabel(status: ApplicantStatus, viewer: 'staff' | 'employer' = 'employer'): string {
  if (viewer === 'staff') return status === 'Contact' ? 'Outreach' : (APPLICANT_STATUS_EMPLOYER_LABELS[status] ?? status);
  return APPLICANT_STATUS_EMPLOYER_LABELS[status] ?? '';
}

export const APPLICANT_GROUPS = {
  applied: ['New', 'Contact', 'Client', 'Review'],
  offered: ['Offer', 'Hired'],
  decision: ['Not interested', 'Offer', 'Hired', 'Rejected'],
  employerNew: ['New', 'Contact'],
  /** "All Open" leaves these out (spec 001 §4). */
  excludedFromAllOpen: ['Rejected', 'Not interested', 'Notified', 'Hired'],
  hiddenFromEmployers: ['Notified', 'Not interested'],
} as const satisfies Record<string, readonly ApplicantStatus[]>;

export const APPLICANT_FILTER_TABS = [
  'New Applicants',
  'Engaged',
  'Review',
  'Interview',
  'Other',
  'All Open',
  'Offer',
  'Hired',
  'Rejected',
] as const;

export const INTERVIEW_SLOT_STATUSES = ['Proposed', 'Accepted', 'Confirmed', 'Rejected', 'Rescheduled', 'Canceled'] as const;
export type InterviewSlotStatus = (typeof INTERVIEW_SLOT_STATUSES)[number];
export const INTERVIEW_PROPOSERS = ['Business', 'Skilled Pro', 'Super Admin'] as const;
export type InterviewProposer = (typeof INTERVIEW_PROPOSERS)[number];

export const CALENDAR_PROVIDERS = ['google', 'microsoft'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

export const TEMPLATE_STATUSES = ['live', 'removed'] as const;

export const JOB_SKILL_CATEGORIES = {
  1: 'disciplines',
  2: 'technologies and machines',
  3: 'brands',
  4: 'materials',
} as const;

/** Unsubscribed employers see these fixed statistics (spec 001 §6). */
export const SAMPLE_DASHBOARD_STATS = {
  interview: [0, 8, 5, 9, 12],
  hire: [0, 1, 1, 4, 9],
  applicant: [0, 3, 7, 4, 10],
  prescreened: [0, 4, 6, 8, 9],
  pro: [0, 4, 4, 7, 9],
} as const;

// Spec 002: subscriptions, employers, features, search.

export const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'trial',
  'complete',
  'delinquent',
  'trial complete',
  'waiting creation',
  'incomplete_expired',
  'incomplete',
  'past_due',
  'trialing',
  'unpaid',
  'pending',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** A subscription counts as subscribed in these statuses (spec 002 §4). */
export const ACTIVE_SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'unpaid',
  'delinquent',
  'trial',
] as const satisfies readonly SubscriptionStatus[];

export function isSubscribedStatus(status: string | null | undefined): boolean {
  return (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status ?? '');
}
/** A free plan means trial status (spec 002 §4). */
export function isFreePlanStatus(status: string | null | undefined): boolean {
  return status === 'trial' || status === 'trialing';
}

export const PLAN_LENGTHS = ['quarterly', 'annual'] as const;

export const EMPLOYER_STATUSES = [
  'Not Contacted',
  'Outreach',
  'Meeting',
  'Jobs Posted',
  'Active Customer',
  'Inactive Customer',
  'Unqualified',
  'Not Interested',
  'archive',
] as const;
export type EmployerStatus = (typeof EMPLOYER_STATUSES)[number];

export const EMPLOYER_FEATURES = ['Talent Search', 'UI 3.0', 'URL Screening', 'Subscription V2'] as const;
export type EmployerFeature = (typeof EMPLOYER_FEATURES)[number];
export const FEATURE_STATUSES = ['enabled', 'disabled'] as const;

export const ACHIEVEMENTS = { 1: 'elite', 2: 'vetted', 3: 'block' } as const;

export const TALENT_SEARCH = {
  defaultRadius: 30,
  maxRadius: 100,
  rememberedSearches: 5,
  topMatches: 3,
} as const;
export const YEARS_OF_EXPERIENCE_BUCKETS = ['Under a year', '1-2', '3-5', '6-10', 'Over 10'] as const;

export const JOB_NOTIFICATION_STATUSES = ['NOT QUEUED', 'QUEUED', 'APPLIED', 'SKIPPED', 'NO REPLY', 'DISMISSED'] as const;
export const RESUME_BATCH_STATUSES = ['pending', 'completed', 'error'] as const;
export const RESUME_BATCH_FILE_STATUSES = ['pending', 'uploaded', 'processing', 'completed', 'error'] as const;
