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
  QUEUED: 'Sent to you',
  APPLIED: 'Applied',
  SKIPPED: 'Matched to you',
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

/** The job message a matched pro receives (ADR 215; spec silent on its words). */
export const JOB_MESSAGE_TEXTS = {
  subject: (title: string) => `New job for you: ${title}`,
  email: (m: { firstName: string; title: string; employer: string | null; place: string | null; pay: string | null; link: string }) =>
    [
      `Hi ${m.firstName || 'there'},`,
      '',
      `${m.employer ?? 'An employer'} is hiring a ${m.title}${m.place ? ` in ${m.place}` : ''}${m.pay ? ` (${m.pay})` : ''}. It matches the job preferences on your FloorHire profile.`,
      '',
      `See the job and apply: ${m.link}`,
      '',
      'You get these messages because job e-mails are on in your FloorHire settings.',
      'The FloorHire team',
    ].join('\n'),
  sms: (m: { title: string; place: string | null; link: string }) => `FloorHire: a ${m.title} job${m.place ? ` in ${m.place}` : ''} matches your profile. ${m.link} Reply STOP to opt out.`,
} as const;
