import type { TaxonomyKind } from '@floorhire/domain-taxonomy';
import type { Queryable, Tx } from '../../db';

// SQL of the taxonomy editors (spec 002 §2 taxonomy editors, §7 Taxonomy): the lists, one
// entry with what it holds, writes, and the rows of the taxonomy's own tables that hold other
// entries (a brand's machines, a category's disciplines). docs/decisions/311-taxonomy-api.md.

interface EntryTable {
  table: string;
  /** The column that names an entry: job titles have a title, the rest a name. */
  name: 'name' | 'title';
  /** Kinds with a status keep a deleted entry as 'removed'. */
  status: boolean;
}

/** Fixed table and column names by kind: the only text interpolated into this file's SQL. */
export const ENTRY_TABLES: Readonly<Record<TaxonomyKind, EntryTable>> = {
  industry: { table: 'industries', name: 'name', status: true },
  category: { table: 'taxonomy_categories', name: 'name', status: false },
  knowledgeDiscipline: { table: 'knowledge_disciplines', name: 'name', status: false },
  machine: { table: 'machines', name: 'name', status: false },
  brand: { table: 'brands', name: 'name', status: false },
  jobTitle: { table: 'job_titles', name: 'title', status: true },
  skill: { table: 'job_skills', name: 'name', status: true },
};

export interface EntryRow {
  id: number;
  name: string;
  status: 'live' | 'removed';
}

function entryColumns(kind: TaxonomyKind): string {
  const t = ENTRY_TABLES[kind];
  return `id, ${t.name} as name, ${t.status ? 'status' : `'live'::text as status`}`;
}

/** One entry, live or removed; `lock` holds it until the transaction ends (two merges never cross). */
export async function entryById(q: Queryable, kind: TaxonomyKind, id: number, lock = false): Promise<EntryRow | undefined> {
  return q.one<EntryRow>(`select ${entryColumns(kind)} from ${ENTRY_TABLES[kind].table} where id = $1${lock ? ' for update' : ''}`, [id]);
}

/** The entry of that name (names are unique without regard to case; skills within their category). */
export async function entryByName(q: Queryable, kind: TaxonomyKind, name: string, category?: number): Promise<EntryRow | undefined> {
  const t = ENTRY_TABLES[kind];
  if (kind === 'skill') return q.one<EntryRow>(`select ${entryColumns(kind)} from job_skills where lower(name) = lower($1) and category = $2`, [name, category ?? 0]);
  return q.one<EntryRow>(`select ${entryColumns(kind)} from ${t.table} where lower(${t.name}) = lower($1)`, [name]);
}

/** Gone for good, or kept as removed (pointing at its replacement when a job title has one). */
export async function removeEntry(tx: Tx, kind: TaxonomyKind, id: number, replacedById: number | null): Promise<void> {
  if (kind === 'jobTitle') {
    await tx.query(`update job_titles set status = 'removed', replaced_by_id = $2, update_ts = now() where id = $1`, [id, replacedById]);
  } else if (kind === 'industry') {
    await tx.query(`update industries set status = 'removed', update_ts = now() where id = $1`, [id]);
  } else if (kind === 'skill') {
    await tx.query(`update job_skills set status = 'removed', update_ts = now() where id = $1`, [id]);
  } else if (kind === 'category') {
    await tx.query('delete from taxonomy_categories where id = $1', [id]);
  } else if (kind === 'knowledgeDiscipline') {
    await tx.query('delete from knowledge_disciplines where id = $1', [id]);
  } else if (kind === 'machine') {
    await tx.query('delete from machines where id = $1', [id]);
  } else {
    await tx.query('delete from brands where id = $1', [id]);
  }
}

/**
 * Rows of any table whose foreign key still points at the entry, by table: the check a delete
 * makes after every holder moved its rows, so a holder nobody registered can neither keep a
 * removed entry nor lose its rows to a cascade. Read from the catalogue, so a table added later
 * is checked without anyone listing it.
 */
export async function foreignKeyHolders(q: Queryable, kind: TaxonomyKind, id: number): Promise<{ table: string; count: number }[]> {
  const { rows: keys } = await q.query<{ tbl: string; col: string }>(
    `select c.conrelid::regclass::text as tbl, quote_ident(a.attname) as col
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = $1::regclass and cardinality(c.conkey) = 1
      order by 1, 2`,
    [ENTRY_TABLES[kind].table],
  );
  const found: { table: string; count: number }[] = [];
  for (const key of keys) {
    const row = await q.one<{ n: number }>(`select count(*)::int as n from ${key.tbl} where ${key.col} = $1`, [id]);
    if (row && row.n > 0) found.push({ table: key.tbl, count: row.n });
  }
  return found;
}

// ── lists ──────────────────────────────────────────────────────────────────────────────────

export async function liveIndustries(q: Queryable, pattern: string | null, limit: number): Promise<{ id: number; name: string }[]> {
  const { rows } = await q.query<{ id: number; name: string }>(`select id, name from industries where status = 'live' and ($1::text is null or name ilike $1) order by name limit $2`, [pattern, limit]);
  return rows;
}

export async function categories(q: Queryable, pattern: string | null, limit: number): Promise<{ id: number; name: string; published: boolean }[]> {
  const { rows } = await q.query<{ id: number; name: string; published: boolean }>(`select id, name, published from taxonomy_categories where ($1::text is null or name ilike $1) order by name limit $2`, [pattern, limit]);
  return rows;
}

export async function statements(q: Queryable, table: 'qualifications' | 'responsibilities', jobTitleId: number | null, limit: number): Promise<{ id: number; name: string; jobTitleId: number | null }[]> {
  const { rows } = await q.query<{ id: number; name: string; job_title_id: number | null }>(
    `select s.id, s.name, s.job_title_id from ${table} s
       left join job_titles t on t.id = s.job_title_id
      where ($1::int is null or s.job_title_id = $1) and (t.id is null or t.status = 'live')
      order by s.job_title_id nulls first, s.id limit $2`,
    [jobTitleId, limit],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, jobTitleId: r.job_title_id }));
}

export async function liveCounts(q: Queryable): Promise<Record<TaxonomyKind, number>> {
  const row = await q.one<Record<TaxonomyKind, number>>(
    `select (select count(*) from industries where status = 'live')::int as "industry",
            (select count(*) from taxonomy_categories)::int as "category",
            (select count(*) from knowledge_disciplines)::int as "knowledgeDiscipline",
            (select count(*) from machines)::int as "machine",
            (select count(*) from brands)::int as "brand",
            (select count(*) from job_titles where status = 'live')::int as "jobTitle",
            (select count(*) from job_skills where status = 'live')::int as "skill"`,
  );
  return row!;
}

type Named = { id: number; name: string };

export async function publishedTaxonomy(q: Queryable): Promise<{ id: number; name: string; knowledgeDisciplines: Named[]; machines: (Named & { brands: Named[] })[] }[]> {
  const { rows } = await q.query<{ id: number; name: string; disciplines: Named[]; machines: (Named & { brands: Named[] })[] }>(
    `select c.id, c.name,
            coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.name) from knowledge_disciplines d where d.category_id = c.id), '[]'::json) as disciplines,
            coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name, 'brands',
                        coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name)
                                    from machine_brand_maps mb join brands b on b.id = mb.brand_id where mb.machine_id = m.id), '[]'::json)) order by m.name)
                        from machines m where m.category_id = c.id), '[]'::json) as machines
       from taxonomy_categories c where c.published order by c.name`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, knowledgeDisciplines: r.disciplines, machines: r.machines }));
}

// ── one entry ──────────────────────────────────────────────────────────────────────────────

export async function categoryRow(q: Queryable, id: number): Promise<{ id: number; name: string; published: boolean } | undefined> {
  return q.one('select id, name, published from taxonomy_categories where id = $1', [id]);
}

export async function disciplineRow(q: Queryable, id: number): Promise<{ id: number; name: string; categoryId: number | null } | undefined> {
  return q.one('select id, name, category_id as "categoryId" from knowledge_disciplines where id = $1', [id]);
}

export async function machineRow(q: Queryable, id: number): Promise<{ id: number; name: string; categoryId: number | null; brands: Named[] } | undefined> {
  return q.one(
    `select m.id, m.name, m.category_id as "categoryId",
            coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name)
                        from machine_brand_maps mb join brands b on b.id = mb.brand_id where mb.machine_id = m.id), '[]'::json) as brands
       from machines m where m.id = $1`,
    [id],
  );
}

export async function brandMachines(q: Queryable, brandId: number): Promise<Named[]> {
  const { rows } = await q.query<Named>('select m.id, m.name from machine_brand_maps mb join machines m on m.id = mb.machine_id where mb.brand_id = $1 order by m.name', [brandId]);
  return rows;
}

export async function jobTitleRow(q: Queryable, id: number): Promise<{ id: number; title: string; skillLevel: string | null; status: 'live' | 'removed'; replacedBy: { id: number; title: string } | null } | undefined> {
  return q.one(
    `select t.id, t.title, t.skill_level as "skillLevel", t.status,
            case when r.id is null then null else json_build_object('id', r.id, 'title', r.title) end as "replacedBy"
       from job_titles t left join job_titles r on r.id = t.replaced_by_id where t.id = $1`,
    [id],
  );
}

export async function skillsOfJobTitle(q: Queryable, jobTitleId: number): Promise<{ id: number; name: string; category: number }[]> {
  const { rows } = await q.query<{ id: number; name: string; category: number }>(
    `select s.id, s.name, s.category::int as category from job_title_skill_maps m join job_skills s on s.id = m.job_skill_id
      where m.job_title_id = $1 and s.status = 'live' order by s.category, s.name`,
    [jobTitleId],
  );
  return rows;
}

export async function skillRow(q: Queryable, id: number): Promise<{ id: number; name: string; category: number; status: 'live' | 'removed' } | undefined> {
  return q.one('select id, name, category::int as category, status from job_skills where id = $1', [id]);
}

export async function jobTitlesOfSkill(q: Queryable, skillId: number): Promise<{ id: number; title: string }[]> {
  const { rows } = await q.query<{ id: number; title: string }>(
    `select t.id, t.title from job_title_skill_maps m join job_titles t on t.id = m.job_title_id where m.job_skill_id = $1 and t.status = 'live' order by t.title`,
    [skillId],
  );
  return rows;
}

/** The ids among `ids` that are live entries of the kind. */
export async function liveIds(q: Queryable, kind: 'brand' | 'jobTitle' | 'skill' | 'category', ids: readonly number[]): Promise<number[]> {
  const t = ENTRY_TABLES[kind];
  const { rows } = await q.query<{ id: number }>(`select id from ${t.table} where id = any($1::int[])${t.status ? ` and status = 'live'` : ''}`, [[...ids]]);
  return rows.map((r) => r.id);
}

// ── writes ─────────────────────────────────────────────────────────────────────────────────

export async function insertIndustry(tx: Tx, name: string): Promise<number> {
  return (await tx.one<{ id: number }>('insert into industries (name) values ($1) returning id', [name]))!.id;
}

export async function insertCategory(tx: Tx, name: string, published: boolean): Promise<number> {
  return (await tx.one<{ id: number }>('insert into taxonomy_categories (name, published) values ($1, $2) returning id', [name, published]))!.id;
}

export async function insertDiscipline(tx: Tx, name: string, categoryId: number | null): Promise<number> {
  return (await tx.one<{ id: number }>('insert into knowledge_disciplines (name, category_id) values ($1, $2) returning id', [name, categoryId]))!.id;
}

export async function insertMachine(tx: Tx, name: string, categoryId: number | null): Promise<number> {
  return (await tx.one<{ id: number }>('insert into machines (name, category_id) values ($1, $2) returning id', [name, categoryId]))!.id;
}

export async function insertBrand(tx: Tx, name: string): Promise<number> {
  return (await tx.one<{ id: number }>('insert into brands (name) values ($1) returning id', [name]))!.id;
}

export async function insertJobTitle(tx: Tx, title: string, skillLevel: string | null): Promise<number> {
  return (await tx.one<{ id: number }>('insert into job_titles (title, skill_level) values ($1, $2) returning id', [title, skillLevel]))!.id;
}

export async function insertSkill(tx: Tx, name: string, category: number): Promise<number> {
  return (await tx.one<{ id: number }>('insert into job_skills (name, category) values ($1, $2) returning id', [name, category]))!.id;
}

/** A removed entry named again comes back instead of a second row of the same name. */
export async function reviveEntry(tx: Tx, kind: 'industry' | 'jobTitle' | 'skill', id: number, skillLevel: string | null = null): Promise<void> {
  if (kind === 'jobTitle') await tx.query(`update job_titles set status = 'live', replaced_by_id = null, skill_level = $2, update_ts = now() where id = $1`, [id, skillLevel]);
  else if (kind === 'industry') await tx.query(`update industries set status = 'live', update_ts = now() where id = $1`, [id]);
  else await tx.query(`update job_skills set status = 'live', update_ts = now() where id = $1`, [id]);
}

export async function renameEntry(tx: Tx, kind: TaxonomyKind, id: number, name: string): Promise<void> {
  const t = ENTRY_TABLES[kind];
  await tx.query(`update ${t.table} set ${t.name} = $2, update_ts = now() where id = $1`, [id, name]);
}

export async function setCategoryPublished(tx: Tx, id: number, published: boolean): Promise<void> {
  await tx.query('update taxonomy_categories set published = $2, update_ts = now() where id = $1', [id, published]);
}

export async function setEntryCategory(tx: Tx, kind: 'knowledgeDiscipline' | 'machine', id: number, categoryId: number | null): Promise<void> {
  await tx.query(`update ${ENTRY_TABLES[kind].table} set category_id = $2, update_ts = now() where id = $1`, [id, categoryId]);
}

export async function setSkillLevel(tx: Tx, id: number, skillLevel: string | null): Promise<void> {
  await tx.query('update job_titles set skill_level = $2, update_ts = now() where id = $1', [id, skillLevel]);
}

export async function setSkillCategory(tx: Tx, id: number, category: number): Promise<void> {
  await tx.query('update job_skills set category = $2, update_ts = now() where id = $1', [id, category]);
}

export async function setMachineBrands(tx: Tx, machineId: number, brandIds: readonly number[]): Promise<void> {
  await tx.query('delete from machine_brand_maps where machine_id = $1 and brand_id <> all($2::int[])', [machineId, [...brandIds]]);
  await tx.query('insert into machine_brand_maps (machine_id, brand_id) select $1, unnest($2::int[]) on conflict do nothing', [machineId, [...brandIds]]);
}

export async function setJobTitleSkills(tx: Tx, jobTitleId: number, skillIds: readonly number[]): Promise<void> {
  await tx.query('delete from job_title_skill_maps where job_title_id = $1 and job_skill_id <> all($2::int[])', [jobTitleId, [...skillIds]]);
  await tx.query('insert into job_title_skill_maps (job_title_id, job_skill_id) select $1, unnest($2::int[]) on conflict do nothing', [jobTitleId, [...skillIds]]);
}

export async function setSkillJobTitles(tx: Tx, skillId: number, jobTitleIds: readonly number[]): Promise<void> {
  // A removed job title keeps no maps, so only live titles are let go of or added here.
  await tx.query('delete from job_title_skill_maps where job_skill_id = $1 and job_title_id <> all($2::int[])', [skillId, [...jobTitleIds]]);
  await tx.query('insert into job_title_skill_maps (job_title_id, job_skill_id) select unnest($2::int[]), $1 on conflict do nothing', [skillId, [...jobTitleIds]]);
}

export async function statementById(q: Queryable, table: 'qualifications' | 'responsibilities', id: number): Promise<{ id: number; name: string; jobTitleId: number | null } | undefined> {
  return q.one(`select id, name, job_title_id as "jobTitleId" from ${table} where id = $1`, [id]);
}

export async function insertStatement(tx: Tx, table: 'qualifications' | 'responsibilities', name: string, jobTitleId: number): Promise<number> {
  if (table === 'qualifications') return (await tx.one<{ id: number }>('insert into qualifications (name, job_title_id) values ($1, $2) returning id', [name, jobTitleId]))!.id;
  return (await tx.one<{ id: number }>('insert into responsibilities (name, job_title_id) values ($1, $2) returning id', [name, jobTitleId]))!.id;
}

export async function updateStatement(tx: Tx, table: 'qualifications' | 'responsibilities', id: number, name: string): Promise<void> {
  if (table === 'qualifications') await tx.query('update qualifications set name = $2 where id = $1', [id, name]);
  else await tx.query('update responsibilities set name = $2 where id = $1', [id, name]);
}

export async function deleteStatement(tx: Tx, table: 'qualifications' | 'responsibilities', id: number): Promise<boolean> {
  if (table === 'qualifications') return (await tx.query('delete from qualifications where id = $1 returning id', [id])).rowCount > 0;
  return (await tx.query('delete from responsibilities where id = $1 returning id', [id])).rowCount > 0;
}

// ── the taxonomy's own rows that hold entries (registered with the other holders) ───────────

/** A job title's skills and statements go with it: merged into the replacement, dropped otherwise. */
export async function moveJobTitleContent(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  let moved = 0;
  if (toId !== null) {
    await tx.query('insert into job_title_skill_maps (job_title_id, job_skill_id) select $2, job_skill_id from job_title_skill_maps where job_title_id = $1 on conflict do nothing', [fromId, toId]);
    for (const table of ['qualifications', 'responsibilities'] as const) {
      // The replacement's own wording wins where both say the same thing.
      const sql =
        table === 'qualifications'
          ? 'update qualifications s set job_title_id = $2 where s.job_title_id = $1 and not exists (select 1 from qualifications o where o.job_title_id = $2 and lower(o.name) = lower(s.name))'
          : 'update responsibilities s set job_title_id = $2 where s.job_title_id = $1 and not exists (select 1 from responsibilities o where o.job_title_id = $2 and lower(o.name) = lower(s.name))';
      moved += (await tx.query(sql, [fromId, toId])).rowCount;
    }
  }
  await tx.query('delete from job_title_skill_maps where job_title_id = $1', [fromId]);
  await tx.query('delete from qualifications where job_title_id = $1', [fromId]);
  await tx.query('delete from responsibilities where job_title_id = $1', [fromId]);
  // Titles this one replaced earlier now point at its replacement: no chain ends at a removed title.
  await tx.query('update job_titles set replaced_by_id = $2, update_ts = now() where replaced_by_id = $1', [fromId, toId]);
  return moved;
}

export async function countSkillJobTitles(q: Queryable, skillId: number): Promise<number> {
  return (await q.one<{ n: number }>(`select count(*)::int as n from job_title_skill_maps m join job_titles t on t.id = m.job_title_id where m.job_skill_id = $1 and t.status = 'live'`, [skillId]))!.n;
}

export async function moveSkillJobTitles(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  if (toId !== null) await tx.query('insert into job_title_skill_maps (job_title_id, job_skill_id) select job_title_id, $2 from job_title_skill_maps where job_skill_id = $1 on conflict do nothing', [fromId, toId]);
  return (await tx.query('delete from job_title_skill_maps where job_skill_id = $1', [fromId])).rowCount;
}

export async function countCategoryEntries(q: Queryable, table: 'knowledge_disciplines' | 'machines', categoryId: number): Promise<number> {
  const sql = table === 'machines' ? 'select count(*)::int as n from machines where category_id = $1' : 'select count(*)::int as n from knowledge_disciplines where category_id = $1';
  return (await q.one<{ n: number }>(sql, [categoryId]))!.n;
}

export async function moveCategoryEntries(tx: Tx, table: 'knowledge_disciplines' | 'machines', fromId: number, toId: number | null): Promise<number> {
  const sql = table === 'machines' ? 'update machines set category_id = $2, update_ts = now() where category_id = $1' : 'update knowledge_disciplines set category_id = $2, update_ts = now() where category_id = $1';
  return (await tx.query(sql, [fromId, toId])).rowCount;
}

/** A machine's brands go with it into the replacement. */
export async function moveMachineBrands(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  if (toId !== null) await tx.query('insert into machine_brand_maps (machine_id, brand_id) select $2, brand_id from machine_brand_maps where machine_id = $1 on conflict do nothing', [fromId, toId]);
  await tx.query('delete from machine_brand_maps where machine_id = $1', [fromId]);
  return 0;
}

export async function countBrandMachines(q: Queryable, brandId: number): Promise<number> {
  return (await q.one<{ n: number }>('select count(*)::int as n from machine_brand_maps where brand_id = $1', [brandId]))!.n;
}

export async function moveBrandMachines(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  if (toId !== null) await tx.query('insert into machine_brand_maps (machine_id, brand_id) select machine_id, $2 from machine_brand_maps where brand_id = $1 on conflict do nothing', [fromId, toId]);
  return (await tx.query('delete from machine_brand_maps where brand_id = $1', [fromId])).rowCount;
}
