// Texts of the applications, interviews, dashboard and inbox API where spec 001 says "not shown"
// (docs/decisions/100-applications-api.md). Spec texts themselves stay in ./hiring.ts.
export const APPLICATION_API_TEXTS = {
  applicantNotFound: 'Applicant not found',
  jobNotFound: 'Job not found',
  noteNotFound: 'Note not found',
  interviewNotFound: 'Interview not found',
  slotNotFound: 'Interview slot not found',
  notificationNotFound: 'Notification not found',
  markedUnread: 'Notification marked as unread',
  statusNotAllowed: (status: string) => `Status ${status} cannot be set here`,
  rejectionReasonOnlyWhenRejected: 'A rejection reason goes only with the Rejected status',
  applyNotAllowed: 'You have already applied to this job',
  subscriptionRequired: 'An active subscription is required to see this',
  slotInPast: 'Interview times must be in the future',
  sameDayNotAllowed: 'Same-day interviews are not allowed for this interview',
  slotTransitionNotAllowed: (from: string, to: string) => `An interview time that is ${from} cannot become ${to}`,
  ownProposal: 'You cannot accept or reject your own proposed time',
  attendanceNotAllowed: 'Attendance can be recorded only for an accepted interview',
  noSlots: 'Choose at least one interview time',
  calendarAccountNotFound: 'Calendar account not found',
  calendarStateInvalid: 'The calendar connection expired. Please try again.',
  pdfTitle: (name: string) => `${name} - FloorHire profile`,
} as const;

/** Calendar event descriptions of spec 001 §4: request sent, time scheduled, time canceled. */
export const CALENDAR_EVENT_TEXTS = {
  requestSent: 'Interview request sent',
  timeScheduled: 'Interview time scheduled',
  timeCanceled: 'Interview time canceled',
} as const;

/** Headline of an interview (spec 001 §4; docs/decisions/102-interview-rules.md). */
export const INTERVIEW_STATUS_TEXTS = {
  scheduled: 'Scheduled',
  accepted: 'Accepted',
  proposed: 'Proposed',
  canceled: 'Canceled',
  none: 'Not scheduled',
} as const;

/** Timeline lines of a time the pro or employer answered (spec silent; ADR 216). */
export const INTERVIEW_TIMELINE_VERBS = {
  rejected: 'Interview time rejected',
  confirmed: 'Interview attendance confirmed',
} as const;

/** Dashboard statistic kinds as the error text of spec 001 §8 names them. */
export const DASHBOARD_STAT_KINDS = {
  interview: 'interview',
  hire: 'hire',
  applicant: 'new applicants',
  prescreened: 'engaged (pre-screened)',
  review: 'review',
  pro: 'total pros',
} as const;
