import type { Queryable } from '../../db';

// Reads of the product-wide taxonomies the job wizard offers (spec 002 §7 public taxonomy
// calls). Taxonomies are reference data, not a tenant's; editing them belongs to the taxonomy
// editors. `pattern` is an ilike pattern or null for all.

export async function namedTaxonomy(q: Queryable, table: 'knowledge_disciplines' | 'brands' | 'materials', pattern: string | null, limit: number): Promise<{ id: number; name: string }[]> {
  const { rows } = await q.query<{ id: number; name: string }>(`select id, name from ${table} where ($1::text is null or name ilike $1) order by name limit $2`, [pattern, limit]);
  return rows;
}

export async function machinesWithBrands(q: Queryable, pattern: string | null, limit: number): Promise<{ id: number; name: string; brands: { id: number; name: string }[] }[]> {
  const { rows } = await q.query<{ id: number; name: string; brands: { id: number; name: string }[] | null }>(
    `select m.id, m.name,
            (select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name)
               from machine_brand_maps mb join brands b on b.id = mb.brand_id where mb.machine_id = m.id) as brands
       from machines m where ($1::text is null or m.name ilike $1) order by m.name limit $2`,
    [pattern, limit],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, brands: r.brands ?? [] }));
}

export async function liveJobSkills(q: Queryable, category: number | null, pattern: string | null, limit: number): Promise<{ id: number; name: string; category: number }[]> {
  const { rows } = await q.query<{ id: number; name: string; category: number }>(
    `select id, name, category::int as category from job_skills
      where status = 'live' and ($1::int is null or category = $1) and ($2::text is null or name ilike $2)
      order by category, name limit $3`,
    [category, pattern, limit],
  );
  return rows;
}

export async function liveJobTitles(q: Queryable, pattern: string | null, direction: 'asc' | 'desc', limit: number): Promise<{ id: number; title: string; skillLevel: string | null }[]> {
  const { rows } = await q.query<{ id: number; title: string; skill_level: string | null }>(
    `select id, title, skill_level from job_titles where status = 'live' and ($1::text is null or title ilike $1) order by title ${direction === 'desc' ? 'desc' : 'asc'} limit $2`,
    [pattern, limit],
  );
  return rows.map((r) => ({ id: r.id, title: r.title, skillLevel: r.skill_level }));
}

/** The live job-title taxonomy row closest to the text (trigram similarity), or undefined. */
export async function closestJobTitle(q: Queryable, core: string): Promise<{ id: number; title: string; skill_level: string | null; sim: number } | undefined> {
  return q.one<{ id: number; title: string; skill_level: string | null; sim: number }>(
    `select id, title, skill_level,
            greatest(similarity(lower(title), $1), word_similarity(lower(title), $1))::float8 as sim
       from job_titles where status = 'live'
      order by (lower(title) = $1) desc, sim desc, length(title) asc limit 1`,
    [core],
  );
}
