import * as v from 'valibot';
import {
  EMPLOYER_SIZE_BANDS,
  EMPLOYER_STATUSES,
  EmailSchema,
  GROUP_MEMBERSHIPS,
  PhoneDigitsSchema,
  US_STATE_ABBREVIATIONS,
  USER_STATUSES,
  VALIDATION_MESSAGES as M,
  WebsiteSchema,
  ZipSchema,
} from '@floorhire/rules';
import { EmployerSummarySchema, IdSchema, LimitSchema, SkipSchema, TimestampSchema } from '@floorhire/schemas';
import { STAFF_GRANTABLE_ROLES, STAFF_STATUS_MOVES, USER_LIST_ORDERS, isNameSearch, isStaffReturnPath, phoneSearchDigits } from './rules';
import { STAFF_API_TEXTS } from './texts';

// Payloads and answers of the staff calls: the API validates with them (its OpenAPI document is
// made from them) and the staff remote parses answers with them.

const Empty = v.union([v.literal(''), v.null()]);
const PersonNameSchema = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(100));

// ── users: GET user-profile/all with filter, user-profile/all/count with where (spec 002 §7)

/** Spec 002 §5: a name search (letters, apostrophe, comma, period, space, hyphen). */
const NameSearchSchema = v.pipe(v.string(), v.maxLength(100), v.check(isNameSearch, STAFF_API_TEXTS.nameSearchInvalid));
/** Spec 002 §5: only the digits of a phone search count. */
const PhoneSearchSchema = v.pipe(v.string(), v.maxLength(40), v.transform(phoneSearchDigits));

export const UserListWhereSchema = v.object({
  name: v.optional(v.union([NameSearchSchema, v.null()])),
  phone: v.optional(v.union([PhoneSearchSchema, v.null()])),
  email: v.optional(v.union([v.pipe(v.string(), v.maxLength(254)), v.null()])),
  groupMembership: v.optional(v.union([v.picklist(GROUP_MEMBERSHIPS, 'Unknown group membership'), v.object({ inq: v.pipe(v.array(v.picklist(GROUP_MEMBERSHIPS, 'Unknown group membership')), v.maxLength(4)) }), Empty])),
  status: v.optional(v.union([v.picklist(USER_STATUSES, 'Unknown user status'), v.object({ inq: v.pipe(v.array(v.picklist(USER_STATUSES, 'Unknown user status')), v.maxLength(USER_STATUSES.length)) }), Empty])),
  employerId: v.optional(v.union([IdSchema, Empty])),
});
export type UserListWhere = v.InferOutput<typeof UserListWhereSchema>;

export const UserListFilterSchema = v.object({
  where: v.optional(UserListWhereSchema),
  limit: v.optional(LimitSchema),
  skip: v.optional(SkipSchema),
  offset: v.optional(SkipSchema),
  order: v.optional(v.picklist(USER_LIST_ORDERS, `Order must be one of ${USER_LIST_ORDERS.join(', ')}`)),
});
export type UserListFilter = v.InferOutput<typeof UserListFilterSchema>;
export const UserListQuerySchema = v.object({ filter: v.optional(UserListFilterSchema) });
export const UserCountQuerySchema = v.object({ where: v.optional(UserListWhereSchema) });

export const StaffUserRowSchema = v.object({
  id: v.number(),
  nameFirst: v.string(),
  nameLast: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  status: v.picklist(USER_STATUSES),
  type: v.picklist(['Normal', 'Super Admin']),
  groupMembership: v.nullable(v.picklist(GROUP_MEMBERSHIPS)),
  createTs: TimestampSchema,
  lastActiveTs: v.nullable(TimestampSchema),
  employers: v.array(v.object({ id: v.number(), name: v.string() })),
  /** The pro record's id (GET /pro/{id}, /admin/pro/{id}) of an Expert; null for everyone else. */
  proId: v.nullable(v.number()),
});
export type StaffUserRow = v.InferOutput<typeof StaffUserRowSchema>;
export const StaffUserListSchema = v.array(StaffUserRowSchema);

// ── creating and changing users (users/admin/create, users/employer/create, users/pro/create)

const EMPLOYER_GROUPS = ['Company Admin', 'Hiring Manager'] as const;

export const CreateUserBodySchema = v.pipe(
  v.object({
    groupMembership: v.picklist(GROUP_MEMBERSHIPS, 'Unknown group membership'),
    email: EmailSchema,
    nameFirst: PersonNameSchema,
    nameLast: PersonNameSchema,
    phone: v.optional(v.nullable(PhoneDigitsSchema)),
    /** Employer users: the employers they belong to (at least one). */
    employerIds: v.optional(v.pipe(v.array(IdSchema), v.maxLength(100))),
    /** Pros: where they live. */
    postalCode: v.optional(v.nullable(ZipSchema)),
    /** E-mail a link to choose a password (default true). */
    sendWelcome: v.optional(v.boolean(), true),
  }),
  v.forward(
    v.check((b) => !(EMPLOYER_GROUPS as readonly string[]).includes(b.groupMembership) || (b.employerIds ?? []).length > 0, STAFF_API_TEXTS.employerGroupNeedsEmployer),
    ['employerIds'],
  ),
);
export type CreateUserBody = v.InferOutput<typeof CreateUserBodySchema>;

export const UserStatusBodySchema = v.object({ status: v.picklist(STAFF_STATUS_MOVES, 'Choose archive, block, suspend or normal') });
export const UserStatusAnswerSchema = v.object({ id: v.number(), status: v.picklist(USER_STATUSES) });


// ── employers: the summary list with its counts, POST employer, the employer page

export const StaffEmployerSummarySchema = v.object({
  ...EmployerSummarySchema.entries,
  postalCode: v.nullable(v.string()),
  updateTs: TimestampSchema,
  assignee: v.nullable(v.object({ id: v.number(), nameFirst: v.string(), nameLast: v.string() })),
  /** Spec 002 §3: the summary counts Contacts, Members and Jobs (ADR 303). */
  contacts: v.number(),
  members: v.number(),
  jobs: v.number(),
  talentSearch: v.picklist(['Disabled', 'Requested', 'Enabled']),
});
export type StaffEmployerSummary = v.InferOutput<typeof StaffEmployerSummarySchema>;
export const StaffEmployerSummaryListSchema = v.array(StaffEmployerSummarySchema);

const Text = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));

/** POST employer (employer/create). */
export const CreateEmployerBodySchema = v.object({
  name: v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(200)),
  status: v.optional(v.picklist(EMPLOYER_STATUSES.filter((s) => s !== 'archive'), 'Unknown employer status'), 'Not Contacted'),
  size: v.optional(v.nullable(v.picklist(EMPLOYER_SIZE_BANDS, 'Choose a size from the list'))),
  street1: Text(200),
  city: Text(100),
  state: v.optional(v.nullable(v.picklist(US_STATE_ABBREVIATIONS, 'Choose a state from the list'))),
  postalCode: v.optional(v.nullable(ZipSchema)),
  phone: v.optional(v.nullable(PhoneDigitsSchema)),
  website: WebsiteSchema,
  industryId: v.optional(v.nullable(IdSchema)),
  assigneeId: v.optional(v.nullable(IdSchema)),
});
export type CreateEmployerBody = v.InferOutput<typeof CreateEmployerBodySchema>;

export const EmployerAssigneeBodySchema = v.object({ assigneeId: v.nullable(IdSchema) });
export const EmployerStatusBodySchema = v.object({ status: v.picklist(EMPLOYER_STATUSES, 'Unknown employer status') });
export const EmployerWatchersBodySchema = v.object({ watcherIds: v.pipe(v.array(IdSchema), v.maxLength(50)) });

// ── act as a user (ADR 301)

export const StartActAsBodySchema = v.object({
  userProfileId: IdSchema,
  /** The staff page "back to my session" returns to. */
  returnPath: v.optional(v.pipe(v.string(), v.maxLength(300), v.check(isStaffReturnPath, 'Return to a staff page')), '/admin'),
});

const ActAsPersonSchema = v.object({
  /** null when the viewer is the user (staff are named, not identified, to the people they helped). */
  id: v.nullable(v.number()),
  name: v.string(),
});

export const ActAsSessionSchema = v.object({
  id: v.number(),
  staff: ActAsPersonSchema,
  user: v.object({ id: v.number(), nameFirst: v.string(), nameLast: v.string(), email: v.string(), groupMembership: v.nullable(v.picklist(GROUP_MEMBERSHIPS)) }),
  returnPath: v.string(),
  /** The client address the session started from (ADR 038); staff only. */
  clientAddress: v.nullable(v.string()),
  startTs: TimestampSchema,
  expiresTs: TimestampSchema,
  endTs: v.nullable(TimestampSchema),
  endReason: v.nullable(v.picklist(['ended', 'expired', 'replaced', 'user-stopped', 'signed-out'])),
  live: v.boolean(),
});
export type ActAsSession = v.InferOutput<typeof ActAsSessionSchema>;
export const CurrentActAsAnswerSchema = v.object({ session: v.nullable(ActAsSessionSchema) });
/** POST help-desk/act-as/current/end?reason=signed-out: why it ends, when it is not "back to my session" (ADR 301). */
export const EndActAsQuerySchema = v.object({ reason: v.optional(v.picklist(['ended', 'signed-out'], 'Unknown reason')) });

export const ActAsActionSchema = v.object({
  id: v.number(),
  method: v.string(),
  /** The route as declared, e.g. /v4/job/:id. */
  route: v.string(),
  path: v.string(),
  statusCode: v.nullable(v.number()),
  clientAddress: v.nullable(v.string()),
  createTs: TimestampSchema,
});
export type ActAsAction = v.InferOutput<typeof ActAsActionSchema>;

export const ActAsHistoryEntrySchema = v.object({ ...ActAsSessionSchema.entries, actions: v.array(ActAsActionSchema) });
export type ActAsHistoryEntry = v.InferOutput<typeof ActAsHistoryEntrySchema>;
export const ActAsHistorySchema = v.object({ sessions: v.array(ActAsHistoryEntrySchema), count: v.number() });
export type ActAsHistory = v.InferOutput<typeof ActAsHistorySchema>;
export const ActAsHistoryQuerySchema = v.object({ limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))), skip: v.optional(SkipSchema) });

/** Tokens of an acting session (held in the shell's memory only). */
export const ActAsTokensSchema = v.object({ accessToken: v.string(), idToken: v.string(), expiresAt: v.number() });

// ── the staff home and its inbox (ADR 302, 306)

export const STAFF_INBOX_TYPES = ['talent-search-request'] as const;

export const StaffInboxItemSchema = v.object({
  id: v.number(),
  type: v.picklist(STAFF_INBOX_TYPES),
  employerId: v.number(),
  employerName: v.string(),
  requestedBy: v.nullable(v.object({ id: v.number(), name: v.string() })),
  createTs: TimestampSchema,
  resolvedTs: v.nullable(TimestampSchema),
  /** What staff decided, e.g. Enabled or Disabled. */
  resolution: v.nullable(v.string()),
  /** The staff page where the item is handled. */
  url: v.string(),
});
export type StaffInboxItem = v.InferOutput<typeof StaffInboxItemSchema>;
export const StaffInboxSchema = v.object({ items: v.array(StaffInboxItemSchema), count: v.number(), open: v.number() });
export const StaffInboxQuerySchema = v.object({
  filter: v.optional(v.object({ open: v.optional(v.boolean()), limit: v.optional(LimitSchema), skip: v.optional(SkipSchema) })),
});

export const StaffOverviewSchema = v.object({
  users: v.number(),
  staff: v.number(),
  employerUsers: v.number(),
  pros: v.number(),
  employers: v.number(),
  liveJobs: v.number(),
  talentSearchRequests: v.number(),
  openInboxItems: v.number(),
  liveActAsSessions: v.number(),
});
export type StaffOverview = v.InferOutput<typeof StaffOverviewSchema>;

/** PUT /user-profile/{id}/roles: the staff roles a staff user holds, as a whole (ADR 305). */
export const StaffRolesBodySchema = v.object({ roles: v.pipe(v.array(v.picklist(STAFF_GRANTABLE_ROLES, STAFF_API_TEXTS.unknownStaffRole)), v.maxLength(STAFF_GRANTABLE_ROLES.length)) });
export const StaffRolesAnswerSchema = v.object({ id: v.number(), roles: v.array(v.picklist(STAFF_GRANTABLE_ROLES)) });
