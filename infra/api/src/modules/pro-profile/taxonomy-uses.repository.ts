import type { Queryable, Tx } from '../../db';

// The pros' rows that hold taxonomy entries (their job titles, skills, disciplines, industries,
// machines with brands, work history and job preferences), counted as pros, each once, and
// moved for a taxonomy delete (docs/decisions/312-taxonomy-uses.md). After a move the pros'
// search fields are rebuilt (refreshSearchFields), which refreshes their talent-search
// documents in the same statement.

/** An int[] column with `from` replaced by `to` (or dropped), each id once, in order. */
const replaced = (column: string) => `array(select distinct x from unnest(array_replace(${column}, $1::int, $2::int)) x where x is not null order by x)`;

export async function prosWithTitle(q: Queryable, id: number): Promise<number[]> {
  const { rows } = await q.query<{ pro_id: number }>(
    `select pro_id from pro_job_titles where job_title_id = $1
     union select pro_id from pro_preferences where job_title_ids @> array[$1::int]
     union select pro_id from pro_work_history where job_title_id = $1
     union select id from pros where (years_by_job_title -> $1::text) is not null`,
    [id],
  );
  return rows.map((r) => r.pro_id);
}

/** Years in both titles: the larger count stays, under the replacement. */
export async function moveProTitle(tx: Tx, fromId: number, toId: number | null): Promise<void> {
  if (toId !== null) {
    await tx.query(
      `insert into pro_job_titles (pro_id, job_title_id, years_experience)
       select pro_id, $2, years_experience from pro_job_titles where job_title_id = $1
       on conflict (pro_id, job_title_id) do update set years_experience = greatest(pro_job_titles.years_experience, excluded.years_experience)`,
      [fromId, toId],
    );
  }
  await tx.query('delete from pro_job_titles where job_title_id = $1', [fromId]);
  await tx.query('update pro_work_history set job_title_id = $2, update_ts = now() where job_title_id = $1', [fromId, toId]);
  await tx.query(`update pro_preferences set job_title_ids = ${replaced('job_title_ids')}, update_ts = now() where job_title_ids @> array[$1::int]`, [fromId, toId]);
  await tx.query(
    `update pros set years_by_job_title = (years_by_job_title - $1::text)
       || case when $2::int is null then '{}'::jsonb
               else jsonb_build_object($2::text, greatest((years_by_job_title ->> $1::text)::numeric, coalesce((years_by_job_title ->> $2::text)::numeric, 0))) end
     where (years_by_job_title -> $1::text) is not null`,
    [fromId, toId],
  );
}

export async function prosWithSkill(q: Queryable, id: number): Promise<number[]> {
  const { rows } = await q.query<{ pro_id: number }>('select pro_id from pro_skills where job_skill_id = $1', [id]);
  return rows.map((r) => r.pro_id);
}

export async function moveProSkill(tx: Tx, fromId: number, toId: number | null): Promise<void> {
  if (toId !== null) await tx.query('insert into pro_skills (pro_id, job_skill_id) select pro_id, $2 from pro_skills where job_skill_id = $1 on conflict do nothing', [fromId, toId]);
  await tx.query('delete from pro_skills where job_skill_id = $1', [fromId]);
}

export async function prosWithIndustry(q: Queryable, id: number): Promise<number[]> {
  const { rows } = await q.query<{ pro_id: number }>(
    'select pro_id from pro_industry_maps where industry_id = $1 union select pro_id from pro_preferences where industry_ids @> array[$1::int]',
    [id],
  );
  return rows.map((r) => r.pro_id);
}

export async function moveProIndustry(tx: Tx, fromId: number, toId: number | null): Promise<void> {
  if (toId !== null) await tx.query('insert into pro_industry_maps (pro_id, industry_id) select pro_id, $2 from pro_industry_maps where industry_id = $1 on conflict do nothing', [fromId, toId]);
  await tx.query('delete from pro_industry_maps where industry_id = $1', [fromId]);
  await tx.query(`update pro_preferences set industry_ids = ${replaced('industry_ids')}, update_ts = now() where industry_ids @> array[$1::int]`, [fromId, toId]);
}

export async function prosWithDiscipline(q: Queryable, id: number): Promise<number[]> {
  const { rows } = await q.query<{ pro_id: number }>(
    'select pro_id from pro_knowledge_discipline_maps where knowledge_discipline_id = $1 union select pro_id from pro_preferences where knowledge_discipline_ids @> array[$1::int]',
    [id],
  );
  return rows.map((r) => r.pro_id);
}

export async function moveProDiscipline(tx: Tx, fromId: number, toId: number | null): Promise<void> {
  if (toId !== null) {
    await tx.query(
      'insert into pro_knowledge_discipline_maps (pro_id, knowledge_discipline_id) select pro_id, $2 from pro_knowledge_discipline_maps where knowledge_discipline_id = $1 on conflict do nothing',
      [fromId, toId],
    );
  }
  await tx.query('delete from pro_knowledge_discipline_maps where knowledge_discipline_id = $1', [fromId]);
  await tx.query(`update pro_preferences set knowledge_discipline_ids = ${replaced('knowledge_discipline_ids')}, update_ts = now() where knowledge_discipline_ids @> array[$1::int]`, [fromId, toId]);
}

/** Preferences whose machines (jsonb [{ machineId, brandIds }]) name the machine or the brand. */
const PREFERRED_MACHINE = `exists (select 1 from jsonb_array_elements(machines) m where (m ->> 'machineId')::int = $1)`;
const PREFERRED_BRAND = `exists (select 1 from jsonb_array_elements(machines) m, jsonb_array_elements_text(m -> 'brandIds') b where b::int = $1)`;

export async function prosWithMachine(q: Queryable, id: number): Promise<number[]> {
  const { rows } = await q.query<{ pro_id: number }>(`select pro_id from pro_machine_maps where machine_id = $1 union select pro_id from pro_preferences where ${PREFERRED_MACHINE}`, [id]);
  return rows.map((r) => r.pro_id);
}

/** A pro with both machines keeps one, with the brands of both; so do the preferences. */
export async function moveProMachine(tx: Tx, fromId: number, toId: number | null): Promise<void> {
  if (toId !== null) {
    await tx.query(
      `insert into pro_machine_brand_maps (pro_machine_map_id, brand_id)
       select n.id, b.brand_id from pro_machine_maps o
         join pro_machine_maps n on n.pro_id = o.pro_id and n.machine_id = $2
         join pro_machine_brand_maps b on b.pro_machine_map_id = o.id
        where o.machine_id = $1
       on conflict do nothing`,
      [fromId, toId],
    );
    await tx.query('delete from pro_machine_maps o where o.machine_id = $1 and exists (select 1 from pro_machine_maps n where n.pro_id = o.pro_id and n.machine_id = $2)', [fromId, toId]);
    await tx.query('update pro_machine_maps set machine_id = $2 where machine_id = $1', [fromId, toId]);
  } else {
    await tx.query('delete from pro_machine_maps where machine_id = $1', [fromId]);
  }
  await tx.query(
    `update pro_preferences set update_ts = now(), machines = (
       select coalesce(jsonb_agg(jsonb_build_object('machineId', g.machine_id, 'brandIds', g.brand_ids) order by g.machine_id), '[]'::jsonb)
         from (select e.machine_id, coalesce(jsonb_agg(distinct b.brand_id order by b.brand_id) filter (where b.brand_id is not null), '[]'::jsonb) as brand_ids
                 from (select case when (m ->> 'machineId')::int = $1 then $2::int else (m ->> 'machineId')::int end as machine_id, m -> 'brandIds' as brands
                         from jsonb_array_elements(machines) m) e
                 left join lateral (select x::int as brand_id from jsonb_array_elements_text(e.brands) x) b on true
                where e.machine_id is not null
                group by e.machine_id) g)
     where ${PREFERRED_MACHINE}`,
    [fromId, toId],
  );
}

export async function prosWithBrand(q: Queryable, id: number): Promise<number[]> {
  const { rows } = await q.query<{ pro_id: number }>(
    `select m.pro_id from pro_machine_brand_maps b join pro_machine_maps m on m.id = b.pro_machine_map_id where b.brand_id = $1
     union select pro_id from pro_preferences where ${PREFERRED_BRAND}`,
    [id],
  );
  return rows.map((r) => r.pro_id);
}

export async function moveProBrand(tx: Tx, fromId: number, toId: number | null): Promise<void> {
  if (toId !== null) await tx.query('insert into pro_machine_brand_maps (pro_machine_map_id, brand_id) select pro_machine_map_id, $2 from pro_machine_brand_maps where brand_id = $1 on conflict do nothing', [fromId, toId]);
  await tx.query('delete from pro_machine_brand_maps where brand_id = $1', [fromId]);
  await tx.query(
    `update pro_preferences set update_ts = now(), machines = (
       select coalesce(jsonb_agg(jsonb_build_object('machineId', m -> 'machineId', 'brandIds',
                (select coalesce(jsonb_agg(distinct y order by y), '[]'::jsonb)
                   from (select case when x::int = $1 then $2::int else x::int end as y from jsonb_array_elements_text(m -> 'brandIds') x) z
                  where y is not null))), '[]'::jsonb)
         from jsonb_array_elements(machines) m)
     where ${PREFERRED_BRAND}`,
    [fromId, toId],
  );
}
