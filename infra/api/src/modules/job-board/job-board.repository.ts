import type { ApplicantStatus } from '@floorhire/rules';
import type { JobNotificationStatus, JobSort } from '@floorhire/domain-job-board';
import type { Queryable, SqlParam } from '../../db';
import { escapeLike } from '../../db/like';

// SQL of the job board. It owns job_notifications (outreach about a job to a pro, spec 002 §3).
// Jobs, applications and taxonomies are read here as the public board's read model; they are
// written only through their own modules (ADR 210).

const TITLE = `coalesce(nullif(j.display_title, ''), jt.title, j.job_title_custom, 'Job')`;

export interface JobRow {
  id: number;
  job_title_id: number | null;
  title: string;
  employer_name: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
  pay_rate_period: 'hourly' | 'annual';
  pay_rate_min: number | null;
  pay_rate_max: number | null;
  pay_rate_salary_min: number | null;
  pay_rate_salary_max: number | null;
  shift: number | null;
  start_time: string | null;
  end_time: string | null;
  hire_type: string | null;
  experience: string | null;
  question_count: number;
  create_ts: Date;
  update_ts: Date;
}

export interface ProJobRow extends JobRow {
  notification_status: JobNotificationStatus | null;
  application_id: number | null;
  application_status: ApplicantStatus | null;
}

export interface JobQuery {
  titleIds: readonly number[];
  minPay: number | null;
  shifts: readonly number[];
  ids: readonly number[] | null;
  excludeIds: readonly number[];
  /** The pro whose own state joins each job (null for visitors). */
  proUserId: number | null;
  /** Leave out jobs the pro dismissed or withdrew from (the pro's own not-interested list). */
  hideProNotInterested: boolean;
  sortBy: JobSort;
  /** null: every match (the caller filters by distance and pages). */
  page: { limit: number; skip: number } | null;
  /** Only jobs placed (own coordinates, else their ZIP's centre) inside this box. */
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number } | null;
}

const COLUMNS = `j.id, j.job_title_id, ${TITLE} as title,
  case when j.anonymous then null else e.name end as employer_name,
  j.city, j.state, j.postal_code, coalesce(j.lat, pc.lat) as lat, coalesce(j.lng, pc.lng) as lng, j.pay_rate_period,
  j.pay_rate_min::float8 as pay_rate_min, j.pay_rate_max::float8 as pay_rate_max,
  j.pay_rate_salary_min::float8 as pay_rate_salary_min, j.pay_rate_salary_max::float8 as pay_rate_salary_max,
  j.shift, to_char(j.start_time, 'HH24:MI') as start_time, to_char(j.end_time, 'HH24:MI') as end_time,
  j.hire_type, j.experience,
  (select count(*)::int from screener_questions sq where sq.job_id = j.id) as question_count,
  j.create_ts, j.update_ts`;

const PRO_COLUMNS = `, jn.status as notification_status, ja.id as application_id, ja.status as application_status`;

/** §5 pay rule in SQL: no maximum, or a maximum at or above the minimum (annual over 2080 hours). */
const PAY_SQL = (p: string) => `(case when j.pay_rate_period = 'annual' then j.pay_rate_salary_max is null or j.pay_rate_salary_max >= ${p} * 2080
  else j.pay_rate_max is null or j.pay_rate_max >= ${p} end)`;

const ORDER: Record<JobSort, string> = {
  'updateTs desc': 'j.update_ts desc, j.id desc',
  'updateTs asc': 'j.update_ts asc, j.id asc',
  // Distance is sorted by the caller after it has the coordinates; SQL keeps a stable order.
  'distance asc': 'j.update_ts desc, j.id desc',
  'pay desc': `coalesce(case when j.pay_rate_period = 'annual' then j.pay_rate_salary_max / 2080 else j.pay_rate_max end, 0) desc, j.id desc`,
};

function whereOf(f: JobQuery, params: SqlParam[]): string {
  const add = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`j.status = 'live'`];
  if (f.titleIds.length > 0) where.push(`j.job_title_id = any(${add(f.titleIds)}::int[])`);
  if (f.minPay !== null) where.push(PAY_SQL(`${add(f.minPay)}::numeric`));
  if (f.shifts.length > 0) where.push(`(j.shift is null or j.shift = any(${add(f.shifts)}::int[]))`);
  if (f.ids) where.push(`j.id = any(${add(f.ids)}::int[])`);
  if (f.box) {
    where.push(`coalesce(j.lat, pc.lat) between ${add(f.box.minLat)} and ${add(f.box.maxLat)}`);
    where.push(`coalesce(j.lng, pc.lng) between ${add(f.box.minLng)} and ${add(f.box.maxLng)}`);
  }
  if (f.excludeIds.length > 0) where.push(`not (j.id = any(${add(f.excludeIds)}::int[]))`);
  if (f.proUserId !== null && f.hideProNotInterested) {
    const pro = add(f.proUserId);
    where.push(`not exists (select 1 from job_applicants x where x.job_id = j.id and x.user_profile_id = ${pro} and x.status = 'Not interested')`);
    where.push(`not exists (select 1 from job_notifications y where y.job_id = j.id and y.user_profile_id = ${pro} and y.status = 'DISMISSED')`);
  }
  return where.join(' and ');
}

function fromOf(proParam: string | null): string {
  // postal_codes is the geo module's gazetteer table: a job with only a ZIP is placed at its centre.
  const base = `from jobs j join employers e on e.id = j.employer_id left join job_titles jt on jt.id = j.job_title_id
    left join postal_codes pc on pc.postal_code = j.postal_code`;
  if (!proParam) return base;
  return `${base}
    left join job_notifications jn on jn.job_id = j.id and jn.user_profile_id = ${proParam}
    left join job_applicants ja on ja.job_id = j.id and ja.user_profile_id = ${proParam}`;
}

export async function findJobs(q: Queryable, f: JobQuery): Promise<ProJobRow[]> {
  const params: SqlParam[] = [];
  const proParam = f.proUserId === null ? null : (params.push(f.proUserId), `$${params.length}`);
  const where = whereOf(f, params);
  let paging = '';
  if (f.page) {
    params.push(f.page.limit, f.page.skip);
    paging = `limit $${params.length - 1} offset $${params.length}`;
  } else {
    // A radius search reads the matches inside the box before measuring; a ceiling keeps one request bounded.
    paging = 'limit 5000';
  }
  const { rows } = await q.query<ProJobRow>(`select ${COLUMNS}${proParam ? PRO_COLUMNS : ''} ${fromOf(proParam)} where ${where} order by ${ORDER[f.sortBy]} ${paging}`, params);
  return rows;
}

export async function countJobs(q: Queryable, f: JobQuery): Promise<number> {
  const params: SqlParam[] = [];
  const where = whereOf(f, params);
  return (await q.one<{ n: number }>(`select count(*)::int as n ${fromOf(null)} where ${where}`, params))?.n ?? 0;
}

export async function jobById(q: Queryable, id: number, proUserId: number | null): Promise<(ProJobRow & { description_html: string | null }) | undefined> {
  const params: SqlParam[] = [id];
  const proParam = proUserId === null ? null : (params.push(proUserId), `$${params.length}`);
  return q.one(`select ${COLUMNS}, j.description_html${proParam ? PRO_COLUMNS : ''} ${fromOf(proParam)} where j.id = $1 and j.status = 'live'`, params);
}

export async function skillsOfJob(q: Queryable, jobId: number): Promise<{ id: number; name: string; category: number }[]> {
  const { rows } = await q.query<{ id: number; name: string; category: number }>(
    `select s.id, s.name, s.category from job_skill_maps m join job_skills s on s.id = m.job_skill_id where m.job_id = $1 order by s.category, s.name`,
    [jobId],
  );
  return rows;
}

// ── job notifications (this module's table) ──

export async function upsertNotification(q: Queryable, jobId: number, userId: number, status: JobNotificationStatus): Promise<void> {
  await q.query(
    `insert into job_notifications (job_id, user_profile_id, status) values ($1, $2, $3)
     on conflict (job_id, user_profile_id) do update set status = excluded.status, update_ts = now()`,
    [jobId, userId, status],
  );
}

export async function applicationOf(q: Queryable, jobId: number, userId: number): Promise<{ id: number; status: ApplicantStatus } | undefined> {
  return q.one(`select id, status from job_applicants where job_id = $1 and user_profile_id = $2`, [jobId, userId]);
}

export async function liveJobExists(q: Queryable, jobId: number): Promise<boolean> {
  return !!(await q.one(`select 1 as x from jobs where id = $1 and status = 'live'`, [jobId]));
}

// ── taxonomy reads for the public pages ──

export async function liveJobTitles(q: Queryable, search: string | null, limit: number): Promise<{ id: number; title: string }[]> {
  const params: SqlParam[] = [limit];
  let filter = '';
  if (search) {
    params.push(`%${escapeLike(search)}%`);
    filter = `and title ilike $2`;
  }
  const { rows } = await q.query<{ id: number; title: string }>(`select id, title from job_titles where status = 'live' ${filter} order by title limit $1`, params);
  return rows;
}

export async function industries(q: Queryable): Promise<{ id: number; name: string }[]> {
  return (await q.query<{ id: number; name: string }>(`select id, name from industries order by name`)).rows;
}

export async function achievements(q: Queryable): Promise<{ id: number; title: string }[]> {
  return (await q.query<{ id: number; title: string }>(`select id, title from achievements order by id`)).rows;
}

// ── the pro's applications ──

export interface ProApplicationRow {
  id: number;
  job_id: number;
  job_title: string;
  employer_name: string | null;
  city: string | null;
  state: string | null;
  status: ApplicantStatus;
  apply_ts: Date | null;
  update_ts: Date;
  unanswered: number;
  next_ts: Date | null;
  next_status: string | null;
  next_timezone: string | null;
  next_type: string | null;
  proposed: number;
}

export async function applicationsOfPro(q: Queryable, userId: number): Promise<ProApplicationRow[]> {
  const { rows } = await q.query<ProApplicationRow>(
    `select a.id, a.job_id, ${TITLE} as job_title, case when j.anonymous then null else e.name end as employer_name, j.city, j.state,
            a.status, a.apply_ts, a.update_ts,
            (select count(*)::int from screener_questions sq where sq.job_id = j.id
               and not exists (select 1 from screener_answers sa where sa.job_applicant_id = a.id and sa.screener_question_id = sq.id)) as unanswered,
            nx.ts_interview as next_ts, nx.status as next_status, nx.timezone as next_timezone, nx.type as next_type,
            (select count(*)::int from interviews i join interview_slots s on s.interview_id = i.id
              where i.job_applicant_id = a.id and s.status = 'Proposed' and coalesce(s.proposer, 'Business') <> 'Skilled Pro') as proposed
       from job_applicants a
       join jobs j on j.id = a.job_id
       join employers e on e.id = j.employer_id
       left join job_titles jt on jt.id = j.job_title_id
       left join lateral (
         select s.ts_interview, s.status, i.timezone, i.type from interviews i join interview_slots s on s.interview_id = i.id
          where i.job_applicant_id = a.id and s.status in ('Accepted', 'Confirmed', 'Proposed') and s.ts_interview > now() - interval '1 day'
          order by case when s.status in ('Accepted', 'Confirmed') then 0 else 1 end, s.ts_interview limit 1) nx on true
      where a.user_profile_id = $1
      order by coalesce(a.apply_ts, a.create_ts) desc, a.id desc`,
    [userId],
  );
  return rows;
}

/** The demo seed's live jobs with their taxonomy title, in id order. */
export async function demoLiveJobs(q: Queryable): Promise<{ id: number; employer_id: number; title: string }[]> {
  const { rows } = await q.query<{ id: number; employer_id: number; title: string }>(
    `select j.id, j.employer_id, jt.title from jobs j join job_titles jt on jt.id = j.job_title_id where j.status = 'live' order by j.id`,
  );
  return rows;
}
