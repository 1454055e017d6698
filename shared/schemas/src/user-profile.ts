import * as v from 'valibot';
import { GROUP_MEMBERSHIPS, PhoneDigitsSchema } from '@floorhire/rules';
import { IdSchema, TimestampSchema } from './common';

const Nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);

export const EmployerUserMapSchema = v.object({
  employerId: v.number(),
  employer: v.object({ name: v.string(), photoUrl: Nullable(v.string()) }),
});

export const UserRoleSchema = v.object({ roleMembership: v.string() });

export const WorkHistorySchema = v.object({
  id: v.number(),
  employerName: v.string(),
  jobTitle: v.string(),
  jobTitleId: Nullable(v.number()),
  city: Nullable(v.string()),
  state: Nullable(v.string()),
  description: Nullable(v.string()),
  startYYYYMM: v.number(),
  endYYYYMM: Nullable(v.number()),
});

export const EducationSchema = v.object({
  id: v.number(),
  kind: v.picklist(['education', 'certification']),
  school: v.string(),
  degree: Nullable(v.string()),
  fieldOfStudy: Nullable(v.string()),
  startYYYYMM: Nullable(v.number()),
  endYYYYMM: Nullable(v.number()),
});

// No uuid: it is the referee's key to the endorsement page and goes only to them, by e-mail
// (ADR 205); the pro and employers know a reference by its id.
export const ReferenceSchema = v.object({
  id: v.number(),
  nameFirst: v.string(),
  nameLast: v.string(),
  email: Nullable(v.string()),
  phone: Nullable(v.string()),
  company: Nullable(v.string()),
  relationship: Nullable(v.string()),
  status: v.string(),
  endorsement: Nullable(v.string()),
  rating: Nullable(v.number()),
  endorseTs: Nullable(TimestampSchema),
});

export const ProSchema = v.object({
  id: v.number(),
  userProfileId: v.number(),
  shiftFirst: v.boolean(),
  shiftSecond: v.boolean(),
  shiftThird: v.boolean(),
  payRateMin: Nullable(v.number()),
  postalCode: Nullable(v.string()),
  city: Nullable(v.string()),
  state: Nullable(v.string()),
  timezone: v.string(),
  resumeUrl: Nullable(v.string()),
  parsedResumeUrl: Nullable(v.string()),
  summary: Nullable(v.string()),
  proJobTitles: v.array(v.object({ jobTitleId: v.number(), yearsExperience: Nullable(v.number()) })),
  lastActiveTs: Nullable(TimestampSchema),
});

export const ProfileJobApplicantSchema = v.object({
  id: v.number(),
  jobId: v.number(),
  status: v.string(),
  score: Nullable(v.number()),
  applyTs: Nullable(TimestampSchema),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
  job: v.object({ id: v.number(), employerId: v.number(), title: v.string(), city: Nullable(v.string()), state: Nullable(v.string()) }),
});

/** The user profile of spec 000 §3. */
export const UserProfileSchema = v.object({
  id: v.number(),
  nameFirst: v.string(),
  nameLast: v.string(),
  email: v.string(),
  phone: Nullable(v.string()),
  avatarUrl: Nullable(v.string()),
  status: v.string(),
  type: v.picklist(['Normal', 'Super Admin']),
  notificationEmail: v.picklist([0, 1]),
  notificationSms: v.picklist([0, 1]),
  groupMembership: Nullable(v.picklist(GROUP_MEMBERSHIPS)),
  userAuthGroup: Nullable(v.object({ groupMembership: v.picklist(GROUP_MEMBERSHIPS) })),
  userRoles: v.array(UserRoleSchema),
  employerUserMaps: v.array(EmployerUserMapSchema),
  authStrategy: v.string(),
  createTs: TimestampSchema,
  pro: v.optional(Nullable(ProSchema)),
  educationCertifications: v.optional(v.array(EducationSchema)),
  historyEmployers: v.optional(v.array(WorkHistorySchema)),
  references: v.optional(v.array(ReferenceSchema)),
  jobApplicants: v.optional(v.array(ProfileJobApplicantSchema)),
});
export type UserProfileDto = v.InferOutput<typeof UserProfileSchema>;

export const PROFILE_INCLUDES = ['pro', 'education', 'history', 'references', 'jobApplicants'] as const;
export type ProfileInclude = (typeof PROFILE_INCLUDES)[number];

/** include arrives JSON-encoded (spec 000 §7): ?include=["pro","history"]. */
export const UserProfileQuerySchema = v.object({
  include: v.optional(v.pipe(v.array(v.picklist(PROFILE_INCLUDES, 'Unknown include')), v.maxLength(PROFILE_INCLUDES.length))),
});

const NameSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('Required.'), v.maxLength(100));

export const PatchUserProfileBodySchema = v.pipe(
  v.strictObject({
    nameFirst: v.optional(NameSchema),
    nameLast: v.optional(NameSchema),
    phone: v.optional(v.nullable(PhoneDigitsSchema)),
    notificationEmail: v.optional(v.picklist([0, 1], 'Must be 0 or 1')),
    notificationSms: v.optional(v.picklist([0, 1], 'Must be 0 or 1')),
  }),
  v.check((body) => Object.keys(body).length > 0, 'Nothing to update'),
);
export type PatchUserProfileBody = v.InferOutput<typeof PatchUserProfileBodySchema>;

export const UserAuthGroupBodySchema = v.object({
  groupMembership: v.picklist(GROUP_MEMBERSHIPS, 'Unknown group membership'),
  /** Staff only: whose group to set. Defaults to the caller. */
  userProfileId: v.optional(IdSchema),
});

/** Spec 000 §5: a valid numeric profile id and employer id. */
export const ActiveEmployerBodySchema = v.object({
  employerId: v.pipe(v.number('A valid numeric profile id and employer id are required to change the active employer'), v.integer(), v.minValue(1)),
});
export const ActiveEmployerAnswerSchema = v.object({
  employerId: v.number(),
  employer: v.object({ name: v.string(), photoUrl: Nullable(v.string()) }),
});

/** Tied employers need at least one mapping (spec 000 §5). */
export const UserEmployersBodySchema = v.object({
  employerIds: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.minLength(1, 'A user must belong to at least one employer'),
    v.maxLength(100),
  ),
});

const ReferralField = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200))));
export const ReferralBodySchema = v.object({
  channel: ReferralField,
  name: ReferralField,
  subreferral: ReferralField,
  term: ReferralField,
  content: ReferralField,
});
