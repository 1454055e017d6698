import type { Queryable, Tx } from '../../db';

// The company profile's frequent positions (job titles) and skills hold taxonomy entries;
// counted as employers, each once (docs/decisions/312-taxonomy-uses.md).

export async function countEmployersWithTitle(q: Queryable, id: number): Promise<number> {
  return (await q.one<{ n: number }>('select count(*)::int as n from employer_job_titles where job_title_id = $1', [id]))!.n;
}

export async function moveEmployerTitle(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  if (toId !== null) await tx.query('insert into employer_job_titles (employer_id, job_title_id) select employer_id, $2 from employer_job_titles where job_title_id = $1 on conflict do nothing', [fromId, toId]);
  return (await tx.query('delete from employer_job_titles where job_title_id = $1', [fromId])).rowCount;
}

export async function countEmployersWithSkill(q: Queryable, id: number): Promise<number> {
  return (await q.one<{ n: number }>('select count(*)::int as n from employer_job_skills where job_skill_id = $1', [id]))!.n;
}

export async function moveEmployerSkill(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  if (toId !== null) await tx.query('insert into employer_job_skills (employer_id, job_skill_id) select employer_id, $2 from employer_job_skills where job_skill_id = $1 on conflict do nothing', [fromId, toId]);
  return (await tx.query('delete from employer_job_skills where job_skill_id = $1', [fromId])).rowCount;
}
