import * as v from 'valibot';
import { EMPLOYER_FEATURES, EMPLOYER_STATUSES, GROUP_MEMBERSHIPS, USER_STATUSES } from '@floorhire/rules';
import { IdSchema, LimitSchema, SkipSchema } from './common';

// The people and employer pickers of spec 002 §7: GET employer/{id}/user-profile, GET
// user-profile/super-admin, GET employer/summary and employer/summary/count.
// docs/decisions/114-people-and-employer-reads.md.

/** One user in a picker: the employer's users (hiring contact, watchers) or staff (assignee, admin watchers). */
export const PersonSummarySchema = v.object({
  id: v.number(),
  nameFirst: v.string(),
  nameLast: v.string(),
  email: v.string(),
  groupMembership: v.nullable(v.picklist(GROUP_MEMBERSHIPS)),
  status: v.picklist(USER_STATUSES),
});
export type PersonSummary = v.InferOutput<typeof PersonSummarySchema>;
export const PersonSummaryListSchema = v.array(PersonSummarySchema);

const Empty = v.union([v.literal(''), v.null()]);
const OptionalId = v.optional(v.union([IdSchema, Empty]));
const Text = v.pipe(v.string(), v.maxLength(100));

export const EMPLOYER_SUMMARY_ORDERS = [
  'name ASC',
  'name DESC',
  'createTs ASC',
  'createTs DESC',
  'updateTs ASC',
  'updateTs DESC',
  // The staff list's sorts of spec 002 §9 (Jobs, Members, Contacts; ADR 303).
  'jobs DESC',
  'jobs ASC',
  'members DESC',
  'members ASC',
  'contacts DESC',
  'contacts ASC',
] as const;

/**
 * filter { where: { name: { like }, id, assigneeId, industryId, status, postalCode }, limit, skip, order },
 * JSON-encoded (spec 000 §7). Empty values are dropped, as in every list filter.
 */
export const EmployerSummaryFilterSchema = v.object({
  where: v.optional(
    v.object({
      /** Plain text matches anywhere in the name; a like pattern keeps its own % wildcards. */
      name: v.optional(v.union([Text, v.object({ like: Text }), v.null()])),
      id: v.optional(v.union([IdSchema, v.object({ inq: v.pipe(v.array(IdSchema), v.maxLength(100)) }), Empty])),
      assigneeId: OptionalId,
      industryId: OptionalId,
      status: v.optional(
        v.union([v.picklist(EMPLOYER_STATUSES, 'Unknown employer status'), v.object({ inq: v.pipe(v.array(v.picklist(EMPLOYER_STATUSES, 'Unknown employer status')), v.maxLength(EMPLOYER_STATUSES.length)) }), Empty]),
      ),
      postalCode: v.optional(v.union([v.pipe(v.string(), v.maxLength(10)), v.null()])),
      /** Employers whose feature has this status, e.g. Talent Search Requested (ADR 306). */
      feature: v.optional(
        v.union([
          v.object({
            name: v.picklist(EMPLOYER_FEATURES, 'Unknown feature'),
            status: v.picklist(['enabled', 'disabled', 'Disabled', 'Requested', 'Enabled'], 'Unknown feature status'),
          }),
          v.null(),
        ]),
      ),
    }),
  ),
  limit: v.optional(LimitSchema),
  skip: v.optional(SkipSchema),
  offset: v.optional(SkipSchema),
  order: v.optional(v.picklist(EMPLOYER_SUMMARY_ORDERS, `Order must be one of ${EMPLOYER_SUMMARY_ORDERS.join(', ')}`)),
});
export type EmployerSummaryFilter = v.InferOutput<typeof EmployerSummaryFilterSchema>;

export const EmployerSummaryQuerySchema = v.object({ filter: v.optional(EmployerSummaryFilterSchema) });
export const EmployerSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  status: v.picklist(EMPLOYER_STATUSES),
});
export type EmployerSummary = v.InferOutput<typeof EmployerSummarySchema>;
export const EmployerSummaryListSchema = v.array(EmployerSummarySchema);
