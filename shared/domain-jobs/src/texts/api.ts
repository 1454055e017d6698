// Messages of the jobs and assistant services where spec 001 says "not shown"; the spec's own
// texts stay in texts/hiring.ts (JOB_TEXTS, ASSISTANT_TEXTS). docs/decisions/090-jobs-service.md.
export const JOB_FIELD_LABELS = {
  street1: 'Company Address',
  city: 'City',
  employerName: 'Employer Name',
  postalCode: 'Zip Code',
  state: 'State',
  displayTitle: 'Job Title',
  employerAssigneeId: 'Hiring Contact',
  hireType: 'Hire Type',
  payRateMin: 'Minimum Pay Rate',
  payRateMax: 'Maximum Pay Rate',
  payRateSalaryMin: 'Minimum Salary',
  payRateSalaryMax: 'Maximum Salary',
  rawDescription: 'Job Description',
  descriptionMarkdown: 'Enriched Job Description',
  screenerQuestions: 'Screener Questions',
  employerCareerSiteUrl: 'Career Site URL',
  startTime: 'Start Time',
  endTime: 'End Time',
} as const;
export type JobField = keyof typeof JOB_FIELD_LABELS;

export const JOB_API_ERRORS = {
  jobNotFound: 'Job not found',
  fieldRequired: (field: JobField) => `${JOB_FIELD_LABELS[field]} is required`,
  screenerQuestionsMin: (min: number) => `Add at least ${min} screener questions`,
  screenerQuestionsMax: (max: number) => `Add no more than ${max} screener questions`,
  screenerQuestionEmpty: 'Screener questions cannot be empty',
  payRangeReversed: 'The maximum pay must be at least the minimum pay',
  shiftTimesOnlyForOther: 'Start and end times are only set for the Other shift',
  invalidShift: 'Shift must be 0, 1, 2, 3, 4 or empty',
  invalidTime: 'Time should be formatted as HH:mm',
  careerSiteUrlRequired: 'A career site URL is required when candidates are screened on your site',
  invalidCareerSiteUrl: 'The career site URL must start with http:// or https://',
  assigneeStaffOnly: 'Only staff can set the job assignee',
  employerAssigneeNotMember: 'The hiring contact must be a user of this employer',
  watcherNotMember: 'The watcher must be a user of this employer',
  adminWatcherNotStaff: 'Admin watchers must be staff users',
  unknownTaxonomy: (kind: string) => `Unknown ${kind}`,
  brandNotForMachine: (brand: string, machine: string) => `${brand} does not make ${machine}`,
  employerNotFound: 'Employer not found',
  invalidStatusChange: (from: string, to: string) => `A ${from} job cannot be set to ${to}`,
} as const;

export const ASSISTANT_API_ERRORS = {
  documentNotFound: 'Generated document not found',
  generationFailed: 'The assistant could not generate the text. Please try again later.',
  jobTitleRequired: 'A job title is required to generate text',
} as const;
