import {
  JobSkillListQuerySchema,
  JobSkillListSchema,
  JobTitleListSchema,
  JobTitleSearchQuerySchema,
  MachineListSchema,
  NormalizedJobTitleSchema,
  NormalizeJobTitleQuerySchema,
  TaxonomyListQuerySchema,
  TaxonomyListSchema,
} from '@floorhire/schemas';
import { clientLikePattern, containsPattern } from '../../db/like';
import { route, type RouteDef } from '../../http/route';
import { normalizeJobTitle } from './job-title-normalize';

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
    async handler(ctx) {
      const { rows } = await ctx.db.query<{ id: number; name: string }>(
        `select id, name from ${table} where ($1::text is null or name ilike $1) order by name limit $2`,
        [containsPattern(ctx.query.search), ctx.query.limit ?? 500],
      );
      return rows;
    },
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
  async handler(ctx) {
    const { rows } = await ctx.db.query<{ id: number; name: string; brands: { id: number; name: string }[] | null }>(
      `select m.id, m.name,
              (select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name)
                 from machine_brand_maps mb join brands b on b.id = mb.brand_id where mb.machine_id = m.id) as brands
         from machines m where ($1::text is null or m.name ilike $1) order by m.name limit $2`,
      [containsPattern(ctx.query.search), ctx.query.limit ?? 500],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, brands: r.brands ?? [] }));
  },
});

const skills = route({
  method: 'GET',
  url: '/job-skill',
  summary: 'Job skills, optionally of one category (1 disciplines, 2 technologies and machines, 3 brands, 4 materials)',
  access: 'authenticated',
  tenancy: NO_TENANT,
  query: JobSkillListQuerySchema,
  response: JobSkillListSchema,
  async handler(ctx) {
    const { rows } = await ctx.db.query<{ id: number; name: string; category: number }>(
      `select id, name, category::int as category from job_skills
        where status = 'live' and ($1::int is null or category = $1) and ($2::text is null or name ilike $2)
        order by category, name limit $3`,
      [ctx.query.category ?? null, containsPattern(ctx.query.search), ctx.query.limit ?? 500],
    );
    return rows;
  },
});

const jobTitles = route({
  method: 'GET',
  url: '/job-title',
  summary: 'Job-title search: filter { where: { title: { like } }, limit, order } or search text',
  access: 'authenticated',
  tenancy: NO_TENANT,
  query: JobTitleSearchQuerySchema,
  response: JobTitleListSchema,
  async handler(ctx) {
    const filter = ctx.query.filter ?? {};
    const title = filter.where?.title;
    const raw = typeof title === 'string' ? title : title?.like;
    // A like pattern from the client keeps its own wildcards; plain text matches anywhere.
    const pattern = raw?.trim() ? clientLikePattern(raw) : containsPattern(ctx.query.search);
    const direction = filter.order === 'title DESC' ? 'desc' : 'asc';
    const { rows } = await ctx.db.query<{ id: number; title: string; skill_level: string | null }>(
      `select id, title, skill_level from job_titles where status = 'live' and ($1::text is null or title ilike $1) order by title ${direction} limit $2`,
      [pattern, filter.limit ?? 50],
    );
    return rows.map((r) => ({ id: r.id, title: r.title, skillLevel: r.skill_level }));
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
