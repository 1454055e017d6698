import * as v from 'valibot';
import { EmailSchema, isPresent, NonNegativeNumberSchema, PhoneDigitsSchema, VALIDATION_MESSAGES, WebsiteSchema } from '@floorhire/rules';
import { IdSchema, TimestampSchema } from '@floorhire/schemas';

// The job-board posting form of staff (spec 002 §2 /admin/employer/{id}/indeed, §3 job-board
// posting request, §5 its submit rule, §7 "Job-board posting form (staff)", §8 its texts), and
// the job feed job boards read. docs/decisions/219-job-board-posting-form-and-feed.md.

/** Spec 002 §8, word for word. */
export const JOB_BOARD_POSTING_TEXTS = {
  fetchFailed: 'Failed fetching indeed posting data. Please refresh the page or try again later.',
  saveFailed: 'Failed saving indeed posting data. Please refresh the page or try again later.',
  submitFailed: 'Failed submitting indeed form. Please refresh the page or try again later.',
} as const;

/** Ours: the spec shows none of these. */
export const JOB_BOARD_FORM_TEXTS = {
  title: 'Job board posting (Indeed)',
  intro: "The employer's request to have its live jobs posted on Indeed. Submitted, its jobs go into the job feed Indeed reads.",
  requestSection: 'Request',
  informationSection: 'Posting details',
  contactEmail: 'Contact e-mail',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company name',
  postsToJobBoard: 'Post this employer\'s jobs on Indeed',
  companyWebsite: 'Company website',
  contactPhone: 'Contact phone',
  jobsPerMonth: 'Jobs a month',
  budgetPerJob: 'Budget a job ($)',
  notes: 'Notes',
  save: 'Save',
  submit: 'Submit',
  saved: 'Posting data saved',
  submitted: 'Form submitted: the jobs go into the job feed',
  submittedOn: (date: string) => `Submitted on ${date}`,
  draft: 'Not submitted yet',
  submitNeeds: 'To submit, fill in the contact e-mail, first name, last name and company name, and tick the box to post on Indeed.',
  feedLink: 'Job feed (XML)',
  backToEmployer: 'Back to the employer',
  notFound: 'Job board request not found',
  alreadyExists: 'This employer already has a job board request: change it instead',
  employerNotFound: 'Employer not found',
  missing: (fields: readonly string[]) => `Fill in before submitting: ${fields.join(', ')}`,
} as const;

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters`));
const OptionalText = (max: number) => v.optional(v.nullable(Text(max)));
const OptionalEmail = v.optional(v.nullable(v.union([v.literal(''), EmailSchema], VALIDATION_MESSAGES.invalidEmail)));

/** The request (indeed-employer-request-information): spec 002 §3's five fields. */
const RequestFields = {
  contactEmail: OptionalEmail,
  firstName: OptionalText(100),
  lastName: OptionalText(100),
  companyName: OptionalText(200),
  postsToJobBoard: v.optional(v.nullable(v.boolean())),
};

export const JobBoardRequestCreateSchema = v.object({ ffEmployerId: IdSchema, ...RequestFields });
export type JobBoardRequestCreate = v.InferOutput<typeof JobBoardRequestCreateSchema>;
export const JobBoardRequestPatchSchema = v.object(RequestFields);
export type JobBoardRequestPatch = v.InferOutput<typeof JobBoardRequestPatchSchema>;

/** The posting details (indeed-information): "other fields not shown" in the spec; ours, ADR 219. */
const InformationFields = {
  companyWebsite: v.optional(WebsiteSchema),
  contactPhone: v.optional(v.nullable(v.union([v.literal(''), PhoneDigitsSchema], VALIDATION_MESSAGES.invalidPhone))),
  jobsPerMonth: v.optional(v.nullable(v.pipe(NonNegativeNumberSchema, v.integer('Must be a whole number'), v.maxValue(10_000)))),
  budgetPerJob: v.optional(v.nullable(v.pipe(NonNegativeNumberSchema, v.maxValue(1_000_000)))),
  notes: OptionalText(2000),
};
export const JobBoardInformationCreateSchema = v.object({ ffEmployerId: IdSchema, ...InformationFields });
export type JobBoardInformationCreate = v.InferOutput<typeof JobBoardInformationCreateSchema>;
export const JobBoardInformationPatchSchema = v.object(InformationFields);
export type JobBoardInformationPatch = v.InferOutput<typeof JobBoardInformationPatchSchema>;

export const JOB_BOARD_REQUEST_STATUSES = ['draft', 'submitted'] as const;

export const JobBoardRequestSchema = v.object({
  id: IdSchema,
  ffEmployerId: IdSchema,
  contactEmail: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  postsToJobBoard: v.nullable(v.boolean()),
  status: v.picklist(JOB_BOARD_REQUEST_STATUSES),
  submittedTs: v.nullable(TimestampSchema),
  updateTs: TimestampSchema,
});
export type JobBoardRequest = v.InferOutput<typeof JobBoardRequestSchema>;

export const JobBoardInformationSchema = v.object({
  ffEmployerId: IdSchema,
  companyWebsite: v.nullable(v.string()),
  contactPhone: v.nullable(v.string()),
  jobsPerMonth: v.nullable(v.number()),
  budgetPerJob: v.nullable(v.number()),
  notes: v.nullable(v.string()),
  updateTs: TimestampSchema,
});
export type JobBoardInformation = v.InferOutput<typeof JobBoardInformationSchema>;

export const JobBoardEmployerParamsSchema = v.object({ id: IdSchema });
export const JobBoardFfEmployerParamsSchema = v.object({ ffEmployerId: IdSchema });

/** Spec 002 §5: the fields that must all be present before the form is submitted, in the form's order. */
export const SUBMIT_REQUIRED_FIELDS = ['contactEmail', 'firstName', 'lastName', 'companyName', 'postsToJobBoard'] as const;

/**
 * Spec 002 §5: contact e-mail, first name, last name, company name and the posts-to-job-board
 * flag all present. The flag counts as present when it is ticked: a request not to post has
 * nothing to submit (ADR 219).
 */
export function missingForSubmit(request: Partial<Pick<JobBoardRequest, (typeof SUBMIT_REQUIRED_FIELDS)[number]>>): (typeof SUBMIT_REQUIRED_FIELDS)[number][] {
  return SUBMIT_REQUIRED_FIELDS.filter((field) => (field === 'postsToJobBoard' ? request.postsToJobBoard !== true : !isPresent(request[field])));
}

export function canSubmit(request: Partial<Pick<JobBoardRequest, (typeof SUBMIT_REQUIRED_FIELDS)[number]>>): boolean {
  return missingForSubmit(request).length === 0;
}

/**
 * Indeed's XML job feed (docs.indeed.com "XML feed reference"): the elements a <job> must carry,
 * each wrapped in CDATA, and the optional ones this product fills when it knows them.
 */
export const JOB_FEED_REQUIRED_ELEMENTS = ['title', 'date', 'referencenumber', 'requisitionid', 'url', 'company', 'sourcename', 'city', 'state', 'country', 'postalcode', 'email', 'description'] as const;
export const JOB_FEED_OPTIONAL_ELEMENTS = ['streetaddress', 'salary', 'jobtype'] as const;
/** Indeed's jobtype values, from the product's hire types. */
export const JOB_FEED_JOB_TYPES: Readonly<Record<string, string>> = {
  'Full-Time': 'fulltime',
  'Part-Time': 'parttime',
  Project: 'contract',
  Temp: 'temporary',
  'Direct hire': 'fulltime',
  'Pending direct hire': 'temporary',
};
/** Where the feed is, under the API's base address. */
export const JOB_FEED_PATH = '/public/job-feed.xml';
