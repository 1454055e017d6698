// Messages of jobs and the assistant, spec 001 §4 and §8, word for word.

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

export const ASSISTANT_TEXTS = {
  descriptionGenerated: 'Job description generated successfully',
  descriptionTimedOut: 'Job description generation timed out. Please try again later.',
  descriptionStopped: 'Job description generation stopped',
  questionsStopped: 'Screener Questions generation stopped',
  questionsTimedOut: 'Screener Questions generation timed out. Please try again later.',
} as const;
