import * as v from 'valibot';
import {
  BrandDetailSchema,
  CategoryBodySchema,
  CategoryDetailSchema,
  CategoryListSchema,
  CategoryPatchSchema,
  DeleteAnswerSchema,
  DeleteQuerySchema,
  IndustryDetailSchema,
  JobTitleBodySchema,
  JobTitleDetailSchema,
  JobTitlePatchSchema,
  JobTitleSkillsBodySchema,
  KnowledgeDisciplineBodySchema,
  KnowledgeDisciplineDetailSchema,
  KnowledgeDisciplinePatchSchema,
  MachineBodySchema,
  MachineDetailSchema,
  MachinePatchSchema,
  NameBodySchema,
  PublishedTaxonomySchema,
  SkillBodySchema,
  SkillDetailSchema,
  SkillJobTitlesBodySchema,
  SkillPatchSchema,
  StatementBodySchema,
  StatementListQuerySchema,
  StatementListSchema,
  StatementPatchSchema,
  StatementSchema,
  TAXONOMY_LISTS,
  TaxonomyIdParamsSchema,
  TaxonomySummarySchema,
  TermListQuerySchema,
  TermListSchema,
  type TaxonomyKind,
} from '@floorhire/domain-taxonomy';
import { ROLES } from '@floorhire/rules';
import { route, type RouteContext, type RouteDef } from '../../http/route';
import type { AuthContext } from '../../auth/tokens';
import type { Db } from '../../db';
import * as editor from './taxonomy-editor.service';

// The taxonomy editors' calls (spec 002 §7 Taxonomy and the lookups) and the reads the spec
// lists that the wizard's module did not serve yet. Reads of the lists stay public or open to
// any signed-in user as before; everything an editor changes or inspects needs staff with the
// taxonomy role (spec 000 §6; the service checks both, ADR 311).

const NO_TENANT = { kind: 'none', why: 'product-wide taxonomy reference data' } as const;
const EDITORS = { access: [ROLES.taxonomy], tenancy: { kind: 'none', why: 'product-wide taxonomy; staff holding the taxonomy role only (checked by the service)' } } as const;

const publicIndustries = route({
  method: 'GET',
  url: '/public/taxonomy-industry',
  summary: 'Live industries (search by name, limit)',
  access: 'public',
  tenancy: NO_TENANT,
  query: TermListQuerySchema,
  response: TermListSchema,
  handler: (ctx) => editor.publicIndustries(ctx.db, ctx.query.search, ctx.query.limit),
});

const publicCategories = route({
  method: 'GET',
  url: '/public/taxonomy-category',
  summary: 'Taxonomy categories with their published flag (search by name, limit)',
  access: 'public',
  tenancy: NO_TENANT,
  query: TermListQuerySchema,
  response: CategoryListSchema,
  handler: (ctx) => editor.publicCategories(ctx.db, ctx.query.search, ctx.query.limit),
});

const summary = route({
  method: 'GET',
  url: '/taxonomy/summary',
  summary: 'How many live entries each taxonomy list holds (the taxonomy hub)',
  ...EDITORS,
  response: TaxonomySummarySchema,
  handler: (ctx) => editor.taxonomySummary(ctx.db, ctx.requireAuth()),
});

const sovrenPublish = route({
  method: 'GET',
  url: '/taxonomy-category/sovren-publish',
  summary: 'The published categories with their knowledge disciplines and machines (with brands), as a resume parser receives them',
  ...EDITORS,
  response: PublishedTaxonomySchema,
  handler: (ctx) => editor.publishedTaxonomy(ctx.db, ctx.requireAuth()),
});

type StatementTable = 'qualifications' | 'responsibilities';

function statementRoutes(path: string, table: StatementTable, noun: string): RouteDef[] {
  return [
    route({
      method: 'GET',
      url: `/${path}`,
      summary: `${noun} of job titles, with filter { jobTitleId, limit }`,
      access: 'authenticated',
      tenancy: NO_TENANT,
      query: StatementListQuerySchema,
      response: StatementListSchema,
      handler: (ctx) => editor.statementList(ctx.db, table, ctx.query.jobTitleId, ctx.query.filter?.limit),
    }),
    route({
      method: 'POST',
      url: `/${path}`,
      summary: `Add a ${noun.toLowerCase()} to a job title`,
      ...EDITORS,
      body: StatementBodySchema,
      response: StatementSchema,
      status: 201,
      errors: [403, 422],
      handler: (ctx) => editor.createStatement(ctx.db, ctx.requireAuth(), table, ctx.body),
    }),
    route({
      method: 'PATCH',
      url: `/${path}/:id`,
      summary: `Reword a ${noun.toLowerCase()}`,
      ...EDITORS,
      params: TaxonomyIdParamsSchema,
      body: StatementPatchSchema,
      response: StatementSchema,
      errors: [403, 404],
      handler: (ctx) => editor.updateStatement(ctx.db, ctx.requireAuth(), table, ctx.params.id, ctx.body),
    }),
    route({
      method: 'DELETE',
      url: `/${path}/:id`,
      summary: `Delete a ${noun.toLowerCase()}`,
      ...EDITORS,
      params: TaxonomyIdParamsSchema,
      response: v.object({ id: v.number() }),
      errors: [403, 404],
      handler: (ctx) => editor.deleteStatement(ctx.db, ctx.requireAuth(), table, ctx.params.id),
    }),
  ];
}

type IdCtx = RouteContext<{ id: number }, unknown, unknown>;

/** One list's editor calls: read one with its usage, create, change, delete with replaceId. */
function listRoutes<C extends v.GenericSchema, P extends v.GenericSchema, D extends v.GenericSchema>(
  kind: TaxonomyKind,
  schemas: { create: C; patch: P; detail: D },
  calls: {
    detail(db: Db, auth: AuthContext, id: number): Promise<unknown>;
    create(db: Db, auth: AuthContext, body: v.InferOutput<C>): Promise<unknown>;
    update(db: Db, auth: AuthContext, id: number, body: v.InferOutput<P>): Promise<unknown>;
  },
): RouteDef[] {
  const { apiPath, label } = TAXONOMY_LISTS[kind];
  const noun = label.toLowerCase();
  return [
    route({
      method: 'GET',
      url: `/${apiPath}/:id`,
      summary: `A ${noun} with what holds it (usage by jobs, pros, employers ...)`,
      ...EDITORS,
      params: TaxonomyIdParamsSchema,
      response: schemas.detail,
      errors: [403, 404],
      handler: (ctx: IdCtx) => calls.detail(ctx.db, ctx.requireAuth(), ctx.params.id) as never,
    }),
    route({
      method: 'POST',
      url: `/${apiPath}`,
      summary: `Create a ${noun} (a removed one of the same name comes back)`,
      ...EDITORS,
      body: schemas.create,
      response: schemas.detail,
      status: 201,
      errors: [403, 409, 422],
      handler: (ctx) => calls.create(ctx.db, ctx.requireAuth(), ctx.body as v.InferOutput<C>) as never,
    }),
    route({
      method: 'PATCH',
      url: `/${apiPath}/:id`,
      summary: `Change a ${noun}; only the fields sent change`,
      ...EDITORS,
      params: TaxonomyIdParamsSchema,
      body: schemas.patch,
      response: schemas.detail,
      errors: [403, 404, 409, 422],
      handler: (ctx) => calls.update(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body as v.InferOutput<P>) as never,
    }),
    route({
      method: 'DELETE',
      url: `/${apiPath}/:id`,
      summary: `Delete a ${noun}; replaceId moves everything that holds it to that ${noun} in one transaction, and without it the delete is refused (409) while anything holds it`,
      ...EDITORS,
      params: TaxonomyIdParamsSchema,
      query: DeleteQuerySchema,
      response: DeleteAnswerSchema,
      errors: [400, 403, 404, 409],
      handler: (ctx) => editor.deleteEntry(ctx.db, ctx.requireAuth(), kind, ctx.params.id, ctx.query.replaceId),
    }),
  ];
}

const jobTitleSkills = route({
  method: 'PUT',
  url: '/job-title/:id/job-skill',
  summary: "Replace a job title's skills (titles and skills)",
  ...EDITORS,
  params: TaxonomyIdParamsSchema,
  body: JobTitleSkillsBodySchema,
  response: JobTitleDetailSchema,
  errors: [403, 404, 422],
  handler: (ctx) => editor.setJobTitleSkills(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body.jobSkillIds),
});

const skillJobTitles = route({
  method: 'PUT',
  url: '/job-skill/:id/job-title',
  summary: 'Replace the job titles a skill belongs to (titles and skills)',
  ...EDITORS,
  params: TaxonomyIdParamsSchema,
  body: SkillJobTitlesBodySchema,
  response: SkillDetailSchema,
  errors: [403, 404, 422],
  handler: (ctx) => editor.setSkillJobTitles(ctx.db, ctx.requireAuth(), ctx.params.id, ctx.body.jobTitleIds),
});

/** Served under the jobs service, with the wizard's taxonomy reads. */
export const taxonomyEditorRoutes: readonly RouteDef[] = [
  publicIndustries,
  publicCategories,
  summary,
  sovrenPublish,
  ...statementRoutes('qualification', 'qualifications', 'Qualifications'),
  ...statementRoutes('responsibility', 'responsibilities', 'Responsibilities'),
  ...listRoutes('industry', { create: NameBodySchema, patch: NameBodySchema, detail: IndustryDetailSchema }, { detail: editor.industryDetail, create: editor.createIndustry, update: editor.updateIndustry }),
  ...listRoutes('category', { create: CategoryBodySchema, patch: CategoryPatchSchema, detail: CategoryDetailSchema }, { detail: editor.categoryDetail, create: editor.createCategory, update: editor.updateCategory }),
  ...listRoutes(
    'knowledgeDiscipline',
    { create: KnowledgeDisciplineBodySchema, patch: KnowledgeDisciplinePatchSchema, detail: KnowledgeDisciplineDetailSchema },
    { detail: editor.disciplineDetail, create: editor.createDiscipline, update: editor.updateDiscipline },
  ),
  ...listRoutes('machine', { create: MachineBodySchema, patch: MachinePatchSchema, detail: MachineDetailSchema }, { detail: editor.machineDetail, create: editor.createMachine, update: editor.updateMachine }),
  ...listRoutes('brand', { create: NameBodySchema, patch: NameBodySchema, detail: BrandDetailSchema }, { detail: editor.brandDetail, create: editor.createBrand, update: editor.updateBrand }),
  ...listRoutes('jobTitle', { create: JobTitleBodySchema, patch: JobTitlePatchSchema, detail: JobTitleDetailSchema }, { detail: editor.jobTitleDetail, create: editor.createJobTitle, update: editor.updateJobTitle }),
  ...listRoutes('skill', { create: SkillBodySchema, patch: SkillPatchSchema, detail: SkillDetailSchema }, { detail: editor.skillDetail, create: editor.createSkill, update: editor.updateSkill }),
  jobTitleSkills,
  skillJobTitles,
];
