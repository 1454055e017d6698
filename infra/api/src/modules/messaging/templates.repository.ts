import type { Queryable } from '../../db';

// Message templates (spec 001 §3, §7): product templates (no employer) for everyone, an
// employer's shared ones (no user) and each user's own.

export interface TemplateRow {
  id: number;
  employer_id: number | null;
  user_profile_id: number | null;
  title: string;
  message: string;
  is_favorite: boolean;
  status: 'live' | 'removed';
  type: 'product' | 'custom';
  update_ts: Date;
  total: number;
}

const VISIBLE = `(t.employer_id is null and t.type = 'product') or (t.employer_id = $1 and (t.user_profile_id is null or t.user_profile_id = $2))`;

/** Live templates the user sees: favourites first, then most recently updated. */
export async function listTemplates(q: Queryable, employerId: number, userId: number, limit: number, skip: number): Promise<TemplateRow[]> {
  const { rows } = await q.query<TemplateRow>(
    `select t.id, t.employer_id, t.user_profile_id, t.title, t.message, t.is_favorite, t.status, t.type, t.update_ts, count(*) over ()::int as total
       from message_templates t
      where t.status = 'live' and (${VISIBLE})
      order by t.is_favorite desc, t.update_ts desc, t.id desc limit $3 offset $4`,
    [employerId, userId, limit, skip],
  );
  return rows;
}

export async function templateById(q: Queryable, id: number): Promise<TemplateRow | undefined> {
  return q.one<TemplateRow>(
    'select id, employer_id, user_profile_id, title, message, is_favorite, status, type, update_ts, 1 as total from message_templates where id = $1',
    [id],
  );
}

export async function insertTemplate(q: Queryable, t: { employerId: number; userId: number | null; title: string; message: string; isFavorite: boolean }): Promise<number> {
  const row = await q.one<{ id: number }>(
    `insert into message_templates (employer_id, user_profile_id, title, message, is_favorite, type) values ($1, $2, $3, $4, $5, 'custom') returning id`,
    [t.employerId, t.userId, t.title, t.message, t.isFavorite],
  );
  return row!.id;
}

export async function updateTemplate(q: Queryable, id: number, patch: { title?: string | undefined; message?: string | undefined; isFavorite?: boolean | undefined }): Promise<void> {
  await q.query(
    `update message_templates set title = coalesce($2, title), message = coalesce($3, message), is_favorite = coalesce($4, is_favorite), update_ts = now() where id = $1`,
    [id, patch.title ?? null, patch.message ?? null, patch.isFavorite ?? null],
  );
}

/** Removing and restoring keep update_ts, so an undone delete comes back where it was. */
export async function setTemplateStatus(q: Queryable, id: number, status: 'live' | 'removed'): Promise<void> {
  await q.query('update message_templates set status = $2 where id = $1', [id, status]);
}
