import { ROLES } from '@floorhire/rules';
import { EmptyAnswerSchema, IdParamsSchema } from '@floorhire/schemas';
import { ShortlistBodySchema, ShortlistListSchema, ShortlistMappingsSchema, ShortlistProBodySchema, ShortlistProParamsSchema, ShortlistSchema } from '@floorhire/domain-talent-search';
import { route, type RouteContext, type RouteDef } from '../../http/route';
import { employerFromHeader } from './scope';
import { addPro, createShortlist, listShortlists, mappingsOf, removePro, removeShortlist, updateShortlist, type ShortlistScope } from './shortlists.service';

// Shortlists (spec 002 §7 "Shortlists"). The Employer-Id header picks the team's shortlists.

const TEAM = { kind: 'custom', why: "the shortlists of the Employer-Id header's employer (one of the caller's); staff without it: their own" } as const;
const scopeOf = (ctx: RouteContext<unknown, unknown, unknown>): ShortlistScope => ({ employerId: employerFromHeader(ctx), userId: ctx.requireAuth().userId });

const list = route({
  method: 'GET',
  url: '/shortlist',
  summary: 'Shortlists sorted by title (id, title, proCount)',
  access: [ROLES.userEmployer],
  tenancy: TEAM,
  response: ShortlistListSchema,
  handler: (ctx) => listShortlists(ctx.db, scopeOf(ctx)),
});

const create = route({
  method: 'POST',
  url: '/shortlist',
  summary: 'Create a shortlist (title)',
  access: [ROLES.userEmployer],
  tenancy: TEAM,
  body: ShortlistBodySchema,
  response: ShortlistSchema,
  status: 201,
  errors: [400],
  handler: (ctx) => createShortlist(ctx.db, scopeOf(ctx), ctx.body.title),
});

const rename = route({
  method: 'PATCH',
  url: '/shortlist/:id',
  summary: 'Rename a shortlist (title)',
  access: [ROLES.userEmployer],
  tenancy: TEAM,
  params: IdParamsSchema,
  body: ShortlistBodySchema,
  response: ShortlistSchema,
  errors: [400, 404],
  handler: (ctx) => updateShortlist(ctx.db, scopeOf(ctx), ctx.params.id, ctx.body.title),
});

const remove = route({
  method: 'DELETE',
  url: '/shortlist/:id',
  summary: 'Delete a shortlist and its pros',
  access: [ROLES.userEmployer],
  tenancy: TEAM,
  params: IdParamsSchema,
  response: EmptyAnswerSchema,
  errors: [404],
  async handler(ctx) {
    await removeShortlist(ctx.db, scopeOf(ctx), ctx.params.id);
    return {};
  },
});

const mappings = route({
  method: 'GET',
  url: '/shortlist/mappings',
  summary: 'Which pros are on which shortlists, both ways (proIdsByShortlistId, shortlistIdsByProId)',
  access: [ROLES.userEmployer],
  tenancy: TEAM,
  response: ShortlistMappingsSchema,
  handler: (ctx) => mappingsOf(ctx.db, scopeOf(ctx)),
});

const addProRoute = route({
  method: 'POST',
  url: '/shortlist/pro',
  summary: 'Add a pro (proId = user profile id) to a shortlist; answers the mappings',
  access: [ROLES.userEmployer],
  tenancy: TEAM,
  body: ShortlistProBodySchema,
  response: ShortlistMappingsSchema,
  status: 201,
  errors: [400, 404],
  handler: (ctx) => addPro(ctx.db, scopeOf(ctx), ctx.body.shortlistId, ctx.body.proId),
});

const removeProRoute = route({
  method: 'DELETE',
  url: '/shortlist/:id/pro/:proId',
  summary: 'Remove a pro from a shortlist; answers the mappings',
  access: [ROLES.userEmployer],
  tenancy: TEAM,
  params: ShortlistProParamsSchema,
  response: ShortlistMappingsSchema,
  errors: [404],
  handler: (ctx) => removePro(ctx.db, scopeOf(ctx), ctx.params.id, ctx.params.proId),
});

export const shortlistRoutes: readonly RouteDef[] = [list, mappings, create, rename, remove, addProRoute, removeProRoute];
