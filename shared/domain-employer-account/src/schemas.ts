import * as v from 'valibot';
import { EMPLOYER_SIZE_BANDS, PhoneDigitsSchema, UPLOAD_LIMITS, US_STATES, VALIDATION_MESSAGES as M, WebsiteSchema, ZipSchema, dataUrlInfo } from '@floorhire/rules';
import { IdSchema, TimestampSchema } from '@floorhire/schemas';
import { EMPLOYER_COMMUNICATIONS, EMPLOYER_GROUPS, EMPLOYER_PHOTO_TYPES, GRANTABLE_ROLES, ONBOARDING_STEPS } from './rules';
import { EMPLOYER_ACCOUNT_API_TEXTS as T } from './texts';

// Payloads and answers of the employer account API (spec 002 §3, §7 "Employer and pro profile",
// "Preferences"): the API validates with them (its OpenAPI document is made from them) and the
// remote parses answers with them.

const Nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);
const STATE_CODES = US_STATES.map((s) => s.abbreviation) as [string, ...string[]];

/** Free text of a profile section: trimmed, empty as null. */
const Section = (max: number) =>
  v.pipe(
    v.nullable(v.string()),
    v.transform((s) => (s === null ? null : s.trim() || null)),
    v.check((s) => s === null || s.length <= max, T.textTooLong(max)),
  );

export const PROFILE_TEXT_MAX = 5000;

/**
 * PATCH employer/{id}: the fields of spec 002 §3 a company edits. A PATCH changes only the fields
 * it carries (ADR 039); a ZIP is checked against the gazetteer by the API.
 */
export const EmployerProfilePatchSchema = v.pipe(
  v.strictObject({
    name: v.optional(v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(120, T.textTooLong(120)))),
    size: v.optional(v.nullable(v.picklist(EMPLOYER_SIZE_BANDS, M.required))),
    street1: v.optional(Section(200)),
    city: v.optional(Section(100)),
    state: v.optional(v.nullable(v.picklist(STATE_CODES, T.unknownState))),
    postalCode: v.optional(v.nullable(ZipSchema)),
    website: v.optional(v.pipe(WebsiteSchema, v.transform((w) => w || null))),
    phone: v.optional(v.nullable(PhoneDigitsSchema)),
    introduction: v.optional(Section(PROFILE_TEXT_MAX)),
    cultureBenefits: v.optional(Section(PROFILE_TEXT_MAX)),
    facility: v.optional(Section(PROFILE_TEXT_MAX)),
    products: v.optional(Section(PROFILE_TEXT_MAX)),
    industryId: v.optional(v.nullable(IdSchema)),
  }),
  v.check((body) => Object.keys(body).length > 0, 'Nothing to update'),
);
export type EmployerProfilePatch = v.InferOutput<typeof EmployerProfilePatchSchema>;

// ── photos ──────────────────────────────────────────────────────────────────────────────

const dataUrlUnder = (limit: number) =>
  v.pipe(
    v.string(T.photoUnreadable),
    v.startsWith('data:', T.photoUnreadable),
    // 5 MB are about 7 MB of base64; the API's body limit is 8 MB.
    v.check((url) => url.length <= Math.ceil((limit * 4) / 3) + 200 && (dataUrlInfo(url)?.size ?? 0) <= limit, M.fileTooLarge),
    v.check((url) => dataUrlInfo(url) !== undefined, T.photoUnreadable),
  );

/** POST employer/{id}/photo (photoData, type): png, jpeg or bmp, at most 5 MB (spec 000 §5). */
export const EmployerPhotoBodySchema = v.object({
  photoData: dataUrlUnder(UPLOAD_LIMITS.fileBytes),
  type: v.picklist(EMPLOYER_PHOTO_TYPES, 'Choose Introduction, Facility or Product'),
});
export type EmployerPhotoBody = v.InferOutput<typeof EmployerPhotoBodySchema>;

/** PUT employer/{id}/profile-photo (photoData): the company's profile photo, at most 5,000,000 bytes. */
export const ProfilePhotoBodySchema = v.object({ photoData: dataUrlUnder(UPLOAD_LIMITS.avatarBytes) });

export const EmployerPhotoSchema = v.object({
  id: v.number(),
  employerId: v.number(),
  type: v.picklist(EMPLOYER_PHOTO_TYPES),
  url: v.string(),
  createTs: TimestampSchema,
});
export type EmployerPhoto = v.InferOutput<typeof EmployerPhotoSchema>;
export const EmployerPhotoListSchema = v.array(EmployerPhotoSchema);

export const EmployerPhotoParamsSchema = v.object({ id: IdSchema, photoId: IdSchema });
export const PhotoFileParamsSchema = v.object({ fileId: v.pipe(v.string(), v.uuid(T.photoNotFound)) });

/** The answer of a profile-photo upload or removal: where the photo is now (null: none). */
export const ProfilePhotoAnswerSchema = v.object({ photoUrl: Nullable(v.string()) });

// ── skills, frequent positions, industries ───────────────────────────────────────────────

const IdList = (noun: string) => v.pipe(v.array(IdSchema, `${noun} must be a list of ids`), v.maxLength(100, `At most 100 ${noun}`));

/** PUT employer/{id}/job-skill: the skills the company uses, replaced as a whole. */
export const EmployerJobSkillsBodySchema = v.object({ jobSkillIds: IdList('skills') });
/** PUT employer/{id}/job-title: the frequent positions, replaced as a whole. */
export const EmployerJobTitlesBodySchema = v.object({ jobTitleIds: IdList('job titles') });
/** PUT employer/{id}/industry: the company's industries, replaced as a whole; the first is its main one. */
export const EmployerIndustriesBodySchema = v.object({ industryIds: IdList('industries') });

export const EmployerJobSkillListSchema = v.array(v.object({ jobSkillId: v.number(), jobSkill: v.object({ id: v.number(), name: v.string(), categoryId: Nullable(v.number()) }) }));
export type EmployerJobSkills = v.InferOutput<typeof EmployerJobSkillListSchema>;
export const EmployerJobTitleListSchema = v.array(v.object({ jobTitleId: v.number(), jobTitle: v.object({ id: v.number(), title: v.string() }) }));
export type EmployerJobTitles = v.InferOutput<typeof EmployerJobTitleListSchema>;
export const EmployerIndustryListSchema = v.array(v.object({ industryId: v.number(), industry: v.object({ id: v.number(), name: v.string() }) }));

// ── GET /employer-facebook-job ───────────────────────────────────────────────────────────

/** filter { where: { employerId } } (spec 002 §7), JSON-encoded. */
export const FacebookJobQuerySchema = v.object({
  filter: v.object({ where: v.object({ employerId: IdSchema }, 'filter.where.employerId is required') }, 'filter.where.employerId is required'),
});

/** A live job of the employer in the public job feed Facebook Jobs reads (ADR 292). */
export const FacebookJobSchema = v.object({
  jobId: v.number(),
  employerId: v.number(),
  title: v.string(),
  city: Nullable(v.string()),
  state: Nullable(v.string()),
  liveSince: TimestampSchema,
  url: v.string(),
});
export type FacebookJob = v.InferOutput<typeof FacebookJobSchema>;
export const FacebookJobListSchema = v.array(FacebookJobSchema);

// ── team ─────────────────────────────────────────────────────────────────────────────────

const NameSchema = v.pipe(v.string(T.nameRequired), v.trim(), v.nonEmpty(T.nameRequired), v.maxLength(100, T.nameTooLong));
const EmailSchema = v.pipe(v.string(M.invalidEmail), v.trim(), v.toLowerCase(), v.email(M.invalidEmail), v.maxLength(254, M.invalidEmail));
const GrantedRoles = v.pipe(v.array(v.picklist(GRANTABLE_ROLES, 'Unknown role')), v.maxLength(GRANTABLE_ROLES.length));

export const TeamParamsSchema = v.object({ employerId: IdSchema });
export const TeamMemberParamsSchema = v.object({ employerId: IdSchema, userId: IdSchema });

/** POST employer/{employerId}/user-profile: a colleague added directly (spec 002 §7). */
export const AddTeamMemberBodySchema = v.object({
  nameFirst: NameSchema,
  nameLast: NameSchema,
  email: EmailSchema,
  phone: v.optional(v.nullable(PhoneDigitsSchema)),
  groupMembership: v.picklist(EMPLOYER_GROUPS, 'Choose Company Admin or Hiring Manager'),
  roles: v.optional(GrantedRoles),
});
export type AddTeamMemberBody = v.InferOutput<typeof AddTeamMemberBodySchema>;

/** A colleague's group and granted roles (ADR 294); the roles list replaces the granted ones. */
export const TeamMemberPatchSchema = v.pipe(
  v.strictObject({
    groupMembership: v.optional(v.picklist(EMPLOYER_GROUPS, 'Choose Company Admin or Hiring Manager')),
    roles: v.optional(GrantedRoles),
  }),
  v.check((body) => Object.keys(body).length > 0, 'Nothing to update'),
);
export type TeamMemberPatch = v.InferOutput<typeof TeamMemberPatchSchema>;

/** POST employer/send-welcome-email (userProfileId, email); employerId names the team when the user is on several. */
export const WelcomeEmailBodySchema = v.object({ userProfileId: IdSchema, email: EmailSchema, employerId: v.optional(IdSchema) });

export const TeamMemberSchema = v.object({
  id: v.number(),
  nameFirst: v.string(),
  nameLast: v.string(),
  email: v.string(),
  phone: Nullable(v.string()),
  status: v.string(),
  groupMembership: Nullable(v.string()),
  roles: v.array(v.string()),
});
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>;

// ── notification preferences ─────────────────────────────────────────────────────────────

/** A notification preference (spec 002 §3): communicationId, channelEmail, channelSms. */
export const NotificationPreferenceSchema = v.object({
  communicationId: v.picklist(EMPLOYER_COMMUNICATIONS, T.unknownCommunication),
  channelEmail: v.boolean(),
  channelSms: v.boolean(),
});
export type NotificationPreference = v.InferOutput<typeof NotificationPreferenceSchema>;
export const NotificationPreferenceListSchema = v.array(NotificationPreferenceSchema);

// ── onboarding ───────────────────────────────────────────────────────────────────────────

export const ONBOARDING_OUTCOMES = ['done', 'skipped'] as const;

/** Where a Company Admin stands in /employer/onboard, per user and employer (ADR 295). */
export const OnboardingSchema = v.object({
  employerId: v.number(),
  steps: v.array(v.object({ step: v.picklist(ONBOARDING_STEPS), outcome: v.picklist(ONBOARDING_OUTCOMES), updateTs: TimestampSchema })),
  current: Nullable(v.picklist(ONBOARDING_STEPS)),
  finished: v.boolean(),
});
export type Onboarding = v.InferOutput<typeof OnboardingSchema>;

export const OnboardingBodySchema = v.object({
  step: v.picklist(ONBOARDING_STEPS, 'Unknown step'),
  outcome: v.picklist(ONBOARDING_OUTCOMES, 'Unknown outcome'),
});
