import { ROLES } from '@floorhire/rules';
import {
  CountAnswerSchema,
  EmployerQuerySchema,
  EmployerSchema,
  EmployerSummaryQuerySchema,
  IdParamsSchema,
  PersonSummaryListSchema,
} from '@floorhire/schemas';
import { StaffEmployerSummaryListSchema } from '@floorhire/domain-staff';
import { route, type RouteDef } from '../../http/route';
import { countEmployerSummaries, employerWithIncludes, listEmployerSummaries, usersOfEmployer } from './employer.service';

// The employer service's read of one employer (spec 002 §7 "Employer and pro profile").

const read = route({
  method: 'GET',
  url: '/employer/:id',
  summary: 'One employer with includes (industries, subscription, accountAdmins, assignee, watchers); members and staff',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'id' },
  params: IdParamsSchema,
  query: EmployerQuerySchema,
  response: EmployerSchema,
  errors: [404],
  handler: (ctx) => employerWithIncludes(ctx.db, ctx.params.id, ctx.query.include ?? []),
});

const users = route({
  method: 'GET',
  url: '/employer/:id/user-profile',
  summary: "The employer's users (hiring contacts, watchers) with group and status, by first name; members and staff",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'id' },
  params: IdParamsSchema,
  response: PersonSummaryListSchema,
  errors: [404],
  handler: (ctx) => usersOfEmployer(ctx.db, ctx.params.id),
});

const STAFF_ONLY = { kind: 'none', why: 'staff only: staff reach every employer' } as const;

const summary = route({
  method: 'GET',
  url: '/employer/summary',
  summary:
    'Staff: employers by filter { where: { name: { like }, id, assigneeId, industryId, status, postalCode, feature: { name, status } }, limit, skip, order (also jobs, members, contacts) } with their counts; archived only when asked by status',
  access: [ROLES.userAdmin],
  tenancy: STAFF_ONLY,
  query: EmployerSummaryQuerySchema,
  response: StaffEmployerSummaryListSchema,
  handler: (ctx) => listEmployerSummaries(ctx.db, ctx.query.filter),
});

const summaryCount = route({
  method: 'GET',
  url: '/employer/summary/count',
  summary: 'Staff: how many employers the summary filter matches',
  access: [ROLES.userAdmin],
  tenancy: STAFF_ONLY,
  query: EmployerSummaryQuerySchema,
  response: CountAnswerSchema,
  handler: async (ctx) => ({ count: await countEmployerSummaries(ctx.db, ctx.query.filter) }),
});

// The brief of issue 5 spells the count as employer/count; spec 002 §7 as employer/summary/count. Both answer.
const count: RouteDef = { ...summaryCount, url: '/employer/count', summary: 'Staff: how many employers the summary filter matches (same as employer/summary/count)' };

export const employerRoutes: readonly RouteDef[] = [read, users, summary, summaryCount, count];
