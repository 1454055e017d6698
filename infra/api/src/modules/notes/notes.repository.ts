import { type NoteDto, applicantUrl } from '@floorhire/domain-applications';
import type { Queryable } from '../../db';
import { JOB_TITLE_SQL } from '../jobs';

interface NoteRow {
  id: number;
  description: string;
  job_applicant_id: number | null;
  pro_user_profile_id: number;
  employer_id: number | null;
  author_id: number | null;
  author_first: string | null;
  author_last: string | null;
  create_ts: Date;
  job_id: number | null;
  job_title: string | null;
}

const SELECT = `select n.id, n.description, n.job_applicant_id, n.pro_user_profile_id, n.employer_id, n.author_id,
    a.name_first as author_first, a.name_last as author_last, n.create_ts, ja.job_id, ${JOB_TITLE_SQL} as job_title
  from pro_notes n
  left join user_profiles a on a.id = n.author_id
  left join job_applicants ja on ja.id = n.job_applicant_id
  left join jobs j on j.id = ja.job_id
  left join job_titles jt on jt.id = j.job_title_id`;

function toDto(r: NoteRow, viewer: 'staff' | 'employer'): NoteDto {
  return {
    id: r.id,
    description: r.description,
    jobApplicantId: r.job_applicant_id,
    proId: r.pro_user_profile_id,
    employerId: r.employer_id,
    authorId: r.author_id,
    author: r.author_first !== null ? { nameFirst: r.author_first, nameLast: r.author_last ?? '' } : null,
    createTs: r.create_ts.toISOString(),
    job:
      r.job_applicant_id !== null && r.job_id !== null
        ? { jobApplicantId: r.job_applicant_id, url: applicantUrl(viewer, r.job_id, r.pro_user_profile_id, r.job_applicant_id), jobTitle: r.job_title ?? '' }
        : null,
  };
}

/**
 * Notes on a pro in server order (oldest first; the client shows them reversed). Staff see
 * every note; an employer sees only its own employer's notes.
 */
export async function listNotes(db: Queryable, proId: number, employerId: number | null): Promise<NoteDto[]> {
  const { rows } = await db.query<NoteRow>(`${SELECT} where n.pro_user_profile_id = $1 and ($2::int is null or n.employer_id = $2) order by n.create_ts, n.id`, [proId, employerId]);
  return rows.map((r) => toDto(r, employerId === null ? 'staff' : 'employer'));
}

export async function readNote(db: Queryable, id: number, viewer: 'staff' | 'employer'): Promise<NoteDto | null> {
  const row = await db.one<NoteRow>(`${SELECT} where n.id = $1`, [id]);
  return row ? toDto(row, viewer) : null;
}

export async function userExists(db: Queryable, id: number): Promise<boolean> {
  return !!(await db.one('select 1 from user_profiles where id = $1', [id]));
}

/** Is the application this pro's, and (employerId given) one of that employer's jobs? */
export async function applicationOfPro(db: Queryable, jobApplicantId: number, proId: number, employerId: number | null): Promise<boolean> {
  return !!(await db.one(
    `select 1 from job_applicants ja join jobs j on j.id = ja.job_id where ja.id = $1 and ja.user_profile_id = $2 and ($3::int is null or j.employer_id = $3)`,
    [jobApplicantId, proId, employerId],
  ));
}

export async function insertNote(db: Queryable, note: { proId: number; employerId: number | null; authorId: number; jobApplicantId: number | null; description: string }): Promise<number> {
  return (await db.one<{ id: number }>(
    'insert into pro_notes (pro_user_profile_id, employer_id, author_id, job_applicant_id, description) values ($1, $2, $3, $4, $5) returning id',
    [note.proId, note.employerId, note.authorId, note.jobApplicantId, note.description],
  ))!.id;
}

/** The employer a note belongs to (null: a staff note), or undefined when there is no such note. */
export async function noteEmployer(db: Queryable, id: number): Promise<{ employer_id: number | null } | undefined> {
  return db.one<{ employer_id: number | null }>('select employer_id from pro_notes where id = $1', [id]);
}

export async function deleteNote(db: Queryable, id: number): Promise<void> {
  await db.query('delete from pro_notes where id = $1', [id]);
}

/** The demo seed's applicants: k is the applicant's place among its job's applicants, from 0. */
export async function demoApplicantsForNotes(q: Queryable): Promise<{ id: number; user_profile_id: number; status: string; update_ts: Date; employer_id: number; k: number }[]> {
  const { rows } = await q.query<{ id: number; user_profile_id: number; status: string; update_ts: Date; employer_id: number; k: number }>(
    `select ja.id, ja.user_profile_id, ja.status, ja.update_ts, j.employer_id, (row_number() over (partition by ja.job_id order by ja.id) - 1)::int as k
       from job_applicants ja join jobs j on j.id = ja.job_id order by ja.id`,
  );
  return rows;
}
