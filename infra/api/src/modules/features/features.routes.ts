import { EMPLOYER_FEATURES, ROLES } from '@floorhire/rules';
import { EmployerFeatureListSchema, EmployerFeatureQuerySchema, EmployerFeatureSchema, EmployerFeatureUpdateSchema, IdParamsSchema } from '@floorhire/schemas';
import { route, type RouteDef } from '../../http/route';
import { featuresOf, setFeature } from './features.service';

const ofEmployer = route({
  method: 'GET',
  url: '/employer-features/:id',
  summary: "Every feature of one employer (Talent Search, UI 3.0, URL Screening, Subscription V2) with its status",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'params', key: 'id' },
  params: IdParamsSchema,
  response: EmployerFeatureListSchema,
  handler: (ctx) => featuresOf(ctx.db, [ctx.params.id], EMPLOYER_FEATURES),
});

const search = route({
  method: 'GET',
  url: '/employer-feature',
  summary: 'Feature statuses for several employers (employerIds JSON-encoded), optionally one featureName',
  access: [ROLES.userEmployer],
  tenancy: { kind: 'custom', why: 'every asked employer must be one of the caller\'s (staff: any)' },
  query: EmployerFeatureQuerySchema,
  response: EmployerFeatureListSchema,
  errors: [403],
  async handler(ctx) {
    const ids = [...new Set(ctx.query.employerIds)];
    for (const id of ids) ctx.assertEmployer(id);
    return featuresOf(ctx.db, ids, ctx.query.featureName ? [ctx.query.featureName] : EMPLOYER_FEATURES);
  },
});

const update = route({
  method: 'POST',
  url: '/employer-feature',
  summary: "Sets one feature of an employer: staff any status; the employer's users only ask for Talent Search (Requested)",
  access: [ROLES.userEmployer],
  tenancy: { kind: 'employer', from: 'body', key: 'employerId' },
  body: EmployerFeatureUpdateSchema,
  response: EmployerFeatureSchema,
  errors: [400, 403, 404],
  handler: (ctx) => setFeature(ctx.db, ctx.requireAuth(), ctx.body),
});

export const featureRoutes: readonly RouteDef[] = [ofEmployer, search, update];
