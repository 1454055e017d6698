import type { AchievementId, NetworkPart, ProListOrder, ProSearch } from '@floorhire/domain-pro-profile';
import type { Queryable, SqlParam } from '../../db';
import { JOB_TITLE_SQL } from '../jobs';
import { PRO_NETWORK_SQL } from '../users';

// SQL of pro records (ADR 206) and of an employer's network of pros (ADR 207). Who is in a
// network is the users module's one rule (PRO_NETWORK_SQL, ADR 037), embedded here.

export interface ProListRow {
  user_profile_id: number;
  pro_id: number;
  name_first: string;
  name_last: string;
  email: string;
  phone: string | null;
  city: string | null;
  state: string | null;
  headline: string | null;
  last_active_ts: Date | null;
  create_ts: Date;
  status: string;
  achievements: string[];
}

export interface NetworkRow extends ProListRow {
  applied: boolean;
  unlocked: boolean;
  last_apply_ts: Date | null;
  postal_code: string | null;
  summary: string | null;
}

/** Which pros a read covers: every pro (staff), or an employer's network, maybe one job's applicants. */
export interface ProScope {
  network?: { employerIds: readonly number[]; parts: readonly NetworkPart[]; jobId: number | null };
  search: ProSearch | null;
  userProfileId?: number;
}

const ORDER_SQL: Record<ProListOrder, string> = {
  'createTs DESC': 'p.create_ts desc, p.id desc',
  'lastActiveTs DESC': 'p.last_active_ts desc nulls last, p.id desc',
  'name ASC': 'lower(u.name_last), lower(u.name_first), p.id',
};

/**
 * The where clause of a scope. A name is matched by the §5 rules (first and last name, or one
 * word on either), behind a containment test the trigram index on the full name answers.
 */
function whereOf(scope: ProScope, params: SqlParam[]): string {
  const parts: string[] = [];
  if (scope.network) {
    params.push([...scope.network.employerIds]);
    const employers = `$${params.length}::int[]`;
    parts.push(`u.id in ${PRO_NETWORK_SQL(employers, scope.network.parts)}`);
    if (scope.network.jobId !== null) {
      params.push(scope.network.jobId);
      parts.push(`u.id in (select a.user_profile_id from job_applicants a where a.job_id = $${params.length} and a.status <> 'Notified')`);
    }
  }
  if (scope.userProfileId !== undefined) {
    params.push(scope.userProfileId);
    parts.push(`u.id = $${params.length}`);
  }
  const search = scope.search;
  if (search?.kind === 'phone') {
    // A whole number is an equality the phone index answers; part of one is a containment.
    const whole = search.digits.length === 11 && search.digits.startsWith('1') ? search.digits.slice(1) : search.digits;
    if (whole.length === 10) {
      params.push(whole);
      parts.push(`u.phone = $${params.length}`);
    } else {
      params.push(`%${search.digits}%`);
      parts.push(`u.phone like $${params.length}`);
    }
  } else if (search?.kind === 'name') {
    params.push(`%${search.first}%${search.last ?? ''}%`);
    parts.push(`(u.name_first || ' ' || u.name_last) ilike $${params.length}`);
    params.push(`${search.first}%`);
    const first = `$${params.length}`;
    if (search.last === null) parts.push(`(u.name_first ilike ${first} or u.name_last ilike ${first})`);
    else {
      params.push(`${search.last}%`);
      parts.push(`u.name_first ilike ${first} and u.name_last ilike $${params.length}`);
    }
  }
  return parts.length === 0 ? '' : `where ${parts.join(' and ')}`;
}

const ROW_COLUMNS = `u.id as user_profile_id, p.id as pro_id, u.name_first, u.name_last, u.email, u.phone, p.city, p.state,
  p.history_job_title as headline, p.last_active_ts, p.create_ts, u.status,
  coalesce((select array_agg(a.title order by a.id) from pro_achievement_maps m join achievements a on a.id = m.achievement_id where m.pro_id = p.id), '{}') as achievements`;

const FROM = 'from pros p join user_profiles u on u.id = p.user_profile_id';

/** A page of pros in the scope, in the order asked. */
export async function listPros(q: Queryable, scope: ProScope, page: { limit: number; skip: number; order: ProListOrder }): Promise<ProListRow[]> {
  const params: SqlParam[] = [];
  const where = whereOf(scope, params);
  params.push(page.limit, page.skip);
  const { rows } = await q.query<ProListRow>(`select ${ROW_COLUMNS} ${FROM} ${where} order by ${ORDER_SQL[page.order]} limit $${params.length - 1} offset $${params.length}`, params);
  return rows;
}

export async function countPros(q: Queryable, scope: ProScope): Promise<number> {
  const params: SqlParam[] = [];
  const where = whereOf(scope, params);
  return (await q.one<{ n: number }>(`select count(*)::int as n ${FROM} ${where}`, params))?.n ?? 0;
}

/**
 * Pros of an employer's network with where each stands with it: applied, unlocked, and when
 * they last applied. `scope.network` must be set.
 */
export async function listNetworkPros(q: Queryable, scope: ProScope & { network: NonNullable<ProScope['network']> }, page: { limit: number; skip: number; order: ProListOrder }): Promise<NetworkRow[]> {
  const params: SqlParam[] = [];
  const where = whereOf(scope, params);
  params.push([...scope.network.employerIds]);
  const employers = `$${params.length}::int[]`;
  params.push(page.limit, page.skip);
  const { rows } = await q.query<NetworkRow>(
    `select ${ROW_COLUMNS}, p.postal_code, p.summary,
       (u.id in ${PRO_NETWORK_SQL(employers, ['applied'])}) as applied,
       (u.id in ${PRO_NETWORK_SQL(employers, ['unlocked'])}) as unlocked,
       (select max(coalesce(a.apply_ts, a.create_ts)) from job_applicants a join jobs j on j.id = a.job_id
         where a.user_profile_id = u.id and j.employer_id = any(${employers}) and a.status <> 'Notified') as last_apply_ts
     ${FROM} ${where} order by ${ORDER_SQL[page.order]} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return rows;
}

/** The pro record of a user, when the user has one. */
export const proOfUser = async (q: Queryable, userProfileId: number) =>
  q.one<{ id: number; group_membership: string | null }>(
    `select p.id, g.group_membership from user_profiles u left join pros p on p.user_profile_id = u.id left join user_auth_groups g on g.user_profile_id = u.id where u.id = $1`,
    [userProfileId],
  );

/** Whether the job is one of the employers'. */
export async function jobOfEmployers(q: Queryable, jobId: number, employerIds: readonly number[]): Promise<boolean> {
  return !!(await q.one('select 1 from jobs where id = $1 and employer_id = any($2::int[])', [jobId, [...employerIds]]));
}

export interface NetworkApplicationRow {
  id: number;
  job_id: number;
  status: string;
  score: number | null;
  apply_ts: Date | null;
  create_ts: Date;
  update_ts: Date;
  employer_id: number;
  title: string;
  city: string | null;
  state: string | null;
}

/** The pro's applications to the employers' jobs (not an outreach left Notified), newest first. */
export async function applicationsToEmployers(q: Queryable, userProfileId: number, employerIds: readonly number[]): Promise<NetworkApplicationRow[]> {
  const { rows } = await q.query<NetworkApplicationRow>(
    `select a.id, a.job_id, a.status, a.score::float8 as score, a.apply_ts, a.create_ts, a.update_ts, j.employer_id, ${JOB_TITLE_SQL} as title, j.city, j.state
       from job_applicants a join jobs j on j.id = a.job_id left join job_titles jt on jt.id = j.job_title_id
      where a.user_profile_id = $1 and j.employer_id = any($2::int[]) and a.status <> 'Notified'
      order by coalesce(a.apply_ts, a.create_ts) desc, a.id desc`,
    [userProfileId, [...employerIds]],
  );
  return rows;
}

// ── badges ─────────────────────────────────────────────────────────────────────────────────

export async function proAchievements(q: Queryable, proId: number): Promise<{ achievement_id: AchievementId; title: string; create_ts: Date }[]> {
  const { rows } = await q.query<{ achievement_id: AchievementId; title: string; create_ts: Date }>(
    `select m.achievement_id, a.title, m.create_ts from pro_achievement_maps m join achievements a on a.id = m.achievement_id where m.pro_id = $1 order by m.achievement_id`,
    [proId],
  );
  return rows;
}

/** The badges the pro holds from now on; a badge kept keeps the time it was given. */
export async function replaceAchievements(q: Queryable, proId: number, ids: readonly AchievementId[]): Promise<void> {
  await q.query('delete from pro_achievement_maps where pro_id = $1 and not (achievement_id = any($2::int[]))', [proId, [...ids]]);
  await q.query(
    `insert into pro_achievement_maps (pro_id, achievement_id) select $1, id from achievements where id = any($2::int[]) on conflict (pro_id, achievement_id) do nothing`,
    [proId, [...ids]],
  );
}
