import type { Queryable, SqlParam } from '../../db';

// SQL of the job-board posting form (job_board_requests, owned by this module) and of the job
// feed, which reads live jobs, their employers and titles as this module's read model (ADR 210).

export interface RequestRow {
  id: number;
  employer_id: number;
  contact_email: string | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  posts_to_job_board: boolean | null;
  information: Record<string, unknown>;
  status: 'draft' | 'submitted';
  submitted_ts: Date | null;
  update_ts: Date;
}

const COLUMNS = 'id, employer_id, contact_email, first_name, last_name, company_name, posts_to_job_board, information, status, submitted_ts, update_ts';

export const requestOf = (q: Queryable, employerId: number) => q.one<RequestRow>(`select ${COLUMNS} from job_board_requests where employer_id = $1`, [employerId]);

export async function employerExists(q: Queryable, employerId: number): Promise<boolean> {
  return (await q.one('select 1 from employers where id = $1', [employerId])) !== undefined;
}

/** A new request; undefined when the employer has one already (one per employer). */
export async function insertRequest(q: Queryable, employerId: number, fields: Partial<Record<'contact_email' | 'first_name' | 'last_name' | 'company_name', string | null>> & { posts_to_job_board?: boolean | null; information?: Record<string, unknown> }) {
  return q.one<RequestRow>(
    `insert into job_board_requests (employer_id, contact_email, first_name, last_name, company_name, posts_to_job_board, information)
     values ($1, $2, $3, $4, $5, $6, coalesce($7::jsonb, '{}')) on conflict (employer_id) do nothing returning ${COLUMNS}`,
    [employerId, fields.contact_email ?? null, fields.first_name ?? null, fields.last_name ?? null, fields.company_name ?? null, fields.posts_to_job_board ?? null, fields.information ? JSON.stringify(fields.information) : null],
  );
}

/** Changes only the columns given (ADR 039); a changed request is a draft again until submitted again. */
const CHANGEABLE = new Set(['contact_email', 'first_name', 'last_name', 'company_name', 'posts_to_job_board']);

export async function updateRequest(q: Queryable, employerId: number, columns: Record<string, SqlParam>): Promise<RequestRow | undefined> {
  const names = Object.keys(columns).filter((name) => CHANGEABLE.has(name));
  if (names.length === 0) return requestOf(q, employerId);
  const sets = names.map((name, i) => `${name} = $${i + 2}`);
  return q.one<RequestRow>(`update job_board_requests set ${sets.join(', ')}, update_ts = now() where employer_id = $1 returning ${COLUMNS}`, [employerId, ...names.map((n) => columns[n] ?? null)]);
}

/** Merges posting details into the request's information (keys given replace, others stay). */
export async function mergeInformation(q: Queryable, employerId: number, information: Record<string, unknown>): Promise<RequestRow | undefined> {
  return q.one<RequestRow>(`update job_board_requests set information = information || $2::jsonb, update_ts = now() where employer_id = $1 returning ${COLUMNS}`, [employerId, JSON.stringify(information)]);
}

export async function markSubmitted(q: Queryable, employerId: number): Promise<RequestRow | undefined> {
  return q.one<RequestRow>(`update job_board_requests set status = 'submitted', submitted_ts = now(), update_ts = now() where employer_id = $1 returning ${COLUMNS}`, [employerId]);
}

const FEED_FROM = `from jobs j
  join employers e on e.id = j.employer_id
  join job_board_requests r on r.employer_id = j.employer_id and r.status = 'submitted' and r.posts_to_job_board
  left join job_titles jt on jt.id = j.job_title_id
  where j.status = 'live'`;

/**
 * What the feed is made of, in one cheap row: when it changes (a job published, edited, closed;
 * an employer or request changed; a title renamed or merged), the cached feed is stale.
 */
export async function feedFingerprint(q: Queryable): Promise<string> {
  const row = await q.one<{ fingerprint: string }>(
    `select concat_ws(':', count(*), coalesce(sum(j.id), 0), max(j.update_ts), max(e.update_ts), max(r.update_ts), max(jt.update_ts),
       (select max(update_ts) from job_board_requests)) as fingerprint ${FEED_FROM}`,
  );
  return row?.fingerprint ?? '';
}

export interface FeedJobRow {
  id: number;
  title: string;
  published_ts: Date;
  anonymous: boolean;
  employer_name: string;
  street1: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  contact_email: string | null;
  description_html: string | null;
  raw_description: string | null;
  pay_rate_period: 'hourly' | 'annual';
  pay_rate_min: number | null;
  pay_rate_max: number | null;
  pay_rate_salary_min: number | null;
  pay_rate_salary_max: number | null;
  hire_type: string | null;
}

export async function feedJobs(q: Queryable): Promise<FeedJobRow[]> {
  const { rows } = await q.query<FeedJobRow>(
    `select j.id, coalesce(nullif(j.display_title, ''), jt.title, j.job_title_custom, 'Job') as title,
       coalesce((select min(h.create_ts) from job_status_history h where h.job_id = j.id and h.status = 'live'), j.status_update_ts) as published_ts,
       j.anonymous, e.name as employer_name,
       coalesce(j.street1, e.street1) as street1, coalesce(j.city, e.city) as city, coalesce(j.state, e.state) as state, coalesce(j.postal_code, e.postal_code) as postal_code,
       r.contact_email, j.description_html, j.raw_description, j.pay_rate_period,
       j.pay_rate_min::float8 as pay_rate_min, j.pay_rate_max::float8 as pay_rate_max,
       j.pay_rate_salary_min::float8 as pay_rate_salary_min, j.pay_rate_salary_max::float8 as pay_rate_salary_max, j.hire_type
     ${FEED_FROM} order by j.id`,
  );
  return rows;
}
