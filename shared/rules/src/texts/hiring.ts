// Messages of the employer hiring workflow, spec 001 §4 and §8, word for word.
export const JOB_TEXTS = {
  submitFailed: 'There was a problem submitting the job, please try again later.',
  updateFailed: 'There was a problem updating the job, please try again later.',
  updated: 'Job successfully updated',
  noSlotsServerMessage: 'There are no job slots available',
  slotsExhausted: "All of your company's job slots are now in use. Your Customer Success Manager will contact you to discuss job slots.",
  posted: (title: string) => `${title} job post is Live.`,
  postedPaymentNote: 'Your Customer Success Manager will reach out shortly for payment.',
  missingInformation: 'Please complete the missing information in the job post.',
  missingInformationCause: 'Job information missing',
  reposted: 'Reposted to new matches and external job boards',
  statusSet: (status: string) => `Status set to ${status}`,
  wizardSteps: {
    'company-information': 'Verify your company information',
    'job-details': 'Step 1 Add Job Details',
    'skilled-keywords': 'Step 2 Add Skill keywords',
    'job-description': 'Step 3 Add Job Description',
    'screener-questions': 'Step 4 Add Screening Questions',
    review: 'Review & Submit',
  },
} as const;

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

export const TEMPLATE_TEXTS = {
  fetchFailed: 'There was an issue getting your template. Please try again.',
  deleteFailed: 'There was an error deleting your template. Please try again.',
  restoreFailed: 'There was an error restoring your template. Please try again.',
  saveFailed: 'There was an issue saving your template. Please try again',
  deleted: 'Template deleted',
  undo: 'Undo',
  undoing: 'Undoing...',
  undone: 'Undone!',
  edited: 'Template edited!',
  added: 'Template added!',
} as const;

export const ASSISTANT_TEXTS = {
  descriptionGenerated: 'Job description generated successfully',
  descriptionTimedOut: 'Job description generation timed out. Please try again later.',
  descriptionStopped: 'Job description generation stopped',
  questionsStopped: 'Screener Questions generation stopped',
  questionsTimedOut: 'Screener Questions generation timed out. Please try again later.',
} as const;
