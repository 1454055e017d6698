import * as v from 'valibot';
import { EMPLOYER_FEATURES, EMPLOYER_STATUSES } from '@floorhire/rules';
import { IdSchema, TimestampSchema } from './common';
import { SubscriptionSchema } from './subscription';

// GET /employer/{id} with includes, and employer features (spec 002 §3, §7).
// docs/decisions/131-employer-read.md, 132-employer-features.md.

const Nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);

export const EMPLOYER_INCLUDES = ['industries', 'subscription', 'accountAdmins', 'assignee', 'watchers'] as const;
export type EmployerInclude = (typeof EMPLOYER_INCLUDES)[number];

/** include arrives JSON-encoded (spec 000 §7): ?include=["industries","subscription"]. */
export const EmployerQuerySchema = v.object({
  include: v.optional(v.pipe(v.array(v.picklist(EMPLOYER_INCLUDES, 'Unknown include')), v.maxLength(EMPLOYER_INCLUDES.length))),
});

const PersonSchema = v.object({ id: v.number(), nameFirst: v.string(), nameLast: v.string() });

export const EmployerSchema = v.object({
  id: v.number(),
  name: v.string(),
  status: v.picklist(EMPLOYER_STATUSES),
  photoUrl: Nullable(v.string()),
  size: Nullable(v.string()),
  street1: Nullable(v.string()),
  city: Nullable(v.string()),
  state: Nullable(v.string()),
  postalCode: Nullable(v.string()),
  website: Nullable(v.string()),
  phone: Nullable(v.string()),
  introduction: Nullable(v.string()),
  cultureBenefits: Nullable(v.string()),
  facility: Nullable(v.string()),
  products: Nullable(v.string()),
  assigneeId: Nullable(v.number()),
  industryId: Nullable(v.number()),
  createTs: TimestampSchema,
  updateTs: TimestampSchema,
  /** include industries */
  employerIndustries: v.optional(v.array(v.object({ industryId: v.number(), industry: v.object({ id: v.number(), name: v.string() }) }))),
  /** include subscription: the current subscription, null when none is active. */
  subscription: v.optional(Nullable(SubscriptionSchema)),
  /** include accountAdmins: the employer's Company Admins. */
  accountAdmins: v.optional(v.array(v.object({ ...PersonSchema.entries, email: v.string() }))),
  /** include assignee: the staff member who owns the account. */
  assignee: v.optional(Nullable(PersonSchema)),
  /** include watchers */
  employerWatcherMaps: v.optional(v.array(v.object({ watcherId: v.number(), watcher: PersonSchema }))),
});
export type EmployerDto = v.InferOutput<typeof EmployerSchema>;

export const EmployerFeatureSchema = v.object({
  employerId: v.number(),
  featureName: v.picklist(EMPLOYER_FEATURES),
  featureStatus: v.picklist(['enabled', 'disabled', 'Disabled', 'Requested', 'Enabled']),
});
export type EmployerFeatureDto = v.InferOutput<typeof EmployerFeatureSchema>;
export const EmployerFeatureListSchema = v.array(EmployerFeatureSchema);

/** POST employer-feature (spec 002 §7): staff set any status; an employer may only ask for Talent Search. */
export const EmployerFeatureUpdateSchema = v.pipe(
  v.object({
    employerId: IdSchema,
    featureName: v.picklist(EMPLOYER_FEATURES, 'Unknown feature'),
    featureStatus: v.picklist(['enabled', 'disabled', 'Disabled', 'Requested', 'Enabled'], 'Unknown feature status'),
  }),
  // Talent Search alone has the three-step status (spec 002 §3); the others are on or off.
  v.check(
    (b) => (b.featureName === 'Talent Search' ? ['Disabled', 'Requested', 'Enabled'] : ['enabled', 'disabled']).includes(b.featureStatus),
    'This status does not apply to this feature',
  ),
);
export type EmployerFeatureUpdate = v.InferOutput<typeof EmployerFeatureUpdateSchema>;

/** GET /employer-feature: employerIds JSON-encoded, featureName as text. */
export const EmployerFeatureQuerySchema = v.object({
  employerIds: v.pipe(v.array(IdSchema, 'employerIds must be a list of employer ids'), v.minLength(1, 'employerIds is required'), v.maxLength(100)),
  featureName: v.optional(v.picklist(EMPLOYER_FEATURES, 'Unknown feature')),
});
