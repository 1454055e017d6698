import type { GroupMembership } from '@floorhire/rules';
import type { PersonSummary, UserProfileDto, ProfileInclude } from '@floorhire/schemas';
import type { Queryable } from '../../db';

const iso = (value: Date | string | null | undefined): string | null => (value == null ? null : value instanceof Date ? value.toISOString() : value);

interface ProfileRow {
  id: number;
  email: string;
  name_first: string;
  name_last: string;
  phone: string | null;
  avatar_url: string | null;
  status: string;
  type: 'Normal' | 'Super Admin';
  notification_email: 0 | 1;
  notification_sms: 0 | 1;
  auth_strategy: string;
  create_ts: Date;
  group_membership: GroupMembership | null;
  roles: string[] | null;
  employers: { employerId: number; name: string; photoUrl: string | null }[] | null;
}

/** Reads a profile and the includes asked for. `jobApplicantsOfEmployers` limits applications to those employers (null = all). */
export async function readProfile(
  db: Queryable,
  userId: number,
  includes: readonly ProfileInclude[] = [],
  jobApplicantsOfEmployers: readonly number[] | null = null,
): Promise<UserProfileDto | null> {
  const row = await db.one<ProfileRow>(
    `select u.id, u.email, u.name_first, u.name_last, u.phone, u.avatar_url, u.status, u.type, u.notification_email, u.notification_sms,
       u.auth_strategy, u.create_ts, g.group_membership,
       (select array_agg(r.role_membership order by r.role_membership) from user_roles r where r.user_profile_id = u.id) as roles,
       (select json_agg(json_build_object('employerId', e.id, 'name', e.name, 'photoUrl', e.photo_url) order by e.name)
          from employer_users eu join employers e on e.id = eu.employer_id where eu.user_profile_id = u.id) as employers
     from user_profiles u left join user_auth_groups g on g.user_profile_id = u.id where u.id = $1`,
    [userId],
  );
  if (!row) return null;
  const dto: UserProfileDto = {
    id: row.id,
    nameFirst: row.name_first,
    nameLast: row.name_last,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatar_url,
    status: row.status,
    type: row.type,
    notificationEmail: row.notification_email,
    notificationSms: row.notification_sms,
    groupMembership: row.group_membership,
    userAuthGroup: row.group_membership ? { groupMembership: row.group_membership } : null,
    userRoles: (row.roles ?? []).map((roleMembership) => ({ roleMembership })),
    employerUserMaps: (row.employers ?? []).map((e) => ({ employerId: e.employerId, employer: { name: e.name, photoUrl: e.photoUrl } })),
    authStrategy: row.auth_strategy,
    createTs: row.create_ts.toISOString(),
  };
  if (includes.length === 0) return dto;
  const pro = await db.one<Record<string, unknown>>(
    `select p.*, (select json_agg(json_build_object('jobTitleId', pjt.job_title_id, 'yearsExperience', pjt.years_experience) order by pjt.job_title_id)
       from pro_job_titles pjt where pjt.pro_id = p.id) as pro_job_titles
     from pros p where p.user_profile_id = $1`,
    [userId],
  );
  const proId = (pro?.id as number | undefined) ?? -1;
  if (includes.includes('pro')) {
    dto.pro = pro
      ? {
          id: pro.id as number,
          userProfileId: userId,
          shiftFirst: pro.shift_first as boolean,
          shiftSecond: pro.shift_second as boolean,
          shiftThird: pro.shift_third as boolean,
          payRateMin: (pro.pay_rate_min as number | null) ?? null,
          postalCode: (pro.postal_code as string | null) ?? null,
          city: (pro.city as string | null) ?? null,
          state: (pro.state as string | null) ?? null,
          timezone: pro.timezone as string,
          resumeUrl: (pro.resume_url as string | null) ?? null,
          parsedResumeUrl: (pro.parsed_resume_url as string | null) ?? null,
          summary: (pro.summary as string | null) ?? null,
          proJobTitles: (pro.pro_job_titles as { jobTitleId: number; yearsExperience: number | null }[] | null) ?? [],
          lastActiveTs: iso(pro.last_active_ts as Date | null),
        }
      : null;
  }
  if (includes.includes('education')) {
    const { rows } = await db.query<Record<string, unknown>>(
      'select id, kind, school, degree, field_of_study, start_yyyymm, end_yyyymm from pro_education where pro_id = $1 order by coalesce(end_yyyymm, 999999) desc, id',
      [proId],
    );
    dto.educationCertifications = rows.map((r) => ({
      id: r.id as number,
      kind: r.kind as 'education' | 'certification',
      school: r.school as string,
      degree: (r.degree as string | null) ?? null,
      fieldOfStudy: (r.field_of_study as string | null) ?? null,
      startYYYYMM: (r.start_yyyymm as number | null) ?? null,
      endYYYYMM: (r.end_yyyymm as number | null) ?? null,
    }));
  }
  if (includes.includes('history')) {
    const { rows } = await db.query<Record<string, unknown>>(
      'select id, employer_name, job_title, job_title_id, city, state, description, start_yyyymm, end_yyyymm from pro_work_history where pro_id = $1 order by start_yyyymm desc, id',
      [proId],
    );
    dto.historyEmployers = rows.map((r) => ({
      id: r.id as number,
      employerName: r.employer_name as string,
      jobTitle: r.job_title as string,
      jobTitleId: (r.job_title_id as number | null) ?? null,
      city: (r.city as string | null) ?? null,
      state: (r.state as string | null) ?? null,
      description: (r.description as string | null) ?? null,
      startYYYYMM: r.start_yyyymm as number,
      endYYYYMM: (r.end_yyyymm as number | null) ?? null,
    }));
  }
  if (includes.includes('references')) {
    const { rows } = await db.query<Record<string, unknown>>(
      'select id, name_first, name_last, email, phone, company, relationship, status, endorsement, rating, endorse_ts from pro_references where pro_id = $1 order by id',
      [proId],
    );
    dto.references = rows.map((r) => ({
      id: r.id as number,
      nameFirst: r.name_first as string,
      nameLast: r.name_last as string,
      email: (r.email as string | null) ?? null,
      phone: (r.phone as string | null) ?? null,
      company: (r.company as string | null) ?? null,
      relationship: (r.relationship as string | null) ?? null,
      status: r.status as string,
      endorsement: (r.endorsement as string | null) ?? null,
      rating: (r.rating as number | null) ?? null,
      endorseTs: iso(r.endorse_ts as Date | null),
    }));
  }
  if (includes.includes('jobApplicants')) {
    const { rows } = await db.query<Record<string, unknown>>(
      `select a.id, a.job_id, a.status, a.score, a.apply_ts, a.create_ts, a.update_ts, j.employer_id,
         coalesce(j.display_title, t.title, j.job_title_custom, '') as title, j.city, j.state
       from job_applicants a join jobs j on j.id = a.job_id left join job_titles t on t.id = j.job_title_id
       where a.user_profile_id = $1 and ($2::int[] is null or j.employer_id = any($2::int[]))
       order by a.update_ts desc limit 200`,
      [userId, jobApplicantsOfEmployers ? [...jobApplicantsOfEmployers] : null],
    );
    dto.jobApplicants = rows.map((r) => ({
      id: r.id as number,
      jobId: r.job_id as number,
      status: r.status as string,
      score: (r.score as number | null) ?? null,
      applyTs: iso(r.apply_ts as Date | null),
      createTs: iso(r.create_ts as Date)!,
      updateTs: iso(r.update_ts as Date)!,
      job: { id: r.job_id as number, employerId: r.employer_id as number, title: r.title as string, city: (r.city as string | null) ?? null, state: (r.state as string | null) ?? null },
    }));
  }
  return dto;
}

const NETWORK_PART_SQL = {
  // An outreach the pro never answered (Notified, the matcher's) does not count.
  applied: (employerIdsSql: string) =>
    `select a.user_profile_id as id from job_applicants a join jobs j on j.id = a.job_id where j.employer_id = any(${employerIdsSql}) and a.status <> 'Notified'`,
  unlocked: (employerIdsSql: string) => `select u.pro_user_profile_id as id from pro_unlocks u where u.employer_id = any(${employerIdsSql})`,
} as const;

/**
 * ADR 037's rule as a read fragment other reads embed (an employer's network of pros, ADR 207):
 * the user profile ids of the pros who applied to one of the employers' jobs or whom one of them
 * unlocked, as a subquery (`where u.id in ${PRO_NETWORK_SQL(...)}`). `parts` narrows it to one.
 */
export const PRO_NETWORK_SQL = (employerIdsSql: string, parts: readonly ('applied' | 'unlocked')[] = ['applied', 'unlocked']): string =>
  parts.length === 0 ? '(select null::int as id where false)' : `(${parts.map((part) => NETWORK_PART_SQL[part](employerIdsSql)).join(' union ')})`;

/**
 * Which of these users the employers may know as pros (ADR 037): those who applied to one of
 * their jobs (an outreach the pro never answered, Notified, is not an application) and those
 * one of them unlocked in Talent Search. A conversation grants nothing: it is what this rule
 * gates.
 */
export async function prosKnownToEmployers(db: Queryable, employerIds: readonly number[], userIds: readonly number[]): Promise<Set<number>> {
  if (employerIds.length === 0 || userIds.length === 0) return new Set();
  const { rows } = await db.query<{ id: number }>(`select p.id from unnest($1::int[]) as p(id) where p.id in ${PRO_NETWORK_SQL('$2::int[]')}`, [
    [...new Set(userIds)],
    [...employerIds],
  ]);
  return new Set(rows.map((r) => r.id));
}

/** Colleague check for employer.user.edit: the target belongs to one of the caller's employers. */
export async function isColleague(db: Queryable, employerIds: readonly number[], userId: number): Promise<boolean> {
  if (employerIds.length === 0) return false;
  const row = await db.one('select 1 from employer_users where user_profile_id = $1 and employer_id = any($2::int[]) limit 1', [userId, [...employerIds]]);
  return !!row;
}

/** Staff users that are not archived, by first name (spec 002 §7 GET user-profile/super-admin). */
export async function listStaffUsers(db: Queryable): Promise<PersonSummary[]> {
  const { rows } = await db.query<{ id: number; name_first: string; name_last: string; email: string; group_membership: PersonSummary['groupMembership']; status: PersonSummary['status'] }>(
    `select u.id, u.name_first, u.name_last, u.email, g.group_membership, u.status
       from user_profiles u
       left join user_auth_groups g on g.user_profile_id = u.id
      where (u.type = 'Super Admin' or g.group_membership = 'Super Admin') and u.status <> 'archive'
      order by lower(u.name_first), lower(u.name_last), u.id`,
  );
  return rows.map((r) => ({ id: r.id, nameFirst: r.name_first, nameLast: r.name_last, email: r.email, groupMembership: r.group_membership, status: r.status }));
}

// ── writes (user_profiles, user_auth_groups, user_roles, referrals) ──────────────────

export interface LoginRow {
  id: number;
  email: string;
  phone: string | null;
  name_first: string;
  password_hash: string | null;
  status: string;
}

const LOGIN_COLUMNS = 'id, email, phone, name_first, password_hash, status';

export const findLoginByEmail = (q: Queryable, email: string) => q.one<LoginRow>(`select ${LOGIN_COLUMNS} from user_profiles where lower(email) = lower($1)`, [email]);
export const findLoginById = (q: Queryable, id: number) => q.one<LoginRow>(`select ${LOGIN_COLUMNS} from user_profiles where id = $1`, [id]);
export const findLoginByPhone = (q: Queryable, phone: string) => q.one<LoginRow>(`select ${LOGIN_COLUMNS} from user_profiles where phone = $1 order by id limit 1`, [phone]);

export async function userIdByEmail(q: Queryable, email: string): Promise<number | undefined> {
  return (await q.one<{ id: number }>('select id from user_profiles where lower(email) = lower($1)', [email]))?.id;
}

export async function emailTaken(q: Queryable, email: string): Promise<boolean> {
  return !!(await q.one('select 1 from user_profiles where lower(email) = lower($1)', [email]));
}

/** Locks the user's row for the rest of the transaction; false when there is no such user. */
export async function lockUser(q: Queryable, userId: number): Promise<boolean> {
  return !!(await q.one('select 1 from user_profiles where id = $1 for update', [userId]));
}

export interface NewUser {
  email: string;
  nameFirst?: string | undefined;
  nameLast?: string | undefined;
  phone?: string | null | undefined;
  passwordHash?: string | null | undefined;
  status: string;
  authStrategy: string;
}

export interface CreatedUser {
  id: number;
  email: string;
  phone: string | null;
  name_first: string;
  status: string;
}

export async function insertUser(q: Queryable, user: NewUser): Promise<CreatedUser> {
  return (await q.one<CreatedUser>(
    `insert into user_profiles (email, name_first, name_last, phone, password_hash, status, auth_strategy)
     values ($1, coalesce($2, ''), coalesce($3, ''), $4, $5, $6, $7) returning id, email, phone, name_first, status`,
    [user.email, user.nameFirst ?? null, user.nameLast ?? null, user.phone ?? null, user.passwordHash ?? null, user.status, user.authStrategy],
  ))!;
}

export async function updateProfile(
  q: Queryable,
  id: number,
  b: { nameFirst?: string | undefined; nameLast?: string | undefined; phone?: string | null | undefined; notificationEmail?: number | undefined; notificationSms?: number | undefined },
): Promise<boolean> {
  const updated = await q.query(
    `update user_profiles set
       name_first = coalesce($2, name_first), name_last = coalesce($3, name_last),
       phone = case when $4 then $5 else phone end,
       notification_email = coalesce($6, notification_email), notification_sms = coalesce($7, notification_sms),
       update_ts = now()
     where id = $1 returning id`,
    [id, b.nameFirst ?? null, b.nameLast ?? null, b.phone !== undefined, b.phone ?? null, b.notificationEmail ?? null, b.notificationSms ?? null],
  );
  return updated.rowCount > 0;
}

/** The address of the user's profile photo (the pro-profile module stores the photo itself). */
export async function setAvatarUrl(q: Queryable, id: number, avatarUrl: string | null): Promise<boolean> {
  return (await q.query('update user_profiles set avatar_url = $2, update_ts = now() where id = $1 returning id', [id, avatarUrl])).rowCount > 0;
}

/** A new password; an unverified or unconfirmed account becomes normal (the link proved the address). */
export async function setPasswordHash(q: Queryable, userId: number, passwordHash: string): Promise<void> {
  await q.query(
    `update user_profiles set password_hash = $2, update_ts = now(),
       status = case when status in ('unverified', 'unconfirmed') then 'normal' else status end where id = $1`,
    [userId, passwordHash],
  );
}

export async function markEmailVerified(q: Queryable, userId: number): Promise<void> {
  await q.query(`update user_profiles set status = 'normal', update_ts = now() where id = $1 and status in ('unverified', 'unconfirmed')`, [userId]);
}

/** An invitee completes the account: name, normal status, and a password when one was chosen. */
export async function completeInvitee(q: Queryable, userId: number, nameFirst: string, nameLast: string, passwordHash: string | null): Promise<void> {
  await q.query(
    `update user_profiles set name_first = $2, name_last = $3, status = 'normal', password_hash = coalesce($4, password_hash),
       auth_strategy = case when $4::text is null then auth_strategy else 'password' end, update_ts = now() where id = $1`,
    [userId, nameFirst, nameLast, passwordHash],
  );
}

export async function groupOf(q: Queryable, userId: number): Promise<GroupMembership | null> {
  const row = await q.one<{ group_membership: GroupMembership }>('select group_membership from user_auth_groups where user_profile_id = $1', [userId]);
  return row?.group_membership ?? null;
}

export async function fullNameOf(q: Queryable, userId: number): Promise<string | undefined> {
  return (await q.one<{ n: string }>(`select trim(name_first || ' ' || name_last) as n from user_profiles where id = $1`, [userId]))?.n;
}

export async function upsertGroup(q: Queryable, userId: number, group: GroupMembership): Promise<void> {
  await q.query(
    `insert into user_auth_groups (user_profile_id, group_membership) values ($1, $2)
     on conflict (user_profile_id) do update set group_membership = excluded.group_membership`,
    [userId, group],
  );
}

export async function removeRoles(q: Queryable, userId: number, roles: readonly string[]): Promise<void> {
  await q.query('delete from user_roles where user_profile_id = $1 and role_membership = any($2::text[])', [userId, [...roles]]);
}

export async function addRole(q: Queryable, userId: number, role: string): Promise<void> {
  await q.query('insert into user_roles (user_profile_id, role_membership) values ($1, $2) on conflict do nothing', [userId, role]);
}

export async function setUserType(q: Queryable, userId: number, type: 'Normal' | 'Super Admin'): Promise<void> {
  await q.query(`update user_profiles set type = $2, update_ts = now() where id = $1`, [userId, type]);
}

export async function insertReferral(
  q: Queryable,
  userId: number,
  r: { channel?: string | null | undefined; name?: string | null | undefined; subreferral?: string | null | undefined; term?: string | null | undefined; content?: string | null | undefined },
): Promise<number> {
  const row = await q.one<{ id: number }>(
    'insert into referrals (user_profile_id, channel, name, subreferral, term, content) values ($1, $2, $3, $4, $5, $6) returning id',
    [userId, r.channel ?? null, r.name ?? null, r.subreferral ?? null, r.term ?? null, r.content ?? null],
  );
  return row!.id;
}

/** The employer the user may switch to: one of theirs (staff: any), or undefined. */
export async function switchableEmployer(q: Queryable, userId: number, employerId: number, isStaff: boolean): Promise<{ id: number; name: string; photo_url: string | null } | undefined> {
  return q.one<{ id: number; name: string; photo_url: string | null }>(
    `select e.id, e.name, e.photo_url from employers e
     where e.id = $2 and ($3 or exists (select 1 from employer_users eu where eu.employer_id = e.id and eu.user_profile_id = $1))`,
    [userId, employerId, isStaff],
  );
}

/** Sign-in and token refresh note the user's last activity. */
export async function touchLastActive(q: Queryable, userId: number): Promise<void> {
  await q.query('update user_profiles set last_active_ts = now() where id = $1', [userId]);
}

export async function anyUser(q: Queryable): Promise<boolean> {
  return !!(await q.one('select 1 from user_profiles limit 1'));
}
