import { JobSkillListQuerySchema, JobSkillListSchema, JobTitleListSchema, JobTitleSearchQuerySchema, MachineListSchema, NormalizedJobTitleSchema, NormalizeJobTitleQuerySchema, TaxonomyListQuerySchema, TaxonomyListSchema } from '@floorhire/domain-jobs';
import { route, type RouteDef } from '../../http/route';
import { containsPattern, liveJobSkills, machinesWithBrands, namedTaxonomy, normalizeJobTitle, searchJobTitles } from './taxonomy.service';

// Taxonomy reads the job wizard needs (spec 002 §7 public taxonomy calls). Taxonomies are
// product-wide reference data, not a tenant's. Editing them belongs to the taxonomy editors.


const NO_TENANT = { kind: 'none', why: 'product-wide taxonomy reference data' } as const;

function namedList(url: string, table: 'knowledge_disciplines' | 'brands' | 'materials', summary: string): RouteDef {
  return route({
    method: 'GET',
    url,
    summary,
    access: 'public',
    tenancy: NO_TENANT,
    query: TaxonomyListQuerySchema,
    response: TaxonomyListSchema,
    handler: (ctx) => namedTaxonomy(ctx.db, table, containsPattern(ctx.query.search), ctx.query.limit ?? 500),
  });
}

const disciplines = namedList('/public/taxonomy-knowledge-discipline', 'knowledge_disciplines', 'Knowledge disciplines (search by name)');
const brands = namedList('/public/taxonomy-brand', 'brands', 'Brands (search by name)');
const materials = namedList('/public/taxonomy-material', 'materials', 'Materials (search by name)');

const machines = route({
  method: 'GET',
  url: '/public/taxonomy-machine',
  summary: 'Machines and technologies, each with the brands that make it',
  access: 'public',
  tenancy: NO_TENANT,
  query: TaxonomyListQuerySchema,
  response: MachineListSchema,
  handler: (ctx) => machinesWithBrands(ctx.db, containsPattern(ctx.query.search), ctx.query.limit ?? 500),
});

const skills = route({
  method: 'GET',
  url: '/job-skill',
  summary: 'Job skills, optionally of one category (1 disciplines, 2 technologies and machines, 3 brands, 4 materials)',
  access: 'authenticated',
  tenancy: NO_TENANT,
  query: JobSkillListQuerySchema,
  response: JobSkillListSchema,
  handler: (ctx) => liveJobSkills(ctx.db, ctx.query.category ?? null, containsPattern(ctx.query.search), ctx.query.limit ?? 500),
});

const jobTitles = route({
  method: 'GET',
  url: '/job-title',
  summary: 'Job-title search: filter { where: { title: { like } }, limit, order } or search text',
  access: 'authenticated',
  tenancy: NO_TENANT,
  query: JobTitleSearchQuerySchema,
  response: JobTitleListSchema,
  handler(ctx) {
    const filter = ctx.query.filter ?? {};
    return searchJobTitles(ctx.db, { title: filter.where?.title, limit: filter.limit, order: filter.order }, ctx.query.search);
  },
});

const normalize = route({
  method: 'GET',
  url: '/normalize-job-title-full-obj',
  summary: 'Map a free-text job title to the job-title taxonomy; the text is kept as jobTitleCustom when it differs',
  access: 'authenticated',
  tenancy: NO_TENANT,
  query: NormalizeJobTitleQuerySchema,
  response: NormalizedJobTitleSchema,
  handler: async (ctx) => normalizeJobTitle(ctx.db, ctx.query.jobTitle),
});

/** Reads for the wizard, under the jobs service. */
export const jobTaxonomyRoutes: readonly RouteDef[] = [disciplines, brands, materials, machines, skills, jobTitles];
/** "on a search service" (spec 001 §7). */
export const jobTitleSearchRoutes: readonly RouteDef[] = [normalize];
