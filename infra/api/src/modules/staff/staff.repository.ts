import type { ActAsSession } from '@floorhire/domain-staff';
import type { Queryable } from '../../db';

// SQL of the staff module. It owns act_as_sessions (index.ts tables): only this file, the
// module's seed and its migrations write it. Rows stay here; callers get DTOs.

interface ActAsSessionRow {
  id: number;
  employer_id: number;
  title: string;
  create_ts: Date;
  update_ts: Date;
}

const COLUMNS = 'id, employer_id, title, create_ts, update_ts';

const toDto = (r: ActAsSessionRow): ActAsSession => ({ id: r.id, employerId: r.employer_id, title: r.title, createTs: r.create_ts.toISOString(), updateTs: r.update_ts.toISOString() });

export async function actAsSessionsOf(q: Queryable, employerId: number, limit: number, skip: number): Promise<ActAsSession[]> {
  const { rows } = await q.query<ActAsSessionRow>(`select ${COLUMNS} from act_as_sessions where employer_id = $1 order by create_ts desc, id desc limit $2 offset $3`, [employerId, limit, skip]);
  return rows.map(toDto);
}

export async function actAsSessionOf(q: Queryable, employerId: number, id: number): Promise<ActAsSession | undefined> {
  const row = await q.one<ActAsSessionRow>(`select ${COLUMNS} from act_as_sessions where employer_id = $1 and id = $2`, [employerId, id]);
  return row ? toDto(row) : undefined;
}

export async function insertActAsSession(q: Queryable, item: { employerId: number; title: string; creatorId: number | null }): Promise<ActAsSession> {
  const row = await q.one<ActAsSessionRow>(`insert into act_as_sessions (employer_id, title, creator_id) values ($1, $2, $3) returning ${COLUMNS}`, [item.employerId, item.title, item.creatorId]);
  return toDto(row!);
}
