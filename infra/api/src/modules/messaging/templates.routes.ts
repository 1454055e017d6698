import { ROLES } from '@floorhire/rules';
import { ConversationParamsSchema, TemplateBodySchema, TemplatePageSchema, TemplatePatchSchema, TemplateQuerySchema, TemplateSchema, TemplateStatusBodySchema } from '@floorhire/domain-messaging';
import * as v from 'valibot';
import { IdSchema } from '@floorhire/schemas';
import { route, type RouteDef } from '../../http/route';
import { createTemplate, listTemplates, patchTemplate, setTemplateStatus } from './templates.service';

// Message templates (spec 001 §7): list (favourites first, then updateTs desc, 5 a page, live,
// own or shared), create, edit, favourite, delete and restore through the status.

const TEMPLATE_TENANCY = { kind: 'custom', why: "the template must be a custom one of the caller's employer, shared or the caller's own (404 otherwise)" } as const;

const list = route({
  method: 'GET',
  url: '/message-template',
  summary: "Live templates the caller sees in an employer: product, the employer's shared and the caller's own; favourites first, then updateTs desc",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'query', key: 'employerId' },
  query: TemplateQuerySchema,
  response: TemplatePageSchema,
  handler: (ctx) => listTemplates(ctx.db, ctx.requireAuth(), ctx.query.employerId, ctx.query.filter.limit, ctx.query.filter.skip),
});

const create = route({
  method: 'POST',
  url: '/message-template',
  summary: "Create a template (title at most 48 characters, message, isFavorite; shared makes it the whole employer's)",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'query', key: 'employerId' },
  query: v.object({ employerId: IdSchema }),
  body: TemplateBodySchema,
  response: TemplateSchema,
  status: 201,
  handler: (ctx) => createTemplate(ctx.db, ctx.requireAuth(), ctx.query.employerId, ctx.body),
});

const patch = route({
  method: 'PATCH',
  url: '/message-template/:id',
  summary: 'Edit a template or mark it favourite (title, message, isFavorite)',
  access: [ROLES.userEmployer],
  tenancy: TEMPLATE_TENANCY,
  params: ConversationParamsSchema,
  body: TemplatePatchSchema,
  response: TemplateSchema,
  errors: [404],
  handler: (ctx) => patchTemplate(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body),
});

const status = route({
  method: 'PUT',
  url: '/message-template/:id/status',
  summary: 'Delete (removed) or restore (live) a template',
  access: [ROLES.userEmployer],
  tenancy: TEMPLATE_TENANCY,
  params: ConversationParamsSchema,
  body: TemplateStatusBodySchema,
  response: TemplateSchema,
  errors: [404],
  handler: (ctx) => setTemplateStatus(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body.status),
});

export const templateRoutes: readonly RouteDef[] = [list, create, patch, status];
