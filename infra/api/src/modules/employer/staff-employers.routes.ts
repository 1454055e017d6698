import { ROLES } from '@floorhire/rules';
import { CreateEmployerBodySchema, EmployerAssigneeBodySchema, EmployerStatusBodySchema, EmployerWatchersBodySchema } from '@floorhire/domain-staff';
import { EmployerSchema, IdParamsSchema } from '@floorhire/schemas';
import { route, type RouteDef } from '../../http/route';
import { createEmployerByStaff, setEmployerAssignee, setEmployerStatus, setEmployerWatchers } from './staff-employers.service';

// Staff's employer writes (spec 002 §7 POST employer; the employer page; ADR 303). Staff only:
// an acting session is never staff, so it reaches none of them.

const STAFF = [ROLES.userAdmin] as const;
const STAFF_ONLY = { kind: 'none', why: 'staff only: staff reach every employer' } as const;

const create = route({
  method: 'POST',
  url: '/employer',
  summary: 'Staff: create an employer (name, status, size, address, phone, website, industry, assignee) on the free trial',
  access: STAFF,
  tenancy: STAFF_ONLY,
  body: CreateEmployerBodySchema,
  response: EmployerSchema,
  status: 201,
  errors: [400, 422],
  handler: (ctx) => createEmployerByStaff(ctx.db, ctx.deps.config.trialDays, ctx.body),
});

const assignee = route({
  method: 'PUT',
  url: '/employer/:id/assignee',
  summary: "Staff: the employer's assignee (a staff user, or null); only staff change it (spec 000 §6)",
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: IdParamsSchema,
  body: EmployerAssigneeBodySchema,
  response: EmployerSchema,
  errors: [404, 422],
  handler: (ctx) => setEmployerAssignee(ctx.db, ctx.params.id, ctx.body.assigneeId),
});

const status = route({
  method: 'PUT',
  url: '/employer/:id/status',
  summary: "Staff: the employer's status (spec 002 §3: Not Contacted ... Not Interested, archive)",
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: IdParamsSchema,
  body: EmployerStatusBodySchema,
  response: EmployerSchema,
  errors: [404],
  handler: (ctx) => setEmployerStatus(ctx.db, ctx.params.id, ctx.body.status),
});

const watchers = route({
  method: 'PUT',
  url: '/employer/:id/watchers',
  summary: 'Staff: the staff users who watch the employer (exactly these)',
  access: STAFF,
  tenancy: STAFF_ONLY,
  params: IdParamsSchema,
  body: EmployerWatchersBodySchema,
  response: EmployerSchema,
  errors: [404, 422],
  handler: (ctx) => setEmployerWatchers(ctx.db, ctx.params.id, ctx.body.watcherIds),
});

export const staffEmployerRoutes: readonly RouteDef[] = [create, assignee, status, watchers];
