import * as v from 'valibot';
import { PAY_PERIODS } from '@floorhire/rules';
import { TimestampSchema } from '@floorhire/schemas';
import { ASSISTANT_API_ERRORS } from '../texts/api';

// Assistant (gpt-helper) DTOs, spec 001 §3, §4 and §7: a request answers a documentId at once;
// the text is written by a background job and polled every 2 s, up to 150 times.

const Phrase = v.pipe(v.string(), v.trim(), v.nonEmpty('Required.'), v.maxLength(120, 'Must be 120 characters or fewer'));
const PhraseList = v.optional(v.pipe(v.array(Phrase), v.maxLength(40, 'Too many items')), []);
const JobTitleText = v.pipe(v.string(ASSISTANT_API_ERRORS.jobTitleRequired), v.trim(), v.nonEmpty(ASSISTANT_API_ERRORS.jobTitleRequired), v.maxLength(200));

/** POST gpt-helper/generate-temporary-screening-questions (jobTitle, skills, brands). */
export const GenerateScreeningQuestionsBodySchema = v.strictObject({
  jobTitle: JobTitleText,
  skills: PhraseList,
  brands: PhraseList,
  /** Optional extras the wizard already knows; the text gets more specific with them. */
  machines: PhraseList,
  shift: v.nullish(v.picklist([0, 1, 2, 3, 4])),
});
export type GenerateScreeningQuestionsBody = v.InferOutput<typeof GenerateScreeningQuestionsBodySchema>;

/** POST gpt-helper/generate-temporary-job-description (jobTitle, location, skills, brands). */
export const GenerateJobDescriptionBodySchema = v.strictObject({
  jobTitle: JobTitleText,
  location: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  skills: PhraseList,
  brands: PhraseList,
  machines: PhraseList,
  materials: PhraseList,
  disciplines: PhraseList,
  employerName: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  anonymous: v.optional(v.boolean(), false),
  hireType: v.nullish(v.pipe(v.string(), v.maxLength(50))),
  shift: v.nullish(v.picklist([0, 1, 2, 3, 4])),
  startTime: v.nullish(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/u))),
  endTime: v.nullish(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/u))),
  payRateMin: v.nullish(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000_000))),
  payRateMax: v.nullish(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000_000))),
  payRatePeriod: v.optional(v.picklist(PAY_PERIODS), 'hourly'),
  experience: v.nullish(v.picklist(['entry', 'mid', 'senior'])),
});
export type GenerateJobDescriptionBody = v.InferOutput<typeof GenerateJobDescriptionBodySchema>;

export const AssistantDocumentParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid('Must be a document id')) });

export const DocumentIdAnswerSchema = v.object({ documentId: v.string() });

export const ASSISTANT_DOCUMENT_STATUSES = ['pending', 'fulfilled', 'failed', 'stopped'] as const;
const DocumentFields = {
  documentId: v.string(),
  status: v.picklist(ASSISTANT_DOCUMENT_STATUSES),
  /** Set when status is failed. */
  message: v.nullable(v.string()),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
};

export const JobDescriptionDocumentSchema = v.object({ ...DocumentFields, jobDescription: v.nullable(v.string()) });
export type JobDescriptionDocument = v.InferOutput<typeof JobDescriptionDocumentSchema>;

export const ScreeningQuestionsDocumentSchema = v.object({ ...DocumentFields, screeningQuestions: v.nullable(v.array(v.string())) });
export type ScreeningQuestionsDocument = v.InferOutput<typeof ScreeningQuestionsDocumentSchema>;

export const StoppedDocumentSchema = v.object({ documentId: v.string(), status: v.picklist(ASSISTANT_DOCUMENT_STATUSES) });
