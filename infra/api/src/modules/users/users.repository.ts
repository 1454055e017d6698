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
      'select id, uuid, name_first, name_last, email, phone, company, relationship, status, endorsement, rating, endorse_ts from pro_references where pro_id = $1 order by id',
      [proId],
    );
    dto.references = rows.map((r) => ({
      id: r.id as number,
      uuid: String(r.uuid),
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

/**
 * Can this employer user see that profile? Colleagues of a shared employer, and pros who applied
 * to, were unlocked by, or talk with one of the caller's employers.
 */
export async function employerCanSee(db: Queryable, employerIds: readonly number[], userId: number): Promise<boolean> {
  if (employerIds.length === 0) return false;
  const row = await db.one<{ ok: boolean }>(
    `select exists (select 1 from employer_users where user_profile_id = $1 and employer_id = any($2::int[]))
        or exists (select 1 from job_applicants a join jobs j on j.id = a.job_id where a.user_profile_id = $1 and j.employer_id = any($2::int[]))
        or exists (select 1 from pro_unlocks where pro_user_profile_id = $1 and employer_id = any($2::int[]))
        or exists (select 1 from conversations where user_profile_id = $1 and employer_id = any($2::int[])) as ok`,
    [userId, [...employerIds]],
  );
  return row?.ok ?? false;
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
