import * as v from 'valibot';
import { IdSchema, TimestampSchema } from '@floorhire/schemas';
import { VALIDATION_MESSAGES } from '@floorhire/rules';

// The resume of spec 002 §7 (POST /public/resume/parse and POST pro/{id}/resume, both with
// resumeDataUrl; the answer carries resumeData, resumeUrl, parsedResumeUrl, resumeText). Parsing
// runs as a durable background job, so both calls answer a parse the client follows to the end
// (docs/decisions/201-resume-parsing.md). Every parsed field carries a confidence; the pro
// confirms or corrects the fields below LOW_CONFIDENCE before they are saved.

export const RESUME_TEXTS = {
  // Spec 000 §5 "Image upload": the same 5 MB limit and words for a resume file.
  fileTooLarge: VALIDATION_MESSAGES.fileTooLarge,
  // Ours (the spec names no resume formats): docs/decisions/201-resume-parsing.md; images
  // (spec 002 §5: png, jpeg, bmp) are read with OCR, docs/decisions/320-ocr-of-image-resumes.md.
  unsupportedType: 'Please upload your resume as a PDF, Word (.docx) or image (PNG, JPEG or BMP) file',
  invalidDataUrl: 'The resume file could not be read. Please choose it again.',
  noText: 'We could not find any text in this file. If it is a photo or a scan, please upload a sharper, well-lit one, or a PDF or Word file with text.',
  unreadable: 'We could not read this file. Please upload another PDF, Word (.docx) or image file.',
  imageTooLarge: 'This image is too large to read. Please upload a smaller photo or scan (at most 40 megapixels).',
  readByOcr: 'Read from an image: check each field against your resume before you save.',
  parseNotFound: 'Resume not found',
  alreadyClaimed: 'This resume already belongs to another profile',
  // Progress stages the page shows while the parse runs.
  stages: {
    pending: 'Uploading your resume…',
    uploaded: 'Resume received, waiting for its turn…',
    processing: 'Reading your resume…',
    completed: 'Your resume is read',
    error: 'We could not read your resume',
  },
} as const;

/** Spec 000 §5: 5 MB (5,000,000 bytes). */
export const RESUME_MAX_BYTES = 5_000_000;
export const PDF_MIME = 'application/pdf';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Spec 002 §5's image types: photographed and scanned resumes, read with OCR. */
export const RESUME_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;
export const RESUME_MIME_TYPES = [PDF_MIME, DOCX_MIME, ...RESUME_IMAGE_MIME_TYPES] as const;
export type ResumeMimeType = (typeof RESUME_MIME_TYPES)[number];
/** What the file picker offers. */
export const RESUME_ACCEPT = '.pdf,.docx,.png,.jpg,.jpeg,.bmp,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg,image/bmp';

export function isResumeImageType(type: string): boolean {
  return (RESUME_IMAGE_MIME_TYPES as readonly string[]).includes(type);
}

// Names browsers and phones also use for the same image types.
const TYPE_ALIASES: Readonly<Record<string, string>> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/x-ms-bmp': 'image/bmp', 'image/x-bmp': 'image/bmp' };

/** A field at or above this confidence is taken as read; below it the pro confirms it. */
export const LOW_CONFIDENCE = 0.7;

export function needsConfirmation(field: { confidence: number }): boolean {
  return field.confidence < LOW_CONFIDENCE;
}

/** The type a file name implies when the browser gives none (some phones send an empty type). */
export function resumeMimeTypeOf(fileName: string, reported: string): string {
  const type = reported.toLowerCase();
  if (type) return TYPE_ALIASES[type] ?? type;
  if (/\.pdf$/iu.test(fileName)) return PDF_MIME;
  if (/\.docx$/iu.test(fileName)) return DOCX_MIME;
  if (/\.png$/iu.test(fileName)) return 'image/png';
  if (/\.jpe?g$/iu.test(fileName)) return 'image/jpeg';
  if (/\.bmp$/iu.test(fileName)) return 'image/bmp';
  return reported;
}

export function isResumeMimeType(type: string): type is ResumeMimeType {
  return (RESUME_MIME_TYPES as readonly string[]).includes(type);
}

/** The problem with a chosen file before it is sent, or undefined. */
export function resumeFileError(file: { size: number; type: string; name: string }): string | undefined {
  if (!isResumeMimeType(resumeMimeTypeOf(file.name, file.type))) return RESUME_TEXTS.unsupportedType;
  if (file.size > RESUME_MAX_BYTES) return RESUME_TEXTS.fileTooLarge;
  return undefined;
}

const DATA_URL = /^data:([a-z0-9.+/-]+)?(?:;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/=\s]*)$/iu;

/** Decodes a base64 data URL; undefined when it is not one. */
export function decodeDataUrl(dataUrl: string): { mimeType: string; bytes: Uint8Array } | undefined {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return undefined;
  try {
    const binary = atob(match[2]!.replace(/\s/gu, ''));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return { mimeType: (match[1] ?? '').toLowerCase(), bytes };
  } catch {
    return undefined;
  }
}

/** Size of the file a base64 data URL holds, without decoding it. */
export function dataUrlByteLength(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const body = dataUrl.slice(comma + 1).replace(/\s/gu, '');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}

// A data URL of 5 MB is about 6.7 MB of text; the body limit of the API is 8 MB.
const MAX_DATA_URL_CHARS = Math.ceil((RESUME_MAX_BYTES * 4) / 3) + 200;

export const ResumeDataUrlSchema = v.pipe(
  v.string(RESUME_TEXTS.invalidDataUrl),
  v.startsWith('data:', RESUME_TEXTS.invalidDataUrl),
  v.check((url) => url.length <= MAX_DATA_URL_CHARS && dataUrlByteLength(url) <= RESUME_MAX_BYTES, RESUME_TEXTS.fileTooLarge),
  v.check((url) => decodeDataUrl(url) !== undefined, RESUME_TEXTS.invalidDataUrl),
);

export const ResumeUploadBodySchema = v.object({
  resumeDataUrl: ResumeDataUrlSchema,
  fileName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});
export type ResumeUploadBody = v.InferOutput<typeof ResumeUploadBodySchema>;

/** A pro takes over a parse made before sign-up (the apply flow), or uploads a new file. */
export const ProResumeBodySchema = v.union([
  ResumeUploadBodySchema,
  v.object({ parseId: v.pipe(v.string(), v.uuid(RESUME_TEXTS.parseNotFound)) }),
]);
export type ProResumeBody = v.InferOutput<typeof ProResumeBodySchema>;

const Confidence = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
/** One parsed value, how sure the parser is, and the resume line it came from. */
function field<S extends v.GenericSchema>(value: S) {
  return v.object({ value, confidence: Confidence, source: v.string() });
}

const Yyyymm = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(190001), v.maxValue(299912)));

export const ParsedHistorySchema = v.object({
  employerName: v.string(),
  jobTitle: v.string(),
  jobTitleId: v.nullable(IdSchema),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  startYYYYMM: Yyyymm,
  endYYYYMM: Yyyymm,
});
export type ParsedHistory = v.InferOutput<typeof ParsedHistorySchema>;

export const ParsedEducationSchema = v.object({
  kind: v.picklist(['education', 'certification']),
  school: v.string(),
  degree: v.nullable(v.string()),
  fieldOfStudy: v.nullable(v.string()),
  startYYYYMM: Yyyymm,
  endYYYYMM: Yyyymm,
});
export type ParsedEducation = v.InferOutput<typeof ParsedEducationSchema>;

export const ParsedTermSchema = v.object({ id: IdSchema, name: v.string() });
export const ParsedSkillSchema = v.object({ id: IdSchema, name: v.string(), category: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)) });
export const ParsedMachineSchema = v.object({ id: IdSchema, name: v.string(), brandIds: v.array(IdSchema) });

export const ResumeDataSchema = v.object({
  nameFirst: v.nullable(field(v.string())),
  nameLast: v.nullable(field(v.string())),
  email: v.nullable(field(v.string())),
  phone: v.nullable(field(v.string())),
  postalCode: v.nullable(field(v.string())),
  summary: v.nullable(field(v.string())),
  jobTitles: v.array(field(ParsedTermSchema)),
  skills: v.array(field(ParsedSkillSchema)),
  machines: v.array(field(ParsedMachineSchema)),
  brands: v.array(field(ParsedTermSchema)),
  knowledgeDisciplines: v.array(field(ParsedTermSchema)),
  industries: v.array(field(ParsedTermSchema)),
  history: v.array(field(ParsedHistorySchema)),
  education: v.array(field(ParsedEducationSchema)),
});
export type ResumeData = v.InferOutput<typeof ResumeDataSchema>;
export type ParsedField<T> = { value: T; confidence: number; source: string };

export const RESUME_PARSE_STATUSES = ['pending', 'uploaded', 'processing', 'completed', 'error'] as const;
export type ResumeParseStatus = (typeof RESUME_PARSE_STATUSES)[number];

export const ResumeParseSchema = v.object({
  parseId: v.pipe(v.string(), v.uuid()),
  status: v.picklist(RESUME_PARSE_STATUSES),
  /** 0-100, for the progress bar. */
  progress: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  fileName: v.nullable(v.string()),
  mimeType: v.string(),
  message: v.nullable(v.string()),
  resumeData: v.nullable(ResumeDataSchema),
  resumeUrl: v.string(),
  parsedResumeUrl: v.string(),
  resumeText: v.nullable(v.string()),
  proId: v.nullable(IdSchema),
  /** How the text was read: from the file's text, or with OCR from an image or a scan. */
  readBy: v.optional(v.nullable(v.picklist(['text', 'ocr']))),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
});
export type ResumeParse = v.InferOutput<typeof ResumeParseSchema>;

export const ResumeParseParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid(RESUME_TEXTS.parseNotFound)) });

/** Counts the fields the pro should look at before saving. */
export function lowConfidenceCount(data: ResumeData): number {
  const single = [data.nameFirst, data.nameLast, data.email, data.phone, data.postalCode, data.summary].filter((f) => f !== null);
  const lists = [data.jobTitles, data.skills, data.machines, data.brands, data.knowledgeDisciplines, data.industries, data.history, data.education].flat();
  return [...single, ...lists].filter((f) => f !== null && needsConfirmation(f)).length;
}
