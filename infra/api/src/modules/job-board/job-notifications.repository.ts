import type { JobNotificationStatus } from '@floorhire/domain-job-board';
import type { Queryable } from '../../db';
import type { JobRow } from './job-board.repository';

// SQL of sending jobs to pros (ADR 215). job_notifications is this module's table; jobs, pros,
// their preferences, user profiles and applications are read as the matcher's read model.

export type MatchJobRow = Pick<
  JobRow,
  'id' | 'title' | 'employer_name' | 'city' | 'state' | 'postal_code' | 'lat' | 'lng' | 'pay_rate_period' | 'pay_rate_min' | 'pay_rate_max' | 'pay_rate_salary_min' | 'pay_rate_salary_max' | 'shift'
> & { job_title_id: number };

export interface CandidateRow {
  user_id: number;
  email: string;
  phone: string | null;
  name_first: string;
  notification_email: number;
  notification_sms: number;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
  pay_rate_min: number | null;
  max_commute: number | null;
  shifts: number[] | null;
  /** The stored status when the pro was matched before and is still waiting (NOT QUEUED). */
  waiting: boolean;
}

/** Live jobs with a job title (the matcher matches by title), most recently updated first. */
export async function liveJobsToMatch(q: Queryable, limit: number, onlyJobIds: readonly number[] | null): Promise<MatchJobRow[]> {
  const { rows } = await q.query<MatchJobRow>(
    `select j.id, j.job_title_id, coalesce(nullif(j.display_title, ''), jt.title, j.job_title_custom, 'Job') as title,
            case when j.anonymous then null else e.name end as employer_name, j.city, j.state, j.postal_code, j.lat, j.lng,
            j.pay_rate_period, j.pay_rate_min::float8 as pay_rate_min, j.pay_rate_max::float8 as pay_rate_max,
            j.pay_rate_salary_min::float8 as pay_rate_salary_min, j.pay_rate_salary_max::float8 as pay_rate_salary_max, j.shift
       from jobs j join employers e on e.id = j.employer_id left join job_titles jt on jt.id = j.job_title_id
      where j.status = 'live' and j.job_title_id is not null and ($2::int[] is null or j.id = any($2::int[]))
      order by j.update_ts desc, j.id desc limit $1`,
    [limit, onlyJobIds],
  );
  return rows;
}

/**
 * Pros with the job's title among their preferred titles (else their profile's titles) who
 * were never matched to the job, or were matched and are still waiting for their allowance,
 * and have not applied or been reached about it another way. Pay, shift and distance are
 * checked by the caller with the domain rules.
 */
export async function candidatesFor(q: Queryable, job: { id: number; job_title_id: number }, limit: number): Promise<CandidateRow[]> {
  const { rows } = await q.query<CandidateRow>(
    `select u.id as user_id, u.email, u.phone, u.name_first, u.notification_email, u.notification_sms,
            coalesce(nullif(pp.postal_code, ''), p.postal_code) as postal_code, p.lat, p.lng,
            coalesce(pp.pay_rate_min, p.pay_rate_min)::float8 as pay_rate_min, pp.max_commute, pp.shifts::int[] as shifts,
            (n.status is not null) as waiting
       from pros p
       join user_profiles u on u.id = p.user_profile_id
       left join pro_preferences pp on pp.pro_id = p.id
       left join job_notifications n on n.job_id = $1 and n.user_profile_id = u.id
      where p.status = 'active' and u.status not in ('archive', 'block', 'suspend')
        and $2 = any(case when cardinality(coalesce(pp.job_title_ids, '{}')) > 0 then pp.job_title_ids else p.job_title_ids end)
        and (n.status is null or n.status = 'NOT QUEUED')
        and not exists (select 1 from job_applicants a where a.job_id = $1 and a.user_profile_id = u.id)
      order by n.create_ts nulls last, u.id
      limit $3`,
    [job.id, job.job_title_id, limit],
  );
  return rows;
}

/** Job messages queued to a pro in the last 24 hours (their daily allowance, ADR 215). */
export async function messagesInLastDay(q: Queryable, userId: number): Promise<number> {
  const row = await q.one<{ n: number }>(
    `select count(*)::int as n from job_notifications where user_profile_id = $1 and sent_ts > now() - interval '1 day'`,
    [userId],
  );
  return row?.n ?? 0;
}

/**
 * Records a match. A new match inserts; a waiting (NOT QUEUED) one moves on. Answers whether
 * this call made the change, so a run repeated or racing another sends nothing twice: the
 * unique (job, pro) row and the status guard decide, inside the caller's transaction.
 */
export async function recordOutreach(
  q: Queryable,
  jobId: number,
  userId: number,
  status: JobNotificationStatus,
  channel: 'email' | 'sms' | null,
  waiting: boolean,
): Promise<boolean> {
  if (waiting) {
    if (status === 'NOT QUEUED') return false;
    const moved = await q.one<{ id: number }>(
      `update job_notifications set status = $3, channel = $4, sent_ts = case when $4::text is null then null else now() end, update_ts = now()
       where job_id = $1 and user_profile_id = $2 and status = 'NOT QUEUED' returning id`,
      [jobId, userId, status, channel],
    );
    return !!moved;
  }
  const inserted = await q.one<{ id: number }>(
    `insert into job_notifications (job_id, user_profile_id, status, channel, sent_ts) values ($1, $2, $3, $4, case when $4::text is null then null else now() end)
     on conflict (job_id, user_profile_id) do nothing returning id`,
    [jobId, userId, status, channel],
  );
  return !!inserted;
}

/**
 * Outreach the pro answered by applying becomes APPLIED; outreach left unanswered for the
 * interval becomes NO REPLY. Returns how many rows each changed.
 */
export async function settleOutreach(q: Queryable, noReplyAfterDays: number): Promise<{ applied: number; noReply: number }> {
  const applied = await q.query(
    `update job_notifications n set status = 'APPLIED', update_ts = now()
      where n.status in ('QUEUED', 'NO REPLY', 'NOT QUEUED', 'SKIPPED')
        and exists (select 1 from job_applicants a where a.job_id = n.job_id and a.user_profile_id = n.user_profile_id
                     and a.status not in ('Notified', 'Not interested'))`,
  );
  const noReply = await q.query(
    `update job_notifications n set status = 'NO REPLY', update_ts = now()
      where n.status = 'QUEUED' and n.sent_ts < now() - make_interval(days => $1)
        and not exists (select 1 from job_applicants a where a.job_id = n.job_id and a.user_profile_id = n.user_profile_id
                         and a.status <> 'Notified')`,
    [noReplyAfterDays],
  );
  return { applied: applied.rowCount ?? 0, noReply: noReply.rowCount ?? 0 };
}
