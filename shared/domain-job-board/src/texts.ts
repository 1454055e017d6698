// The spec's words for the job board (spec 002 §8 "Lookups", §3, §4; spec 000 §9). Tests quote
// these; pages and the API read them from here.

export const JOB_BOARD_ERRORS = {
  jobTitles: "Couldn't load job titles",
  openJobs: "Couldn't load open jobs",
  job: "Couldn't load job",
  achievements: "Couldn't load achievements",
  jobSkills: "Couldn't load job skills",
  skillCategories: 'Error getting skill categories',
  preferences: "Couldn't set preferences",
  userProfile: "Couldn't load user's profile",
} as const;

/** API answers (spec silent: the words a modern product would use). */
export const JOB_BOARD_API_TEXTS = {
  jobNotFound: 'Job not found',
  unknownPostalCode: 'Please enter a valid 5-digit ZIP code',
  radiusNeedsPostalCode: 'Enter a ZIP code to search by distance',
  notInterestedAfterApplying: 'You already applied to this job; withdraw the application instead',
} as const;

/** Job notification statuses of spec 002 §3, in the words the pro reads beside a job. */
export const JOB_NOTIFICATION_LABELS = {
  'NOT QUEUED': 'Matched to you',
  QUEUED: 'Sent to you soon',
  APPLIED: 'Applied',
  SKIPPED: 'Sent to you',
  'NO REPLY': 'Sent to you',
  DISMISSED: 'Not interested',
} as const;

/** Applicant statuses as the pro reads them (spec 002 §4; ADR 212). */
export const PRO_STATUS_LABELS = {
  Notified: 'Sent to you',
  New: 'Applied',
  Contact: 'Applied',
  Client: 'Under review',
  Review: 'Under review',
  Interview: 'Interview',
  Offer: 'Offer',
  Hired: 'Hired',
  'Not interested': 'Withdrawn',
  Rejected: 'Not selected',
} as const;

/** Sort choices of the job search (spec 000 §9 "Date new to old (updateTs desc)"). */
export const JOB_SORT_LABELS = {
  'updateTs desc': 'Date new to old',
  'updateTs asc': 'Date old to new',
  'distance asc': 'Distance, nearest first',
  'pay desc': 'Pay, highest first',
} as const;
