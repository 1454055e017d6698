import type { CreateEmployerBody } from '@floorhire/domain-staff';
import type { Queryable } from '../../db';

// SQL of the staff's employer writes (spec 002 §7 POST employer; the employer page's assignee,
// watchers and status; ADR 303).

export async function insertFullEmployer(q: Queryable, b: CreateEmployerBody): Promise<number> {
  const row = await q.one<{ id: number }>(
    `insert into employers (name, status, size, street1, city, state, postal_code, phone, website, industry_id, assignee_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, nullif($9, ''), $10, $11) returning id`,
    [b.name, b.status, b.size ?? null, b.street1 || null, b.city || null, b.state ?? null, b.postalCode ?? null, b.phone ?? null, b.website, b.industryId ?? null, b.assigneeId ?? null],
  );
  return row!.id;
}

export async function addIndustry(q: Queryable, employerId: number, industryId: number): Promise<void> {
  await q.query('insert into employer_industries (employer_id, industry_id) values ($1, $2) on conflict do nothing', [employerId, industryId]);
}

export async function industryExists(q: Queryable, id: number): Promise<boolean> {
  return !!(await q.one('select 1 from industries where id = $1', [id]));
}

/** The ids among these that are staff users who are not archived. */
export async function activeStaffIds(q: Queryable, ids: readonly number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `select u.id from user_profiles u left join user_auth_groups g on g.user_profile_id = u.id
      where u.id = any($1::int[]) and u.status <> 'archive' and (u.type = 'Super Admin' or g.group_membership = 'Super Admin')`,
    [[...ids]],
  );
  return rows.map((r) => r.id);
}

export async function updateAssignee(q: Queryable, employerId: number, assigneeId: number | null): Promise<boolean> {
  return (await q.query('update employers set assignee_id = $2, update_ts = now() where id = $1', [employerId, assigneeId])).rowCount > 0;
}

export async function updateStatus(q: Queryable, employerId: number, status: string): Promise<boolean> {
  return (await q.query('update employers set status = $2, update_ts = now() where id = $1', [employerId, status])).rowCount > 0;
}

/** The employer is watched by exactly these users afterwards. */
export async function replaceWatchers(q: Queryable, employerId: number, watcherIds: readonly number[]): Promise<void> {
  await q.query('delete from employer_watcher_maps where employer_id = $1 and not (watcher_id = any($2::int[]))', [employerId, [...watcherIds]]);
  await q.query(
    'insert into employer_watcher_maps (employer_id, watcher_id) select $1, w from unnest($2::int[]) as w on conflict do nothing',
    [employerId, [...watcherIds]],
  );
  await q.query('update employers set update_ts = now() where id = $1', [employerId]);
}
