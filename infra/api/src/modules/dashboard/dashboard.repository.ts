import type { Queryable } from '../../db';

// SQL of the dashboard statistics (spec 001 §7, §9): counts per week over the employer's
// pipeline. `assignee` limits to jobs of one hiring contact (Mine).

/** Distinct pros in the employer's pipeline by the end of each week (the week starts given, in zone). */
export async function prosByWeekEnd(db: Queryable, employerId: number, assignee: number | null, zone: string, weeks: readonly string[]): Promise<{ week: string; n: number }[]> {
  const { rows } = await db.query<{ week: string; n: number }>(
    `select w.week, (select count(distinct ja.user_profile_id)::int from job_applicants ja join jobs j on j.id = ja.job_id
        where j.employer_id = $1 and ja.status <> 'Notified' and ($2::int is null or j.employer_assignee_id = $2)
          and coalesce(ja.apply_ts, ja.create_ts) < ((w.week::date + 7)::timestamp at time zone $3)) as n
     from unnest($4::text[]) as w(week)`,
    [employerId, assignee, zone, [...weeks]],
  );
  return rows;
}

/** Applicants who reached a status, per week since `from`. */
export async function statusReachedByWeek(db: Queryable, employerId: number, assignee: number | null, zone: string, status: string, from: Date): Promise<{ week: string; n: number }[]> {
  const { rows } = await db.query<{ week: string; n: number }>(
    `select to_char(date_trunc('week', h.create_ts at time zone $3), 'YYYY-MM-DD') as week, count(distinct h.job_applicant_id)::int as n
     from job_applicant_status_history h join job_applicants ja on ja.id = h.job_applicant_id join jobs j on j.id = ja.job_id
     where j.employer_id = $1 and ($2::int is null or j.employer_assignee_id = $2) and h.status = $4 and h.create_ts >= $5
     group by 1`,
    [employerId, assignee, zone, status, from],
  );
  return rows;
}

/** New applicants (not Notified) per week since `from`. */
export async function applicantsByWeek(db: Queryable, employerId: number, assignee: number | null, zone: string, from: Date): Promise<{ week: string; n: number }[]> {
  const { rows } = await db.query<{ week: string; n: number }>(
    `select to_char(date_trunc('week', coalesce(ja.apply_ts, ja.create_ts) at time zone $3), 'YYYY-MM-DD') as week, count(*)::int as n
     from job_applicants ja join jobs j on j.id = ja.job_id
     where j.employer_id = $1 and ($2::int is null or j.employer_assignee_id = $2) and ja.status <> 'Notified' and coalesce(ja.apply_ts, ja.create_ts) >= $4
     group by 1`,
    [employerId, assignee, zone, from],
  );
  return rows;
}
