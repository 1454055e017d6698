import { nameMatch, type StaffOverview, type StaffUserRow, type UserListFilter, type UserListOrder, type UserListWhere } from '@floorhire/domain-staff';
import type { Queryable, SqlParam } from '../../db';
import { escapeLike } from '../../db/like';

// Reads of the staff users list (spec 002 §7 GET user-profile/all and /count) and the staff
// home's counts. The rows are other modules' (users, employer, pro-profile, jobs): read here, written
// only through their owners.

function listOf<T extends string>(value: T | { inq: readonly T[] } | '' | null | undefined): T[] {
  if (value === undefined || value === null || value === '') return [];
  return typeof value === 'object' ? [...value.inq] : [value];
}

function userWhere(where: UserListWhere | undefined): { sql: string; params: SqlParam[] } {
  const params: SqlParam[] = [];
  const parts: string[] = ['true'];
  const add = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (!where) return { sql: parts.join(' and '), params };
  const name = nameMatch(where.name ?? '');
  // Spec 002 §5: a name with a space is first and last name; one word is either.
  if (name.kind === 'either') {
    const p = add(`%${escapeLike(name.word)}%`);
    parts.push(`(u.name_first ilike ${p} or u.name_last ilike ${p})`);
  } else if (name.kind === 'both') {
    parts.push(`u.name_first ilike ${add(`%${escapeLike(name.first)}%`)} and u.name_last ilike ${add(`%${escapeLike(name.last)}%`)}`);
  }
  if (where.phone) parts.push(`u.phone like ${add(`%${where.phone}%`)}`);
  if (where.email?.trim()) parts.push(`u.email ilike ${add(`%${escapeLike(where.email.trim())}%`)}`);
  const groups = listOf(where.groupMembership);
  if (groups.length > 0) parts.push(`g.group_membership = any(${add(groups)}::text[])`);
  const statuses = listOf(where.status);
  if (statuses.length > 0) parts.push(`u.status = any(${add(statuses)}::text[])`);
  if (typeof where.employerId === 'number') parts.push(`exists (select 1 from employer_users eu where eu.user_profile_id = u.id and eu.employer_id = ${add(where.employerId)})`);
  return { sql: parts.join(' and '), params };
}

const ORDER: Record<UserListOrder, string> = {
  'createTs DESC': 'u.create_ts desc, u.id desc',
  'createTs ASC': 'u.create_ts asc, u.id asc',
  'nameLast ASC': 'lower(u.name_last) asc, lower(u.name_first) asc, u.id',
  'nameLast DESC': 'lower(u.name_last) desc, lower(u.name_first) desc, u.id desc',
  'lastActiveTs DESC': 'u.last_active_ts desc nulls last, u.id desc',
};

interface UserRow {
  id: number;
  name_first: string;
  name_last: string;
  email: string;
  phone: string | null;
  status: StaffUserRow['status'];
  type: StaffUserRow['type'];
  group_membership: StaffUserRow['groupMembership'];
  create_ts: Date;
  last_active_ts: Date | null;
  employers: { id: number; name: string }[] | null;
  pro_id: number | null;
}

export async function listUsers(q: Queryable, filter: UserListFilter | undefined, defaultLimit: number): Promise<StaffUserRow[]> {
  const where = userWhere(filter?.where);
  const n = where.params.length;
  const { rows } = await q.query<UserRow>(
    `select u.id, u.name_first, u.name_last, u.email, u.phone, u.status, u.type, g.group_membership, u.create_ts, u.last_active_ts,
       (select json_agg(json_build_object('id', e.id, 'name', e.name) order by e.name) from employer_users eu join employers e on e.id = eu.employer_id where eu.user_profile_id = u.id) as employers,
       (select p.id from pros p where p.user_profile_id = u.id) as pro_id
     from user_profiles u left join user_auth_groups g on g.user_profile_id = u.id
     where ${where.sql}
     order by ${ORDER[filter?.order ?? 'createTs DESC']} limit $${n + 1} offset $${n + 2}`,
    [...where.params, filter?.limit ?? defaultLimit, filter?.skip ?? filter?.offset ?? 0],
  );
  return rows.map((r) => ({
    id: r.id,
    nameFirst: r.name_first,
    nameLast: r.name_last,
    email: r.email,
    phone: r.phone,
    status: r.status,
    type: r.type,
    groupMembership: r.group_membership,
    createTs: r.create_ts.toISOString(),
    lastActiveTs: r.last_active_ts ? r.last_active_ts.toISOString() : null,
    employers: r.employers ?? [],
    proId: r.group_membership === 'Expert' ? r.pro_id : null,
  }));
}

export async function countUsers(q: Queryable, where: UserListWhere | undefined): Promise<number> {
  const w = userWhere(where);
  return (await q.one<{ n: number }>(`select count(*)::int as n from user_profiles u left join user_auth_groups g on g.user_profile_id = u.id where ${w.sql}`, w.params))?.n ?? 0;
}

/** The staff home's counts, in one statement. */
export async function overviewCounts(q: Queryable): Promise<Omit<StaffOverview, 'openInboxItems' | 'liveActAsSessions'>> {
  const row = await q.one<Omit<StaffOverview, 'openInboxItems' | 'liveActAsSessions'>>(
    `select
       (select count(*)::int from user_profiles where status <> 'archive') as "users",
       (select count(*)::int from user_profiles u join user_auth_groups g on g.user_profile_id = u.id where g.group_membership = 'Super Admin' and u.status <> 'archive') as "staff",
       (select count(*)::int from user_profiles u join user_auth_groups g on g.user_profile_id = u.id where g.group_membership in ('Company Admin', 'Hiring Manager') and u.status <> 'archive') as "employerUsers",
       (select count(*)::int from user_profiles u join user_auth_groups g on g.user_profile_id = u.id where g.group_membership = 'Expert' and u.status <> 'archive') as "pros",
       (select count(*)::int from employers where status <> 'archive') as "employers",
       (select count(*)::int from jobs where status = 'live') as "liveJobs",
       (select count(*)::int from employer_features f join employers e on e.id = f.employer_id
          where f.feature_name = 'Talent Search' and f.feature_status = 'Requested' and e.status <> 'archive') as "talentSearchRequests"`,
  );
  return row!;
}
