import type { Queryable, Tx } from '../../db';

// The jobs' rows that hold taxonomy entries (a job's title, its keywords, machines and their
// brands), counted and moved for a taxonomy delete (docs/decisions/312-taxonomy-uses.md).
// Counts are of jobs, each once, whatever its status.

export async function countJobsWithTitle(q: Queryable, id: number): Promise<number> {
  return (await q.one<{ n: number }>('select count(*)::int as n from jobs where job_title_id = $1', [id]))!.n;
}

/** The job shows the replacement's title, so it counts as changed for whatever follows update_ts. */
export async function moveJobTitle(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  return (await tx.query('update jobs set job_title_id = $2, update_ts = now() where job_title_id = $1', [fromId, toId])).rowCount;
}

export async function countJobsWithSkill(q: Queryable, id: number): Promise<number> {
  return (await q.one<{ n: number }>('select count(distinct job_id)::int as n from job_skill_maps where job_skill_id = $1', [id]))!.n;
}

export async function moveJobSkill(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  if (toId !== null) await tx.query('insert into job_skill_maps (job_id, job_skill_id) select job_id, $2 from job_skill_maps where job_skill_id = $1 on conflict do nothing', [fromId, toId]);
  return (await tx.query('delete from job_skill_maps where job_skill_id = $1', [fromId])).rowCount;
}

export async function countJobsWithDiscipline(q: Queryable, id: number): Promise<number> {
  return (await q.one<{ n: number }>('select count(distinct job_id)::int as n from job_knowledge_discipline_maps where knowledge_discipline_id = $1', [id]))!.n;
}

export async function moveJobDiscipline(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  if (toId !== null) {
    await tx.query(
      'insert into job_knowledge_discipline_maps (job_id, knowledge_discipline_id) select job_id, $2 from job_knowledge_discipline_maps where knowledge_discipline_id = $1 on conflict do nothing',
      [fromId, toId],
    );
  }
  return (await tx.query('delete from job_knowledge_discipline_maps where knowledge_discipline_id = $1', [fromId])).rowCount;
}

export async function countJobsWithMachine(q: Queryable, id: number): Promise<number> {
  return (await q.one<{ n: number }>('select count(distinct job_id)::int as n from job_machine_maps where machine_id = $1', [id]))!.n;
}

/** A job that lists both machines keeps one, with the brands of both. */
export async function moveJobMachine(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  if (toId !== null) {
    await tx.query(
      `insert into job_machine_brand_maps (job_machine_map_id, brand_id)
       select n.id, b.brand_id from job_machine_maps o
         join job_machine_maps n on n.job_id = o.job_id and n.machine_id = $2
         join job_machine_brand_maps b on b.job_machine_map_id = o.id
        where o.machine_id = $1
       on conflict do nothing`,
      [fromId, toId],
    );
    await tx.query('delete from job_machine_maps o where o.machine_id = $1 and exists (select 1 from job_machine_maps n where n.job_id = o.job_id and n.machine_id = $2)', [fromId, toId]);
    return (await tx.query('update job_machine_maps set machine_id = $2 where machine_id = $1', [fromId, toId])).rowCount;
  }
  return (await tx.query('delete from job_machine_maps where machine_id = $1', [fromId])).rowCount;
}

export async function countJobsWithBrand(q: Queryable, id: number): Promise<number> {
  return (await q.one<{ n: number }>('select count(distinct m.job_id)::int as n from job_machine_brand_maps b join job_machine_maps m on m.id = b.job_machine_map_id where b.brand_id = $1', [id]))!.n;
}

export async function moveJobBrand(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  if (toId !== null) await tx.query('insert into job_machine_brand_maps (job_machine_map_id, brand_id) select job_machine_map_id, $2 from job_machine_brand_maps where brand_id = $1 on conflict do nothing', [fromId, toId]);
  return (await tx.query('delete from job_machine_brand_maps where brand_id = $1', [fromId])).rowCount;
}
