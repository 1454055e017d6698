import * as v from 'valibot';
import { EmailSchema, MonthYearSchema, NonNegativeNumberSchema, PayRateSchema, PhoneDigitsSchema, VALIDATION_MESSAGES as M, ZipSchema, isEndAfterStart } from '@floorhire/rules';
import { EducationSchema, IdSchema, ReferenceSchema, TimestampSchema, WorkHistorySchema } from '@floorhire/schemas';
import { COMPLETENESS_PARTS } from './rules';

// Payloads and answers of the pro profile API: the API validates with them (its OpenAPI
// document is made from them) and the remote parses answers with them.

const tooLong = (max: number) => `Must be ${max} characters or fewer`;
// Ours: the spec has the field (pro job title yearsExperience), not its rule.
const PRO_PROFILE_YEARS_TEXT = 'Enter whole years, from 0 to 70';
const RequiredText = (max: number) => v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(max, tooLong(max)));
const TextOrNull = (max: number) =>
  v.pipe(
    v.nullable(v.string()),
    v.transform((s) => (s === null ? null : s.trim() === '' ? null : s.trim())),
    v.check((s) => s === null || s.length <= max, tooLong(max)),
  );
const OptionalText = (max: number) => v.optional(TextOrNull(max), null);
const IdList = v.pipe(v.array(IdSchema), v.maxLength(200, tooLong(200)), v.transform((ids) => [...new Set(ids)]));
const Nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);

export const ProParamsSchema = v.object({ id: IdSchema });
export const ProItemParamsSchema = v.object({ id: IdSchema, itemId: IdSchema });
export const ProResumeParamsSchema = v.object({ id: IdSchema, parseId: v.pipe(v.string(), v.uuid()) });
export const ReferenceUuidParamsSchema = v.object({ uuid: v.pipe(v.string(), v.uuid('Given reference is not in our records')) });

/** A machine the pro runs, with the brands of it the pro knows (spec 002 §3 "machines with brand maps"). */
export const MachineWithBrandsSchema = v.object({ machineId: IdSchema, brandIds: IdList });
export type MachineWithBrands = v.InferOutput<typeof MachineWithBrandsSchema>;

/** Shifts 1, 2, 3 (spec 000 §9). */
export const ShiftSchema = v.picklist([1, 2, 3], 'Choose shift 1, 2 or 3');

export const PreferenceSchema = v.object({
  payRateMin: Nullable(v.number()),
  maxCommute: Nullable(v.number()),
  shifts: v.array(v.number()),
  postalCode: Nullable(v.string()),
  jobTitleIds: v.array(v.number()),
  industryIds: v.array(v.number()),
  knowledgeDisciplineIds: v.array(v.number()),
  machines: v.array(v.object({ machineId: v.number(), brandIds: v.array(v.number()) })),
  updateTs: Nullable(TimestampSchema),
});
export const CompletenessSchema = v.object({
  percent: v.number(),
  missing: v.array(v.picklist(COMPLETENESS_PARTS.map((p) => p.key))),
});

/** GET pro/me and GET pro/{id}: the whole profile the pro pages read, in one answer. */
export const ProProfileSchema = v.object({
  id: v.number(),
  userProfileId: v.number(),
  nameFirst: v.string(),
  nameLast: v.string(),
  email: v.string(),
  phone: Nullable(v.string()),
  postalCode: Nullable(v.string()),
  city: Nullable(v.string()),
  state: Nullable(v.string()),
  summary: Nullable(v.string()),
  shiftFirst: v.boolean(),
  shiftSecond: v.boolean(),
  shiftThird: v.boolean(),
  payRateMin: Nullable(v.number()),
  timezone: v.string(),
  resumeUrl: Nullable(v.string()),
  parsedResumeUrl: Nullable(v.string()),
  resumeFileName: Nullable(v.string()),
  notificationEmail: v.picklist([0, 1]),
  notificationSms: v.picklist([0, 1]),
  authStrategy: v.string(),
  avatarUrl: Nullable(v.string()),
  hasPassword: v.boolean(),
  proJobTitles: v.array(v.object({ jobTitleId: v.number(), title: v.string(), yearsExperience: Nullable(v.number()) })),
  historyEmployers: v.array(WorkHistorySchema),
  educationCertifications: v.array(EducationSchema),
  references: v.array(ReferenceSchema),
  preference: PreferenceSchema,
  taxonomy: v.object({
    skillIds: v.array(v.number()),
    knowledgeDisciplineIds: v.array(v.number()),
    industryIds: v.array(v.number()),
    machines: v.array(v.object({ machineId: v.number(), brandIds: v.array(v.number()) })),
  }),
  completeness: CompletenessSchema,
  updateTs: TimestampSchema,
});
export type ProProfile = v.InferOutput<typeof ProProfileSchema>;

/**
 * PATCH pro/{id}: the pro's own fields and the name and phone of its user (spec 000 §7 PATCH
 * /user-profile fields, saved together). Unknown keys are dropped, so a pro sent without the
 * §3 strip loses nothing it should not; the remote strips before sending anyway.
 */
export const PatchProBodySchema = v.object({
  nameFirst: v.optional(RequiredText(100)),
  nameLast: v.optional(RequiredText(100)),
  phone: v.optional(v.nullable(PhoneDigitsSchema)),
  postalCode: v.optional(v.nullable(ZipSchema)),
  // No default: a PATCH without a summary keeps the stored one (ADR 039).
  summary: v.optional(TextOrNull(2000)),
  shiftFirst: v.optional(v.boolean()),
  shiftSecond: v.optional(v.boolean()),
  shiftThird: v.optional(v.boolean()),
  payRateMin: v.optional(v.nullable(PayRateSchema)),
});
export type PatchProBody = v.InferOutput<typeof PatchProBodySchema>;

/** Whole years in a trade; a working life is at most 70 of them. */
export const YEARS_EXPERIENCE_MAX = 70;
export const YearsExperienceSchema = v.nullable(
  v.pipe(v.number(M.mustBeNonNegative), v.integer(PRO_PROFILE_YEARS_TEXT), v.minValue(0, M.mustBeNonNegative), v.maxValue(YEARS_EXPERIENCE_MAX, PRO_PROFILE_YEARS_TEXT)),
);

/**
 * PUT pro/{id}/job-title: the pro's job titles, and optionally the years of experience in each
 * (pro job title yearsExperience; a title not listed keeps its years, null clears them).
 */
export const ProJobTitlesBodySchema = v.object({
  jobTitleIds: IdList,
  yearsExperience: v.optional(v.pipe(v.array(v.object({ jobTitleId: IdSchema, yearsExperience: YearsExperienceSchema })), v.maxLength(200, tooLong(200)))),
});
export type ProJobTitlesBody = v.InferOutput<typeof ProJobTitlesBodySchema>;

/** MM/YYYY start and optional end; the end after the start (spec 000 §5). */
const OptionalMonthYear = v.optional(v.nullable(v.union([v.literal(''), MonthYearSchema], M.invalidMonthYear)), null);

export const HistoryBodySchema = v.pipe(
  v.object({
    employerName: RequiredText(200),
    jobTitle: RequiredText(200),
    jobTitleId: v.optional(v.nullable(IdSchema), null),
    city: OptionalText(100),
    state: OptionalText(2),
    description: OptionalText(4000),
    start: MonthYearSchema,
    end: OptionalMonthYear,
  }),
  v.forward(
    v.partialCheck([['start'], ['end']], (b) => !b.end || isEndAfterStart(b.start, b.end), M.endBeforeStart),
    ['end'],
  ),
);
export type HistoryBody = v.InferOutput<typeof HistoryBodySchema>;

export const EducationBodySchema = v.pipe(
  v.object({
    kind: v.picklist(['education', 'certification']),
    school: RequiredText(200),
    degree: OptionalText(200),
    fieldOfStudy: OptionalText(200),
    start: OptionalMonthYear,
    end: OptionalMonthYear,
  }),
  v.forward(
    v.partialCheck([['start'], ['end']], (b) => !b.start || !b.end || isEndAfterStart(b.start, b.end), M.endBeforeStart),
    ['end'],
  ),
);
export type EducationBody = v.InferOutput<typeof EducationBodySchema>;

export const ReferenceBodySchema = v.pipe(
  v.object({
    nameFirst: RequiredText(100),
    nameLast: RequiredText(100),
    email: v.optional(v.nullable(v.union([v.literal(''), EmailSchema], M.invalidEmail)), null),
    phone: v.optional(v.nullable(v.union([v.literal(''), PhoneDigitsSchema], M.invalidPhone)), null),
    company: OptionalText(200),
    relationship: OptionalText(200),
  }),
  v.check((b) => Boolean(b.email) || Boolean(b.phone), 'Add an e-mail or a phone number so we can reach them'),
);
export type ReferenceBody = v.InferOutput<typeof ReferenceBodySchema>;

/** GET /public/reference/{uuid}: what the referee sees. */
export const PublicReferenceSchema = v.object({
  uuid: v.string(),
  refereeFirstName: v.string(),
  proFullName: v.string(),
  company: Nullable(v.string()),
  relationship: Nullable(v.string()),
  status: v.picklist(['requested', 'endorsed', 'declined']),
  endorsement: Nullable(v.string()),
  rating: Nullable(v.number()),
});
export type PublicReference = v.InferOutput<typeof PublicReferenceSchema>;

/** PATCH /public/reference/{uuid}: the endorsement payload. */
export const EndorsementBodySchema = v.object({
  endorsement: RequiredText(2000),
  rating: v.pipe(v.number(M.required), v.integer(), v.minValue(1, 'Choose 1 to 5 stars'), v.maxValue(5, 'Choose 1 to 5 stars')),
});
export type EndorsementBody = v.InferOutput<typeof EndorsementBodySchema>;

export const PreferenceBodySchema = v.object({
  payRateMin: v.optional(v.nullable(PayRateSchema), null),
  maxCommute: v.optional(v.nullable(v.pipe(NonNegativeNumberSchema, v.integer(M.mustBeNonNegative), v.maxValue(500, 'At most 500 miles'))), null),
  shifts: v.optional(v.pipe(v.array(ShiftSchema), v.transform((s) => [...new Set(s)].sort())), []),
  postalCode: v.optional(v.nullable(ZipSchema), null),
  jobTitleIds: v.optional(IdList, []),
  industryIds: v.optional(IdList, []),
  knowledgeDisciplineIds: v.optional(IdList, []),
  machines: v.optional(v.pipe(v.array(MachineWithBrandsSchema), v.maxLength(200)), []),
});
export type PreferenceBody = v.InferOutput<typeof PreferenceBodySchema>;

export const ProTaxonomyBodySchema = v.object({
  skillIds: v.optional(IdList, []),
  knowledgeDisciplineIds: v.optional(IdList, []),
  industryIds: v.optional(IdList, []),
  machines: v.optional(v.pipe(v.array(MachineWithBrandsSchema), v.maxLength(200)), []),
});
export type ProTaxonomyBody = v.InferOutput<typeof ProTaxonomyBodySchema>;

const Term = v.object({ id: v.number(), name: v.string() });
/** GET pro/taxonomy-options: every list the pro pages choose from, in one read. */
export const TaxonomyOptionsSchema = v.object({
  jobTitles: v.array(Term),
  industries: v.array(Term),
  knowledgeDisciplines: v.array(Term),
  skills: v.array(v.object({ id: v.number(), name: v.string(), category: v.number() })),
  machines: v.array(v.object({ id: v.number(), name: v.string(), brandIds: v.array(v.number()) })),
  brands: v.array(Term),
});
export type TaxonomyOptions = v.InferOutput<typeof TaxonomyOptionsSchema>;

/**
 * POST pro/{id}/resume/{parseId}/confirm: the fields the pro kept, after confirming or
 * correcting the low-confidence ones. Only what is sent is saved.
 */
export const ConfirmResumeBodySchema = v.object({
  nameFirst: v.optional(RequiredText(100)),
  nameLast: v.optional(RequiredText(100)),
  phone: v.optional(PhoneDigitsSchema),
  postalCode: v.optional(ZipSchema),
  summary: OptionalText(2000),
  jobTitleIds: v.optional(IdList, []),
  skillIds: v.optional(IdList, []),
  knowledgeDisciplineIds: v.optional(IdList, []),
  industryIds: v.optional(IdList, []),
  machines: v.optional(v.array(MachineWithBrandsSchema), []),
  history: v.optional(v.pipe(v.array(HistoryBodySchema), v.maxLength(50)), []),
  education: v.optional(v.pipe(v.array(EducationBodySchema), v.maxLength(50)), []),
});
export type ConfirmResumeBody = v.InferOutput<typeof ConfirmResumeBodySchema>;

export const ProSettingsBodySchema = v.pipe(
  v.object({
    notificationEmail: v.optional(v.picklist([0, 1])),
    notificationSms: v.optional(v.picklist([0, 1])),
  }),
  v.check((b) => b.notificationEmail !== undefined || b.notificationSms !== undefined, 'Nothing to update'),
);

/** Settings: a new password (spec 000 §5 password rules); the current one when there is one. */
export const ChangePasswordBodySchema = v.object({
  currentPassword: v.optional(v.string()),
  newPassword: v.pipe(v.string(M.passwordRequired), v.nonEmpty(M.passwordRequired), v.minLength(8, M.passwordTooShort), v.regex(/\d/u, M.passwordNeedsNumber), v.regex(/\p{Lu}/u, M.passwordNeedsUppercase), v.maxLength(200)),
});
export type ChangePasswordBody = v.InferOutput<typeof ChangePasswordBodySchema>;
