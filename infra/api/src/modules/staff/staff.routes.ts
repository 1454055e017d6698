import { ROLES } from '@floorhire/rules';
import {
  CreateActAsSessionBodySchema,
  ActAsSessionEmployerParamsSchema,
  ActAsSessionListQuerySchema,
  ActAsSessionListSchema,
  ActAsSessionParamsSchema,
  ActAsSessionSchema,
} from '@floorhire/domain-staff';
import { route, type RouteDef } from '../../http/route';
import { createActAsSession, listActAsSessions, readActAsSession } from './staff.service';

// Every route declares who may call it and how tenants stay apart; handlers call the service.

const OWN_EMPLOYER = { kind: 'employer', from: 'params', key: 'employerId' } as const;

const list = route({
  method: 'GET',
  url: '/employer/:employerId/act-as-session',
  summary: "The employer's act as sessions, newest first (limit, skip)",
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: ActAsSessionEmployerParamsSchema,
  query: ActAsSessionListQuerySchema,
  response: ActAsSessionListSchema,
  errors: [403],
  handler: (ctx) => listActAsSessions(ctx.db, ctx.params.employerId, ctx.query),
});

const read = route({
  method: 'GET',
  url: '/employer/:employerId/act-as-session/:id',
  summary: 'One act as session of the employer',
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: ActAsSessionParamsSchema,
  response: ActAsSessionSchema,
  errors: [403, 404],
  handler: (ctx) => readActAsSession(ctx.db, ctx.params.employerId, ctx.params.id),
});

const create = route({
  method: 'POST',
  url: '/employer/:employerId/act-as-session',
  summary: 'Add a act as session to the employer (title)',
  access: [ROLES.userEmployer],
  tenancy: OWN_EMPLOYER,
  params: ActAsSessionEmployerParamsSchema,
  body: CreateActAsSessionBodySchema,
  response: ActAsSessionSchema,
  status: 201,
  errors: [400, 403],
  handler: (ctx) => createActAsSession(ctx.db, ctx.requireAuth(), ctx.params.employerId, ctx.body),
});

export const staffRoutes: readonly RouteDef[] = [list, read, create];
