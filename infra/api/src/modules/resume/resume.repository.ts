import type { ResumeData, ResumeParseStatus } from '@floorhire/domain-pro-profile';
import type { Queryable } from '../../db';
import type { ResumeVocabulary } from './resume.parse';

export interface ResumeParseRow {
  id: string;
  owner_user_profile_id: number | null;
  file_name: string | null;
  mime_type: string;
  byte_size: number;
  status: ResumeParseStatus;
  progress: number;
  resume_text: string | null;
  resume_data: ResumeData | null;
  error: string | null;
  read_by: 'text' | 'ocr' | null;
  create_ts: Date;
  update_ts: Date;
}

const COLUMNS = 'id, owner_user_profile_id, file_name, mime_type, byte_size, status, progress, resume_text, resume_data, error, read_by, create_ts, update_ts';

export async function insertParse(
  q: Queryable,
  p: { id: string; ownerId: number | null; fileName: string | null; mimeType: string; bytes: Uint8Array },
): Promise<boolean> {
  const row = await q.one<{ id: string }>(
    `insert into resume_parses (id, owner_user_profile_id, file_name, mime_type, file_bytes, byte_size, status, progress)
     values ($1, $2, $3, $4, $5, $6, 'uploaded', 10) on conflict (id) do nothing returning id`,
    [p.id, p.ownerId, p.fileName, p.mimeType, Buffer.from(p.bytes), p.bytes.byteLength],
  );
  return row !== undefined;
}

export const parseById = (q: Queryable, id: string) => q.one<ResumeParseRow>(`select ${COLUMNS} from resume_parses where id = $1`, [id]);

export async function parseFile(q: Queryable, id: string): Promise<{ bytes: Uint8Array; mimeType: string; fileName: string | null; ownerId: number | null } | undefined> {
  const row = await q.one<{ file_bytes: Uint8Array; mime_type: string; file_name: string | null; owner_user_profile_id: number | null }>(
    'select file_bytes, mime_type, file_name, owner_user_profile_id from resume_parses where id = $1',
    [id],
  );
  return row && { bytes: new Uint8Array(row.file_bytes), mimeType: row.mime_type, fileName: row.file_name, ownerId: row.owner_user_profile_id };
}

/** Moves a parse on; a finished parse (completed or error) never moves back. */
export async function setProgress(q: Queryable, id: string, status: ResumeParseStatus, progress: number): Promise<ResumeParseRow | undefined> {
  return q.one<ResumeParseRow>(
    `update resume_parses set status = $2, progress = greatest(progress, $3), update_ts = now()
     where id = $1 and status not in ('completed', 'error') returning ${COLUMNS}`,
    [id, status, progress],
  );
}

export async function completeParse(q: Queryable, id: string, resumeText: string, resumeData: ResumeData, readBy: 'text' | 'ocr' = 'text'): Promise<ResumeParseRow | undefined> {
  return q.one<ResumeParseRow>(
    `update resume_parses set status = 'completed', progress = 100, resume_text = $2, resume_data = $3::jsonb, read_by = $4, error = null, update_ts = now()
     where id = $1 and status <> 'completed' returning ${COLUMNS}`,
    [id, resumeText, JSON.stringify(resumeData), readBy],
  );
}

export async function failParse(q: Queryable, id: string, message: string): Promise<ResumeParseRow | undefined> {
  return q.one<ResumeParseRow>(
    `update resume_parses set status = 'error', progress = 100, error = $2, update_ts = now() where id = $1 and status <> 'completed' returning ${COLUMNS}`,
    [id, message],
  );
}

/** Gives an unowned parse (made before sign-up) to its new owner; true when it is theirs now. */
export async function claimParse(q: Queryable, id: string, ownerId: number): Promise<boolean> {
  const row = await q.one<{ id: string }>(
    `update resume_parses set owner_user_profile_id = $2, update_ts = now()
     where id = $1 and (owner_user_profile_id is null or owner_user_profile_id = $2) returning id`,
    [id, ownerId],
  );
  return row !== undefined;
}

/** Employers may open the resume of a pro who applied to one of their jobs. */
export async function employerSeesResumeOf(q: Queryable, employerIds: readonly number[], userId: number): Promise<boolean> {
  if (employerIds.length === 0) return false;
  const row = await q.one<{ ok: boolean }>(
    'select exists (select 1 from job_applicants a join jobs j on j.id = a.job_id where a.user_profile_id = $1 and j.employer_id = any($2::int[])) as ok',
    [userId, [...employerIds]],
  );
  return row?.ok === true;
}

/** The live taxonomy the parser matches against. */
export async function loadVocabulary(q: Queryable): Promise<ResumeVocabulary> {
  const [titles, skills, machines, brands, disciplines, industries] = await Promise.all([
    q.query<{ id: number; name: string }>(`select id, title as name from job_titles where status = 'live'`, []),
    q.query<{ id: number; name: string; category: number }>(`select id, name, category from job_skills where status = 'live'`, []),
    q.query<{ id: number; name: string; brand_ids: number[] | null }>(
      'select m.id, m.name, (select array_agg(b.brand_id) from machine_brand_maps b where b.machine_id = m.id) as brand_ids from machines m',
      [],
    ),
    q.query<{ id: number; name: string }>('select id, name from brands', []),
    q.query<{ id: number; name: string }>('select id, name from knowledge_disciplines', []),
    q.query<{ id: number; name: string }>(`select id, name from industries where status = 'live'`, []),
  ]);
  return {
    jobTitles: titles.rows,
    skills: skills.rows,
    machines: machines.rows.map((m) => ({ id: m.id, name: m.name, brandIds: m.brand_ids ?? [] })),
    brands: brands.rows,
    knowledgeDisciplines: disciplines.rows,
    industries: industries.rows,
  };
}
