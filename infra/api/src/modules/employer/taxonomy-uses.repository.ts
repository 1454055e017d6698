import type { Queryable, Tx } from '../../db';

// Employers' rows that hold industries; frequent positions and skills are the employer
// account's (ADR 290) and registered there (docs/decisions/312-taxonomy-uses.md).

export async function countEmployersWithIndustry(q: Queryable, id: number): Promise<number> {
  return (await q.one<{ n: number }>('select count(*)::int as n from (select id from employers where industry_id = $1 union select employer_id from employer_industries where industry_id = $1) e', [id]))!.n;
}

export async function moveEmployerIndustry(tx: Tx, fromId: number, toId: number | null): Promise<number> {
  const main = (await tx.query('update employers set industry_id = $2, update_ts = now() where industry_id = $1', [fromId, toId])).rowCount;
  if (toId !== null) await tx.query('insert into employer_industries (employer_id, industry_id) select employer_id, $2 from employer_industries where industry_id = $1 on conflict do nothing', [fromId, toId]);
  return main + (await tx.query('delete from employer_industries where industry_id = $1', [fromId])).rowCount;
}
