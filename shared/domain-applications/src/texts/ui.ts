// Messages of applicants, notes, the inbox and the dashboard, spec 001 §4 and §8, word for word.

export const APPLICANT_TEXTS = {
  statusChangeFailed: 'Error updating candidate status',
  setStatusFailed: 'Error setting application status.',
  setSomeStatusesFailed: 'Error setting some application statuses.',
  statusChanged: 'Applicant Status Changed!',
  statusesChanged: 'Applicants status changed!',
  noStatusChanged: 'No status changed',
  markedReviewed: 'Applicant marked as Reviewed',
  messageMarkedRead: 'Message marked as read',
  applicationCreated: 'Application created',
  statusChangedTo: (label: string) => `Status changed to ${label}`,
  profileLoadFailed: 'Error loading Education Certifications and Work experience',
  resumeLoadFailed: 'Error loading resume',
  userProfileFailed: 'Could not get user profile',
  proProfileFailed: 'Could not get pro profile',
  screenerAnswersFailed: 'There was an issue getting screener questions. Please try again.',
  scoreFailed: 'Something went wrong loading the applicant score. Please try again later.',
  scoreUnavailable: 'Score unavailable',
  newTag: 'New',
} as const;

export const NOTE_TEXTS = {
  created: 'Note created',
  deleted: 'Note deleted',
  postFailed: 'Failed posting note',
  deleteFailed: 'Failed deleting note',
  fetchFailed: "Couldn't fetch the pro notes. Please try again.",
} as const;

export const INBOX_TEXTS = {
  fetchFailed: 'Could not fetch notifications',
  updateFailed: 'Could not update notification status',
  fetchIssue: 'There was an issue getting your notifications. Please try again.',
  updateIssue: 'There was an issue updating the notification',
} as const;

export const DASHBOARD_TEXTS = {
  activeJobsFailed: 'Error fetching active jobs, try reloading the page',
  interviewsFailed: 'Error fetching upcoming interviews, try reloading the page',
  prescreenedFailed: 'Error fetching prescreened candidates, try reloading the page',
  statsFailed: (kind: string) => `Error fetching ${kind} stats, try reloading the page`,
} as const;
