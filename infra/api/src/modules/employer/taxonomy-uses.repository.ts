import type { Queryable, Tx } from '../../db';

// Employers' rows that hold taxonomy entries: frequent positions (job titles), skills and
// industries. Counted as employers, each once (docs/decisions/312-taxonomy-uses.md).

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

export async function countEmployersWithIndustry(q: Queryable, id: number): Promise<number> {
  return (await q.one<{ n: number }>('select count(*)::int as n from (select id from employers where industry_id = $1 union select employer_id from employer_industries where industry_id = $1) e', [id]))!.n;
}

export async function moveEmployerIndustry(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  const main = (await tx.query('update employers set industry_id = $2, update_ts = now() where industry_id = $1', [fromId, toId])).rowCount;
  if (toId !== null) await tx.query('insert into employer_industries (employer_id, industry_id) select employer_id, $2 from employer_industries where industry_id = $1 on conflict do nothing', [fromId, toId]);
  return main + (await tx.query('delete from employer_industries where industry_id = $1', [fromId])).rowCount;
}
