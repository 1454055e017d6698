import type { ActAsAction, ActAsSession } from '@floorhire/domain-staff';
import type { GroupMembership } from '@floorhire/rules';
import type { Queryable } from '../../db';

// SQL of act-as sessions and their audit trail (act_as_sessions, act_as_actions; ADR 301).

export type EndReason = NonNullable<ActAsSession['endReason']>;

interface SessionRow {
  id: number;
  staff_user_id: number;
  staff_first: string;
  staff_last: string;
  user_profile_id: number;
  user_first: string;
  user_last: string;
  user_email: string;
  user_group: GroupMembership | null;
  return_path: string;
  client_address: string;
  start_ts: Date;
  expires_ts: Date;
  end_ts: Date | null;
  end_reason: EndReason | null;
  live: boolean;
}

const SESSION_SELECT = `select s.id, s.staff_user_id, st.name_first as staff_first, st.name_last as staff_last,
    s.user_profile_id, u.name_first as user_first, u.name_last as user_last, u.email as user_email, g.group_membership as user_group,
    s.return_path, s.client_address, s.start_ts, s.expires_ts, s.end_ts, s.end_reason,
    (s.end_ts is null and s.expires_ts > now()) as live
  from act_as_sessions s
  join user_profiles st on st.id = s.staff_user_id
  join user_profiles u on u.id = s.user_profile_id
  left join user_auth_groups g on g.user_profile_id = s.user_profile_id`;

/** Who sees the session: staff see everything; the user sees the staff member's first name and initial, no address. */
export type Viewer = 'staff' | 'user';

function sessionDto(r: SessionRow, viewer: Viewer): ActAsSession {
  const staffName = viewer === 'staff' ? `${r.staff_first} ${r.staff_last}`.trim() : `${r.staff_first} ${r.staff_last.slice(0, 1)}${r.staff_last ? '.' : ''}`.trim();
  return {
    id: r.id,
    staff: { id: viewer === 'staff' ? r.staff_user_id : null, name: staffName },
    user: { id: r.user_profile_id, nameFirst: r.user_first, nameLast: r.user_last, email: r.user_email, groupMembership: r.user_group },
    returnPath: r.return_path,
    clientAddress: viewer === 'staff' ? r.client_address : null,
    startTs: r.start_ts.toISOString(),
    expiresTs: r.expires_ts.toISOString(),
    // A session past its time that nobody closed ended then, by expiry.
    endTs: r.end_ts ? r.end_ts.toISOString() : r.live ? null : r.expires_ts.toISOString(),
    endReason: r.end_reason ?? (r.live ? null : 'expired'),
    live: r.live,
  };
}

export interface TargetRow {
  id: number;
  status: string;
  type: string;
  group_membership: GroupMembership | null;
  roles: string[] | null;
}

/** The user staff want to act as, with what decides whether they may. */
export function targetUser(q: Queryable, userId: number): Promise<TargetRow | undefined> {
  return q.one<TargetRow>(
    `select u.id, u.status, u.type, g.group_membership,
       (select array_agg(r.role_membership) from user_roles r where r.user_profile_id = u.id) as roles
     from user_profiles u left join user_auth_groups g on g.user_profile_id = u.id where u.id = $1`,
    [userId],
  );
}

/** Closes the staff member's open session, if any; answers its id. */
export async function closeOpenSessionOf(q: Queryable, staffUserId: number, reason: EndReason): Promise<number | undefined> {
  const row = await q.one<{ id: number }>(
    `update act_as_sessions set end_ts = least(now(), expires_ts), end_reason = case when expires_ts <= now() then 'expired' else $2 end
      where staff_user_id = $1 and end_ts is null returning id`,
    [staffUserId, reason],
  );
  return row?.id;
}

/** Closes every open session acting as the user (the user was archived, blocked or suspended). */
export async function closeOpenSessionsAs(q: Queryable, userId: number): Promise<number> {
  return (await q.query(`update act_as_sessions set end_ts = least(now(), expires_ts), end_reason = case when expires_ts <= now() then 'expired' else 'user-stopped' end where user_profile_id = $1 and end_ts is null`, [userId])).rowCount;
}

export async function insertSession(q: Queryable, s: { staffUserId: number; userId: number; returnPath: string; clientAddress: string; userAgent: string | null; minutes: number }): Promise<number> {
  const row = await q.one<{ id: number }>(
    `insert into act_as_sessions (staff_user_id, user_profile_id, return_path, client_address, user_agent, expires_ts)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6)) returning id`,
    [s.staffUserId, s.userId, s.returnPath, s.clientAddress, s.userAgent, s.minutes],
  );
  return row!.id;
}

export async function sessionById(q: Queryable, id: number, viewer: Viewer): Promise<ActAsSession | undefined> {
  const row = await q.one<SessionRow>(`${SESSION_SELECT} where s.id = $1`, [id]);
  return row ? sessionDto(row, viewer) : undefined;
}

/** The staff member's session that is still running (not closed, not past its time). */
export async function liveSessionOf(q: Queryable, staffUserId: number): Promise<ActAsSession | undefined> {
  const row = await q.one<SessionRow>(`${SESSION_SELECT} where s.staff_user_id = $1 and s.end_ts is null and s.expires_ts > now()`, [staffUserId]);
  return row ? sessionDto(row, 'staff') : undefined;
}

/** Whether this token's session may still act: open, in time, the same staff member and user. */
export async function isLive(q: Queryable, sessionId: number, staffUserId: number, userId: number): Promise<boolean> {
  const row = await q.one(
    'select 1 from act_as_sessions where id = $1 and staff_user_id = $2 and user_profile_id = $3 and end_ts is null and expires_ts > now()',
    [sessionId, staffUserId, userId],
  );
  return !!row;
}

export async function insertAction(q: Queryable, a: { sessionId: number; method: string; route: string; path: string; clientAddress: string; statusCode: number | null }): Promise<number> {
  const row = await q.one<{ id: string | number }>(
    `insert into act_as_actions (act_as_session_id, method, route, path, client_address, status_code, finish_ts)
     values ($1, $2, $3, $4, $5, $6, case when $6::int is null then null else now() end) returning id`,
    [a.sessionId, a.method, a.route, a.path.slice(0, 2000), a.clientAddress, a.statusCode],
  );
  return Number(row!.id);
}

export async function finishAction(q: Queryable, id: number, statusCode: number): Promise<void> {
  await q.query('update act_as_actions set status_code = $2, finish_ts = now() where id = $1 and finish_ts is null', [id, statusCode]);
}

/** A user's act-as sessions, newest first, with the writes of each. */
export async function historyOf(q: Queryable, userId: number, viewer: Viewer, limit: number, skip: number): Promise<{ sessions: (ActAsSession & { actions: ActAsAction[] })[]; count: number }> {
  const [{ rows }, count] = await Promise.all([
    q.query<SessionRow>(`${SESSION_SELECT} where s.user_profile_id = $1 order by s.start_ts desc, s.id desc limit $2 offset $3`, [userId, limit, skip]),
    q.one<{ n: number }>('select count(*)::int as n from act_as_sessions where user_profile_id = $1', [userId]),
  ]);
  const ids = rows.map((r) => r.id);
  const actions = ids.length
    ? (
        await q.query<{ id: string | number; act_as_session_id: number; method: string; route: string; path: string; status_code: number | null; client_address: string; create_ts: Date }>(
          'select id, act_as_session_id, method, route, path, status_code, client_address, create_ts from act_as_actions where act_as_session_id = any($1::int[]) order by id',
          [ids],
        )
      ).rows
    : [];
  return {
    count: count?.n ?? 0,
    sessions: rows.map((r) => ({
      ...sessionDto(r, viewer),
      actions: actions
        .filter((a) => a.act_as_session_id === r.id)
        .map((a) => ({
          id: Number(a.id),
          method: a.method,
          route: a.route,
          path: a.path,
          statusCode: a.status_code,
          clientAddress: viewer === 'staff' ? a.client_address : null,
          createTs: a.create_ts.toISOString(),
        })),
    })),
  };
}

export async function countLiveSessions(q: Queryable): Promise<number> {
  return (await q.one<{ n: number }>('select count(*)::int as n from act_as_sessions where end_ts is null and expires_ts > now()'))?.n ?? 0;
}
