import * as v from 'valibot';
import { IdSchema, TimestampSchema } from '@floorhire/schemas';
import { EmailSchema, VALIDATION_MESSAGES, yyyymmToMonthYear } from '@floorhire/rules';
import { needsConfirmation, RESUME_MAX_BYTES, ResumeDataUrlSchema, type ParsedField, type ResumeData } from './resume';
import { ConfirmResumeBodySchema, type ConfirmResumeBody } from './schemas';

// Bulk resume upload by staff (spec 002 §2 /admin/batch-resume/upload and 5x5-csv-upload, §3
// resume batch and batch file statuses): a batch of files, each stored and parsed as a durable
// background job, each ending as a pro created or as the pro it matched (normalised e-mail and
// phone) updated. docs/decisions/321-bulk-resume-upload.md and 322-five-by-five-csv.md.

/** Spec 002 §3. */
export const RESUME_BATCH_STATUSES = ['pending', 'completed', 'error'] as const;
export type ResumeBatchStatus = (typeof RESUME_BATCH_STATUSES)[number];
/** Spec 002 §3: pending (announced, bytes not here yet), uploaded (stored, queued), processing, completed, error. */
export const RESUME_BATCH_FILE_STATUSES = ['pending', 'uploaded', 'processing', 'completed', 'error'] as const;
export type ResumeBatchFileStatus = (typeof RESUME_BATCH_FILE_STATUSES)[number];
export const RESUME_BATCH_KINDS = ['upload', '5x5-csv'] as const;
export type ResumeBatchKind = (typeof RESUME_BATCH_KINDS)[number];
export const RESUME_BATCH_OUTCOMES = ['created', 'updated'] as const;

/** Files in one upload batch; a job fair's stack fits, a whole database does not. */
export const RESUME_BATCH_MAX_FILES = 1000;
/** People in one 5x5 CSV. */
export const FIVE_BY_FIVE_MAX_ROWS = 5000;
/** The CSV itself (a 5,000-row file of five short columns is about 400 KB). */
export const FIVE_BY_FIVE_MAX_BYTES = 2_000_000;
/** Batches a page shows. */
export const RESUME_BATCH_PAGE_SIZE = 10;
/** A file announced but not uploaded within this long never will be: it ends in error. */
export const RESUME_BATCH_UPLOAD_TIMEOUT_MS = 30 * 60_000;

/**
 * The five columns of a 5x5 CSV: the five profile fields of spec 002 §2 (the first-apply
 * profile: nameFirst, nameLast, phone, postalCode, email), one person a row. Headers are matched
 * without case, spaces or punctuation, and by the usual names people give them.
 */
export const FIVE_BY_FIVE_COLUMNS = ['nameFirst', 'nameLast', 'email', 'phone', 'postalCode'] as const;
export type FiveByFiveColumn = (typeof FIVE_BY_FIVE_COLUMNS)[number];
export const FIVE_BY_FIVE_HEADER_NAMES: Readonly<Record<FiveByFiveColumn, readonly string[]>> = {
  nameFirst: ['namefirst', 'firstname', 'first', 'givenname'],
  nameLast: ['namelast', 'lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'mobilephone', 'cellphone', 'telephone'],
  postalCode: ['postalcode', 'zip', 'zipcode', 'postcode'],
};

export const BATCH_RESUME_TEXTS = {
  // Page words (ours: the spec names the routes and statuses only).
  uploadTitle: 'Bulk resume upload',
  csvTitle: '5x5 CSV upload',
  uploadIntro: 'Choose many resumes at once: PDF, Word (.docx) or images (PNG, JPEG, BMP) of up to 5 MB each. Each one becomes a pro, or updates the pro with the same e-mail or phone.',
  csvIntro: 'A CSV file with one person a row and five columns: first name, last name, e-mail, phone and ZIP code. Each row becomes a pro, or updates the pro with the same e-mail or phone.',
  chooseFiles: 'Resume files',
  filesHelp: 'PDF, Word (.docx), PNG, JPEG or BMP; up to 5 MB each and 1,000 at once.',
  chosen: (ok: number, all: number) => (ok === all ? `${all} ${all === 1 ? 'file' : 'files'} chosen` : `${ok} of ${all} files will be sent`),
  chooseCsv: 'CSV file',
  csvColumnsHelp: 'Columns: First name, Last name, Email, Phone, ZIP code (the first line names them).',
  upload: 'Upload',
  uploading: (sent: number, total: number) => `Sending ${sent} of ${total} files…`,
  batches: 'Batches',
  noBatches: 'No batches yet.',
  showFiles: 'Show files',
  hideFiles: 'Hide files',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  counts: (created: number, updated: number, errors: number) => `${created} created, ${updated} matched and updated, ${errors} with errors`,
  batchOf: (kind: ResumeBatchKind, count: number) => (kind === '5x5-csv' ? `5x5 CSV, ${count} ${count === 1 ? 'row' : 'rows'}` : `${count} ${count === 1 ? 'resume' : 'resumes'}`),
  live: 'Live',
  previous: 'Newer',
  next: 'Older',
  outcome: { created: 'Created', updated: 'Matched, updated' } as Record<(typeof RESUME_BATCH_OUTCOMES)[number], string>,
  batchStatus: { pending: 'In progress', completed: 'Completed', error: 'Error' } as Record<ResumeBatchStatus, string>,
  fileStatus: { pending: 'Waiting for upload', uploaded: 'Queued', processing: 'Reading', completed: 'Done', error: 'Error' } as Record<ResumeBatchFileStatus, string>,
  openPro: 'Open pro',
  otherPage: 'Bulk resume upload',
  otherPageCsv: '5x5 CSV upload',
  // Errors per file, in words a person can act on.
  noFiles: 'Choose at least one resume file.',
  tooManyFiles: `Choose at most ${RESUME_BATCH_MAX_FILES} files at once.`,
  noEmailOrPhone: 'No e-mail address or phone number was found in this resume. Add the person by hand, or upload a resume that shows one.',
  noEmail: 'No e-mail address was found in this resume, and its phone number matches no pro. Add the person by hand, or upload a resume that shows an e-mail address.',
  notAPro: 'This e-mail or phone belongs to an employer or staff account, not a pro. Nothing was changed: check the resume and add the pro by hand.',
  twoPros: 'The e-mail and the phone number in this resume belong to two different pros. Nothing was changed: merge or correct them first.',
  noName: 'No name was found at the top of this resume. Add the person by hand, or upload a resume with the name on its first line.',
  uploadTimedOut: 'This file never finished uploading. Upload it again in a new batch.',
  failed: 'This file could not be processed. Upload it again; if it fails again, add the pro by hand.',
  batchNotFound: 'Batch not found',
  fileNotFound: 'File not found in this batch',
  fileAlreadyUploaded: 'This file was already uploaded',
  // 5x5 CSV.
  csvEmpty: 'The CSV file is empty.',
  csvUnreadable: 'The CSV file could not be read. Save it as CSV (comma separated) and try again.',
  csvTooLarge: `The CSV file is too large. Split it into files of at most ${FIVE_BY_FIVE_MAX_ROWS} rows.`,
  csvTooManyRows: `A CSV file may hold at most ${FIVE_BY_FIVE_MAX_ROWS} people. Split it into smaller files.`,
  csvMissingColumns: (missing: readonly string[]) => `The first line must name the columns First name, Last name, Email, Phone and ZIP code; missing: ${missing.join(', ')}.`,
  csvNoRows: 'The CSV file has a header line but no people.',
  row: (line: number, message: string) => `Row ${line}: ${message}`,
  rowFirstNameMissing: 'first name is missing',
  rowLastNameMissing: 'last name is missing',
  rowEmailInvalid: `e-mail: ${VALIDATION_MESSAGES.invalidEmail}`,
  rowPhoneInvalid: 'phone must have 10 digits',
  rowZipInvalid: `ZIP code: ${VALIDATION_MESSAGES.invalidZip}`,
  rowNoContact: 'an e-mail or a phone number is needed',
  columnLabels: { nameFirst: 'First name', nameLast: 'Last name', email: 'Email', phone: 'Phone', postalCode: 'ZIP code' } as Record<FiveByFiveColumn, string>,
} as const;

/** The phone a person is matched on: its 10 digits (a leading country code 1 dropped). */
export function normalizePhone(text: string | null | undefined): string | null {
  const digits = (text ?? '').replace(/\D/gu, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^\d{10}$/u.test(ten) ? ten : null;
}

/** The e-mail a person is matched on: trimmed, lower case; null unless it looks like one. */
export function normalizeEmail(text: string | null | undefined): string | null {
  const email = (text ?? '').trim().toLowerCase();
  return v.is(EmailSchema, email) ? email : null;
}

const FileNameSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));

export const CreateResumeBatchBodySchema = v.object({
  files: v.pipe(
    v.array(v.object({ fileName: FileNameSchema, byteSize: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RESUME_MAX_BYTES, VALIDATION_MESSAGES.fileTooLarge)) }), BATCH_RESUME_TEXTS.noFiles),
    v.minLength(1, BATCH_RESUME_TEXTS.noFiles),
    v.maxLength(RESUME_BATCH_MAX_FILES, BATCH_RESUME_TEXTS.tooManyFiles),
  ),
});
export type CreateResumeBatchBody = v.InferOutput<typeof CreateResumeBatchBodySchema>;

export const UploadBatchFileBodySchema = v.object({ resumeDataUrl: ResumeDataUrlSchema });

export const FiveByFiveBodySchema = v.object({
  fileName: FileNameSchema,
  csv: v.pipe(v.string(BATCH_RESUME_TEXTS.csvUnreadable), v.maxLength(FIVE_BY_FIVE_MAX_BYTES, BATCH_RESUME_TEXTS.csvTooLarge)),
});
export type FiveByFiveBody = v.InferOutput<typeof FiveByFiveBodySchema>;

export const ResumeBatchParamsSchema = v.object({ id: IdSchema });
export const ResumeBatchFileParamsSchema = v.object({ id: IdSchema, fileId: IdSchema });
export const ResumeBatchListQuerySchema = v.object({
  filter: v.optional(
    v.object({
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), RESUME_BATCH_PAGE_SIZE),
      skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
    }),
    {},
  ),
});

export const ResumeBatchCountsSchema = v.object({
  pending: v.number(),
  uploaded: v.number(),
  processing: v.number(),
  completed: v.number(),
  error: v.number(),
  created: v.number(),
  updated: v.number(),
});
export type ResumeBatchCounts = v.InferOutput<typeof ResumeBatchCountsSchema>;

export const ResumeBatchFileSchema = v.object({
  id: IdSchema,
  position: v.number(),
  fileName: v.string(),
  byteSize: v.nullable(v.number()),
  status: v.picklist(RESUME_BATCH_FILE_STATUSES),
  error: v.nullable(v.string()),
  outcome: v.nullable(v.picklist(RESUME_BATCH_OUTCOMES)),
  userProfileId: v.nullable(IdSchema),
  proName: v.nullable(v.string()),
  updateTs: TimestampSchema,
});
export type ResumeBatchFile = v.InferOutput<typeof ResumeBatchFileSchema>;

export const ResumeBatchSchema = v.object({
  id: IdSchema,
  kind: v.picklist(RESUME_BATCH_KINDS),
  status: v.picklist(RESUME_BATCH_STATUSES),
  fileName: v.nullable(v.string()),
  fileCount: v.number(),
  counts: ResumeBatchCountsSchema,
  error: v.nullable(v.string()),
  creatorName: v.nullable(v.string()),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
  /** On the single-batch read and on create; lists leave them out. */
  files: v.optional(v.array(ResumeBatchFileSchema)),
});
export type ResumeBatch = v.InferOutput<typeof ResumeBatchSchema>;

export const ResumeBatchListSchema = v.object({ batches: v.array(ResumeBatchSchema), count: v.number() });
export type ResumeBatchList = v.InferOutput<typeof ResumeBatchListSchema>;

/** The event of the staff's batch board (topic resume-batches:all): a batch's status and counts, and the file that moved. */
export const RESUME_BATCH_TOPIC = 'resume-batches:all';
export const RESUME_BATCH_EVENT = 'resume-batch.progress';
export const ResumeBatchProgressSchema = v.object({
  batchId: IdSchema,
  status: v.picklist(RESUME_BATCH_STATUSES),
  fileCount: v.number(),
  counts: ResumeBatchCountsSchema,
  file: v.optional(ResumeBatchFileSchema),
});
export type ResumeBatchProgress = v.InferOutput<typeof ResumeBatchProgressSchema>;

/** Files that reached an end (completed or error): what the progress bar counts. */
export function batchDone(counts: ResumeBatchCounts): number {
  return counts.completed + counts.error;
}

/** The batch status of spec 002 §3 from its files: pending until every file ended; error when every file failed. */
export function batchStatusOf(counts: ResumeBatchCounts, fileCount: number): ResumeBatchStatus {
  if (fileCount === 0 || batchDone(counts) < fileCount) return 'pending';
  return counts.completed === 0 ? 'error' : 'completed';
}

/**
 * What a bulk upload keeps of a read resume, with nobody there to confirm: the fields at or above
 * LOW_CONFIDENCE (the same line the pro's own review draws), the contact fields as read (they
 * are what the person is matched on). The lower ones stay in the stored parse for the pro.
 */
export function bulkBodyOf(data: ResumeData): ConfirmResumeBody {
  const sure = <T>(fields: readonly ParsedField<T>[]) => fields.filter((f) => !needsConfirmation(f)).map((f) => f.value);
  const text = (field: ParsedField<string> | null) => (field && !needsConfirmation(field) ? field.value : undefined);
  const month = (yyyymm: number | null) => (yyyymm === null ? null : yyyymmToMonthYear(yyyymm));
  const phone = normalizePhone(data.phone?.value);
  const body = {
    ...(data.nameFirst ? { nameFirst: data.nameFirst.value } : {}),
    ...(data.nameLast ? { nameLast: data.nameLast.value } : {}),
    ...(phone ? { phone } : {}),
    ...(text(data.postalCode) ? { postalCode: text(data.postalCode) } : {}),
    ...(text(data.summary) ? { summary: text(data.summary)!.slice(0, 2000) } : {}),
    jobTitleIds: sure(data.jobTitles).map((t) => t.id),
    skillIds: sure(data.skills).map((t) => t.id),
    knowledgeDisciplineIds: sure(data.knowledgeDisciplines).map((t) => t.id),
    industryIds: sure(data.industries).map((t) => t.id),
    machines: sure(data.machines).map((m) => ({ machineId: m.id, brandIds: [...m.brandIds] })),
    history: sure(data.history)
      .filter((h) => h.startYYYYMM !== null)
      .map((h) => ({ employerName: h.employerName, jobTitle: h.jobTitle, jobTitleId: h.jobTitleId, city: h.city, state: h.state, description: null, start: month(h.startYYYYMM)!, end: month(h.endYYYYMM) })),
    education: sure(data.education).map((e) => ({ kind: e.kind, school: e.school, degree: e.degree, fieldOfStudy: e.fieldOfStudy, start: month(e.startYYYYMM), end: month(e.endYYYYMM) })),
  };
  // Through the same schema as the pro's own confirm: what it would refuse is dropped, not saved.
  const checked = v.safeParse(ConfirmResumeBodySchema, body);
  if (checked.success) return checked.output;
  const bad = new Set(checked.issues.map((i) => String(i.path?.[0]?.key)));
  return v.parse(ConfirmResumeBodySchema, Object.fromEntries(Object.entries(body).filter(([key]) => !bad.has(key))));
}
