import type { NoteDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';
import { applicantUrl, JOB_TITLE_SQL } from '../applications/access';

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
