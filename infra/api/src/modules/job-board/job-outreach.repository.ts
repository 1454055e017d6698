import type { JobNotificationStatus } from '@floorhire/domain-job-board';
import type { Queryable, SqlParam } from '../../db';
import type { CandidateRow, MatchJobRow } from './job-notifications.repository';

// SQL of what a job was sent to pros, and of sending it by hand (ADR 208). job_notifications is
// this module's table; jobs, pros and user profiles are read as its read model (ADR 210).

export interface OutreachRow {
  id: number;
  job_id: number;
  user_profile_id: number;
  name_first: string;
  name_last: string;
  status: JobNotificationStatus;
  channel: 'email' | 'sms' | null;
  create_ts: Date;
  update_ts: Date;
  sent_ts: Date | null;
  send_at: Date | null;
  sent_by: number | null;
  sent_by_first: string | null;
  sent_by_last: string | null;
}

const SELECT = `select n.id, n.job_id, n.user_profile_id, u.name_first, u.name_last, n.status, n.channel, n.create_ts, n.update_ts, n.sent_ts, n.send_at,
    n.sent_by, s.name_first as sent_by_first, s.name_last as sent_by_last
  from job_notifications n join user_profiles u on u.id = n.user_profile_id left join user_profiles s on s.id = n.sent_by`;

export async function outreachOfJob(q: Queryable, jobId: number, page: { status: JobNotificationStatus | null; limit: number; skip: number }): Promise<OutreachRow[]> {
  const params: SqlParam[] = [jobId, page.status, page.limit, page.skip];
  const { rows } = await q.query<OutreachRow>(`${SELECT} where n.job_id = $1 and ($2::text is null or n.status = $2) order by n.update_ts desc, n.id desc limit $3 offset $4`, params);
  return rows;
}

export async function outreachRow(q: Queryable, jobId: number, userId: number): Promise<OutreachRow | undefined> {
  return q.one<OutreachRow>(`${SELECT} where n.job_id = $1 and n.user_profile_id = $2`, [jobId, userId]);
}

/** Counts by status, and how many pros a message went to (or is held for). */
export async function outreachCounts(q: Queryable, jobId: number): Promise<{ sent: number; byStatus: { status: JobNotificationStatus; n: number }[] }> {
  const { rows } = await q.query<{ status: JobNotificationStatus; n: number; sent: number }>(
    `select status, count(*)::int as n, count(*) filter (where sent_ts is not null or send_at is not null)::int as sent from job_notifications where job_id = $1 group by status`,
    [jobId],
  );
  return { sent: rows.reduce((sum, r) => sum + r.sent, 0), byStatus: rows.map((r) => ({ status: r.status, n: r.n })) };
}

/** The job as the matcher reads it, live or not, with its employer. */
export async function jobForOutreach(q: Queryable, jobId: number): Promise<(MatchJobRow & { employer_id: number; status: string }) | undefined> {
  return q.one<MatchJobRow & { employer_id: number; status: string }>(
    `select j.id, j.employer_id, j.status, j.job_title_id, coalesce(nullif(j.display_title, ''), jt.title, j.job_title_custom, 'Job') as title,
            case when j.anonymous then null else e.name end as employer_name, j.city, j.state, j.postal_code, j.lat, j.lng,
            j.pay_rate_period, j.pay_rate_min::float8 as pay_rate_min, j.pay_rate_max::float8 as pay_rate_max,
            j.pay_rate_salary_min::float8 as pay_rate_salary_min, j.pay_rate_salary_max::float8 as pay_rate_salary_max, j.shift
       from jobs j join employers e on e.id = j.employer_id left join job_titles jt on jt.id = j.job_title_id
      where j.id = $1`,
    [jobId],
  );
}

export async function jobEmployerOf(q: Queryable, jobId: number): Promise<number | undefined> {
  return (await q.one<{ employer_id: number }>('select employer_id from jobs where id = $1', [jobId]))?.employer_id;
}

/** A pro as the job message needs it, with the account's status and the pro's time zone. */
export async function proForOutreach(q: Queryable, userId: number): Promise<(CandidateRow & { status: string; timezone: string | null }) | undefined> {
  return q.one<CandidateRow & { status: string; timezone: string | null }>(
    `select u.id as user_id, u.email, u.phone, u.name_first, u.notification_email, u.notification_sms, u.status, p.timezone,
            p.postal_code, p.lat, p.lng, null::float8 as pay_rate_min, null::int as max_commute, null::int[] as shifts, false as waiting
       from user_profiles u join pros p on p.user_profile_id = u.id where u.id = $1`,
    [userId],
  );
}

/** The pro's application to the job, if any (an outreach left Notified included). */
export async function applicationStatus(q: Queryable, jobId: number, userId: number): Promise<string | undefined> {
  return (await q.one<{ status: string }>('select status from job_applicants where job_id = $1 and user_profile_id = $2', [jobId, userId]))?.status;
}

/**
 * Records a send by hand, or moves a waiting (NOT QUEUED) or skipped row on; answers whether
 * this call made the change, so a double click or a race with the matcher sends once.
 */
export async function recordHandSend(
  q: Queryable,
  row: { jobId: number; userId: number; channel: 'email' | 'sms'; sentNow: boolean; sendAt: Date | null; sentBy: number },
): Promise<boolean> {
  const params: SqlParam[] = [row.jobId, row.userId, row.channel, row.sentNow, row.sendAt, row.sentBy];
  const changed = await q.one<{ id: number }>(
    `insert into job_notifications (job_id, user_profile_id, status, channel, sent_ts, send_at, sent_by)
     values ($1, $2, 'QUEUED', $3, case when $4 then now() else null end, $5, $6)
     on conflict (job_id, user_profile_id) do update
       set status = 'QUEUED', channel = excluded.channel, sent_ts = excluded.sent_ts, send_at = excluded.send_at, sent_by = excluded.sent_by, update_ts = now()
       where job_notifications.status in ('NOT QUEUED', 'SKIPPED')
     returning id`,
    params,
  );
  return !!changed;
}

/** A text held by quiet hours, locked for its release; undefined once released (or never held). */
export async function heldText(q: Queryable, jobId: number, userId: number): Promise<{ sent_ts: Date | null } | undefined> {
  return q.one<{ sent_ts: Date | null }>(
    `select sent_ts from job_notifications where job_id = $1 and user_profile_id = $2 and status = 'QUEUED' and send_at is not null for update`,
    [jobId, userId],
  );
}

/**
 * Ends a hold: the text went out now (the send time set unless the e-mail set it), or it did not
 * go (the pro took texts back): then an outreach that sent nothing at all is SKIPPED.
 */
export async function settleHeldText(q: Queryable, jobId: number, userId: number, textSent: boolean): Promise<void> {
  await q.query(
    `update job_notifications
        set sent_ts = case when $3 then coalesce(sent_ts, now()) else sent_ts end,
            status = case when not $3 and sent_ts is null then 'SKIPPED' else status end,
            channel = case when not $3 and sent_ts is null then null else channel end,
            send_at = null, update_ts = now()
      where job_id = $1 and user_profile_id = $2`,
    [jobId, userId, textSent],
  );
}
