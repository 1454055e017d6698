import type { ActionItem } from '@floorhire/domain-applications';
import type { Queryable, SqlParam } from '../../db';
import { JOB_TITLE_SQL } from '../jobs';

// SQL of the inbox of action items (inbox_items). A scope is a where clause over the items
// aliased n and its parameters; the service builds it from the caller.

export interface ItemRow {
  id: number;
  type: ActionItem['type'];
  job_id: number | null;
  pro_id: number | null;
  employer_id: number | null;
  job_applicant_id: number | null;
  conversation_id: number | null;
  create_ts: Date;
  read: boolean;
  seen: boolean;
  pro_name: string | null;
  job_title: string | null;
}

export interface Scope {
  sql: string;
  params: SqlParam[];
}

const SELECT = `select n.id, n.type, n.job_id, n.pro_id, n.employer_id, n.job_applicant_id, n.conversation_id, n.create_ts, n.read, n.seen,
    nullif(trim(p.name_first || ' ' || p.name_last), '') as pro_name, case when j.id is null then null else ${JOB_TITLE_SQL} end as job_title
  from inbox_items n left join user_profiles p on p.id = n.pro_id left join jobs j on j.id = n.job_id left join job_titles jt on jt.id = j.job_title_id`;

export async function itemsIn(q: Queryable, scope: Scope, limit: number, skip: number): Promise<ItemRow[]> {
  const n = scope.params.length;
  const { rows } = await q.query<ItemRow>(`${SELECT} where ${scope.sql} order by n.create_ts desc, n.id desc limit $${n + 1} offset $${n + 2}`, [...scope.params, limit, skip]);
  return rows;
}

export async function countsIn(q: Queryable, scope: Scope): Promise<{ n: number; unread: number }> {
  return (await q.one<{ n: number; unread: number }>(`select count(*)::int as n, count(*) filter (where not n.read)::int as unread from inbox_items n where ${scope.sql}`, scope.params))!;
}

export function itemWithOwner(q: Queryable, id: number): Promise<(ItemRow & { user_profile_id: number | null }) | undefined> {
  return q.one<ItemRow & { user_profile_id: number | null }>(`${SELECT.replace('select n.id,', 'select n.user_profile_id, n.id,')} where n.id = $1`, [id]);
}

/** The neighbours of an item in its list: the newer one (previous) and the older one (next). */
export async function neighbours(q: Queryable, scope: Scope, id: number): Promise<{ previousId: number | null; nextId: number | null }> {
  const n = scope.params.length;
  const prev = await q.one<{ id: number }>(
    // Compare against the stored row, not a JS Date: PostgreSQL keeps microseconds a Date drops.
    `select n.id from inbox_items n where ${scope.sql} and (n.create_ts, n.id) > (select c.create_ts, c.id from inbox_items c where c.id = $${n + 1}) order by n.create_ts, n.id limit 1`,
    [...scope.params, id],
  );
  const next = await q.one<{ id: number }>(
    `select n.id from inbox_items n where ${scope.sql} and (n.create_ts, n.id) < (select c.create_ts, c.id from inbox_items c where c.id = $${n + 1}) order by n.create_ts desc, n.id desc limit 1`,
    [...scope.params, id],
  );
  return { previousId: prev?.id ?? null, nextId: next?.id ?? null };
}

export async function setRead(q: Queryable, id: number, read: boolean): Promise<void> {
  await q.query('update inbox_items set read = $2, seen = seen or $2 where id = $1', [id, read]);
}

export async function setSeen(q: Queryable, id: number, seen: boolean): Promise<void> {
  await q.query('update inbox_items set seen = $2 where id = $1', [id, seen]);
}

export async function deleteItem(q: Queryable, id: number): Promise<void> {
  await q.query('delete from inbox_items where id = $1', [id]);
}

/** Marks the unread new-message items of the scope read; answers how many. */
export async function readAllMessages(q: Queryable, scope: Scope): Promise<number> {
  return (await q.query(`update inbox_items n set read = true, seen = true where ${scope.sql} and not n.read and n.type = 'new message'`, scope.params)).rowCount;
}

export async function employersOfUser(q: Queryable, userId: number): Promise<number[]> {
  return (await q.query<{ employer_id: number }>('select employer_id from employer_users where user_profile_id = $1', [userId])).rows.map((r) => r.employer_id);
}

/** One pre-screened item per applicant while one is unread. */
export async function insertPrescreenedItem(q: Queryable, item: { jobApplicantId: number; employerId: number; jobId: number; proId: number }): Promise<void> {
  await q.query(
    `insert into inbox_items (type, employer_id, job_id, pro_id, job_applicant_id)
     select 'prescreened candidate', $2, $3, $4, $1
     where not exists (select 1 from inbox_items where job_applicant_id = $1 and type = 'prescreened candidate' and not read)`,
    [item.jobApplicantId, item.employerId, item.jobId, item.proId],
  );
}

export async function deletePrescreenedItems(q: Queryable, jobApplicantId: number): Promise<void> {
  await q.query(`delete from inbox_items where job_applicant_id = $1 and type = 'prescreened candidate'`, [jobApplicantId]);
}

/** One unread new-message item per conversation: a further reply while it is unread adds none. */
export async function insertMessageItem(q: Queryable, item: { employerId: number; conversationId: number; proId: number; jobId: number | null; jobApplicantId: number | null }): Promise<boolean> {
  const { rowCount } = await q.query(
    `insert into inbox_items (type, employer_id, conversation_id, pro_id, job_id, job_applicant_id)
     select 'new message', $1, $2, $3, $4, $5
     where not exists (select 1 from inbox_items where conversation_id = $2 and type = 'new message' and not read)`,
    [item.employerId, item.conversationId, item.proId, item.jobId, item.jobApplicantId],
  );
  return rowCount > 0;
}

// ── the demo seed's reads (inbox.seed.ts) ──

/** Every conversation with the employer member who wrote in it and whether the pro wrote last. */
export async function demoConversationsForInbox(q: Queryable) {
  const { rows } = await q.query<{ id: number; employer_id: number; user_profile_id: number; job_id: number | null; job_applicant_id: number | null; read: boolean; active_ts: Date; employer_sender: number | null; last_from_pro: boolean }>(
    `select c.id, c.employer_id, c.user_profile_id, c.job_id, c.job_applicant_id, c.read, c.active_ts,
            (select m.sender_id from messages m where m.conversation_id = c.id and m.sender_id <> c.user_profile_id order by m.id limit 1) as employer_sender,
            coalesce((select m.sender_id = c.user_profile_id from messages m where m.conversation_id = c.id order by m.create_ts desc, m.id desc limit 1), false) as last_from_pro
       from conversations c order by c.id`,
  );
  return rows;
}

/** New and client applicants of live jobs; k is the applicant's place among its job's applicants, from 0. */
export async function demoPrescreenedForInbox(q: Queryable) {
  const { rows } = await q.query<{ id: number; job_id: number; user_profile_id: number; employer_id: number; update_ts: Date; k: number }>(
    `select x.id, x.job_id, x.user_profile_id, x.employer_id, x.update_ts, x.k from (
       select ja.id, ja.job_id, ja.user_profile_id, ja.status, ja.update_ts, j.employer_id, j.status as job_status,
              (row_number() over (partition by ja.job_id order by ja.id) - 1)::int as k
         from job_applicants ja join jobs j on j.id = ja.job_id) x
      where x.job_status = 'live' and x.status in ('Client', 'New') order by x.id`,
  );
  return rows;
}
