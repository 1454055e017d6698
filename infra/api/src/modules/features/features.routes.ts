import { EMPLOYER_FEATURES, ROLES } from '@floorhire/rules';
import { EmployerFeatureListSchema, EmployerFeatureQuerySchema, IdParamsSchema, type EmployerFeatureDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { route, type RouteDef } from '../../http/route';

// Employer features (spec 002 §3, §7 "Features"): each feature of each asked employer, the
// stored status or 'disabled' when never set. docs/decisions/132-employer-features.md.

async function featuresOf(q: Queryable, employerIds: readonly number[], names: readonly EmployerFeatureDto['featureName'][]): Promise<EmployerFeatureDto[]> {
  const { rows } = await q.query<{ employer_id: number; feature_name: EmployerFeatureDto['featureName']; feature_status: EmployerFeatureDto['featureStatus'] }>(
    `select f.employer_id, f.feature_name, f.feature_status from employer_features f
      where f.employer_id = any($1::int[]) and f.feature_name = any($2::text[])`,
    [employerIds, names],
  );
  const stored = new Map(rows.map((r) => [`${r.employer_id}|${r.feature_name}`, r.feature_status]));
  // Only employers that exist are answered for: an unknown id yields nothing.
  const { rows: existing } = await q.query<{ id: number }>('select id from employers where id = any($1::int[]) order by id', [employerIds]);
  return existing.flatMap(({ id }) =>
    names.map((featureName) => ({ employerId: id, featureName, featureStatus: stored.get(`${id}|${featureName}`) ?? 'disabled' })),
  );
}

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

export const featureRoutes: readonly RouteDef[] = [ofEmployer, search];
