import type { Queryable } from '../../db';

// What the employer account asks of users (team screens, sign-in settings, notifications): its
// SQL, over this module's tables. docs/decisions/290-employer-account-module.md.

export interface TeamMemberRow {
  id: number;
  name_first: string;
  name_last: string;
  email: string;
  phone: string | null;
  status: string;
  group_membership: string | null;
  roles: string[] | null;
}

export function teamMember(q: Queryable, userId: number): Promise<TeamMemberRow | undefined> {
  return q.one<TeamMemberRow>(
    `select u.id, u.name_first, u.name_last, u.email, u.phone, u.status, g.group_membership,
       (select array_agg(r.role_membership order by r.role_membership) from user_roles r where r.user_profile_id = u.id) as roles
     from user_profiles u left join user_auth_groups g on g.user_profile_id = u.id where u.id = $1`,
    [userId],
  );
}

export async function setStatus(q: Queryable, userId: number, status: string): Promise<void> {
  await q.query('update user_profiles set status = $2, update_ts = now() where id = $1', [userId, status]);
}

/** A password chosen while signed in: the status stays (the e-mail is proved only by a link). */
export async function replacePasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await q.query(`update user_profiles set password_hash = $2, auth_strategy = 'password', update_ts = now() where id = $1`, [userId, passwordHash]);
}

export interface NotifiableRow {
  id: number;
  email: string;
  phone: string | null;
  name_first: string;
  status: string;
  notification_email: 0 | 1;
  notification_sms: 0 | 1;
}

export async function notifiable(q: Queryable, userIds: readonly number[]): Promise<NotifiableRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<NotifiableRow>(
    'select id, email, phone, name_first, status, notification_email, notification_sms from user_profiles where id = any($1::int[]) order by id',
    [[...userIds]],
  );
  return rows;
}
