import type { ResumeData } from '@floorhire/domain-pro-profile';
import type { Queryable, Tx } from '../../db';

// Parsed resumes name taxonomy entries by id (resume_data: jobTitles, skills, machines with
// brandIds, brands, knowledgeDisciplines, industries, history[].jobTitleId) until their pro
// confirms them: a taxonomy delete rewrites them (docs/decisions/312-taxonomy-uses.md).

export type ParsedList = 'jobTitles' | 'skills' | 'machines' | 'brands' | 'knowledgeDisciplines' | 'industries';

/** jsonpath of the places an id of each list appears (fixed text, never user input). */
const PATHS: Readonly<Record<ParsedList, readonly string[]>> = {
  jobTitles: ['$.jobTitles[*].value ? (@.id == $id)', '$.history[*].value ? (@.jobTitleId == $id)'],
  skills: ['$.skills[*].value ? (@.id == $id)'],
  machines: ['$.machines[*].value ? (@.id == $id)'],
  brands: ['$.brands[*].value ? (@.id == $id)', '$.machines[*].value.brandIds[*] ? (@ == $id)'],
  knowledgeDisciplines: ['$.knowledgeDisciplines[*].value ? (@.id == $id)'],
  industries: ['$.industries[*].value ? (@.id == $id)'],
};

export async function parsesNaming(q: Queryable, list: ParsedList, id: number): Promise<{ id: string; data: ResumeData }[]> {
  const where = PATHS[list].map((p) => `jsonb_path_exists(resume_data, '${p}', jsonb_build_object('id', $1::int))`).join(' or ');
  const { rows } = await q.query<{ id: string; resume_data: ResumeData }>(`select id, resume_data from resume_parses where resume_data is not null and (${where}) for update`, [id]);
  return rows.map((r) => ({ id: r.id, data: r.resume_data }));
}

export async function rewriteParse(tx: Tx, id: string, data: ResumeData): Promise<void> {
  await tx.query('update resume_parses set resume_data = $2::jsonb, update_ts = now() where id = $1', [id, JSON.stringify(data)]);
}
