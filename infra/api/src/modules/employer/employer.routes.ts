import { API_ERRORS, ROLES } from '@floorhire/rules';
import { EmployerQuerySchema, EmployerSchema, IdParamsSchema } from '@floorhire/schemas';
import { notFound } from '../../http/errors';
import { route, type RouteDef } from '../../http/route';
import { readEmployer } from './employer.repository';

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
  async handler(ctx) {
    const employer = await readEmployer(ctx.db, ctx.params.id, ctx.query.include ?? []);
    if (!employer) throw notFound(API_ERRORS.notFound);
    return employer;
  },
});

export const employerRoutes: readonly RouteDef[] = [read];
