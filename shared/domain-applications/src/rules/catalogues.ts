import type { ApplicantStatus } from '@floorhire/rules';

// Catalogues of the applicant pipeline (spec 001 §4-§9). The list of applicant statuses itself
// is a platform catalogue (@floorhire/rules), since other domains show them too. Display names
// are the employer's words unless marked staff.

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

/** Unsubscribed employers see these fixed statistics (spec 001 §6). */
export const SAMPLE_DASHBOARD_STATS = {
  interview: [0, 8, 5, 9, 12],
  hire: [0, 1, 1, 4, 9],
  applicant: [0, 3, 7, 4, 10],
  prescreened: [0, 4, 6, 8, 9],
  pro: [0, 4, 4, 7, 9],
} as const;

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
