import type { ConversationHeader } from '@floorhire/schemas';
import type { ApplicantStatus } from '@floorhire/rules';
import type { ConversationBucket, MessageStatus } from '@floorhire/domain-messaging';
import { bucketFilter } from '@floorhire/domain-messaging';
import type { Queryable } from '../../db';
import { JOB_TITLE_SQL } from '../jobs';

// All SQL of the conversation service (spec 002 §7 Messaging). docs/decisions/133, 220, 221.

// The applicant status a conversation shows: its own application, else the pro's application
// to the conversation's job.
// A job is shown only when it is the conversation's employer's (ADR 037: another employer's
// job id once stored here named that job in this employer's summaries).
const STATUS_JOINS = `left join jobs j on j.id = c.job_id and j.employer_id = c.employer_id
       left join job_titles jt on jt.id = j.job_title_id
       left join job_applicants ja on ja.id = c.job_applicant_id
       left join job_applicants jp on ja.id is null and jp.job_id = c.job_id and jp.user_profile_id = c.user_profile_id`;
const STATUS_SQL = 'coalesce(ja.status, jp.status)';

interface HeaderRow {
  id: number;
  employer_id: number;
  user_profile_id: number;
  latest_message_text: string | null;
  active_ts: Date;
  read: boolean;
  job_id: number | null;
  job_title: string | null;
  job_applicant_status: ApplicantStatus | null;
}

/** The employer's conversations among the ids, newest activity first; other ids are absent. */
export async function headersOf(q: Queryable, employerId: number, conversationIds: readonly number[]): Promise<ConversationHeader[]> {
  const { rows } = await q.query<HeaderRow>(
    `select c.id, c.employer_id, c.user_profile_id, c.latest_message_text, c.active_ts, c.read, j.id as job_id,
            case when j.id is null then null else ${JOB_TITLE_SQL} end as job_title,
            ${STATUS_SQL} as job_applicant_status
       from conversations c
       ${STATUS_JOINS}
      where c.employer_id = $1 and c.id = any($2::int[])
      order by c.active_ts desc, c.id desc`,
    [employerId, [...new Set(conversationIds)]],
  );
  return rows.map((r) => ({
    conversationId: r.id,
    employerId: r.employer_id,
    userProfileId: r.user_profile_id,
    latestMessageText: r.latest_message_text,
    activeTs: new Date(r.active_ts).toISOString(),
    read: r.read,
    jobId: r.job_id,
    jobTitle: r.job_title,
    jobApplicantStatus: r.job_applicant_status,
  }));
}

export interface ListRow extends HeaderRow {
  employer_name: string;
  job_applicant_id: number | null;
  status: 'active' | 'disabled';
  name_first: string;
  name_last: string;
}

// The page is chosen first on the (employer_id, active_ts, id) index, reading only what the
// bucket needs (the application's status), and only its 25 rows are dressed with names and
// titles: an employer with 10,000 conversations pays for 25 (docs/decisions/220).
const PAGE_STATUS = `left join job_applicants ja on ja.id = c.job_applicant_id
       left join job_applicants jp on ja.id is null and jp.job_id = c.job_id and jp.user_profile_id = c.user_profile_id`;

const DRESS = `select c.id, c.employer_id, e.name as employer_name, c.user_profile_id, c.latest_message_text, c.active_ts, c.read, j.id as job_id,
            case when j.id is null then null else ${JOB_TITLE_SQL} end as job_title,
            p.app_id as job_applicant_id, p.st as job_applicant_status, c.status, u.name_first, u.name_last
       from page p
       join conversations c on c.id = p.id
       join employers e on e.id = c.employer_id
       join user_profiles u on u.id = c.user_profile_id
       left join jobs j on j.id = c.job_id and j.employer_id = c.employer_id
       left join job_titles jt on jt.id = j.job_title_id
      order by p.active_ts desc, p.id desc`;

const PAGE_COLUMNS = `c.id, c.active_ts, ${STATUS_SQL} as st, coalesce(ja.id, jp.id) as app_id`;

type ListFilter = { bucket: ConversationBucket; limit: number; skip: number; conversationId?: number | undefined; jobApplicantId?: number | undefined };

function listWhere(filter: ListFilter) {
  const bucket = bucketFilter(filter.bucket);
  const sql = `c.employer_id = $1
        and ($5::int is null or c.id = $5)
        and ($6::int is null or c.job_applicant_id = $6 or jp.id = $6)
        and (($5::int is not null or $6::int is not null)
             or (${STATUS_SQL} is null and $3::boolean)
             or (${STATUS_SQL} is not null and (${STATUS_SQL} = any($2::text[])) <> $4::boolean))`;
  return { sql, bucket };
}

/** One page of an employer's conversations in a bucket (spec 002 §2), newest activity first, and the bucket's count. */
export async function listConversations(q: Queryable, employerId: number, filter: ListFilter): Promise<{ rows: ListRow[]; count: number }> {
  const { sql, bucket } = listWhere(filter);
  const params = [employerId, bucket.statuses ?? [], bucket.withNull, bucket.negate, filter.conversationId ?? null, filter.jobApplicantId ?? null];
  const [{ rows }, total] = await Promise.all([
    q.query<ListRow>(
      `with page as (
         select ${PAGE_COLUMNS} from conversations c ${PAGE_STATUS}
          where ${sql}
          order by c.active_ts desc, c.id desc limit $7 offset $8)
       ${DRESS}`,
      [...params, filter.limit, filter.skip],
    ),
    q.one<{ n: number }>(`select count(*)::int as n from conversations c ${PAGE_STATUS} where ${sql}`, params),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Staff: every employer's conversations, newest activity first. */
export async function listAllConversations(q: Queryable, limit: number, skip: number): Promise<{ rows: ListRow[]; count: number }> {
  const [{ rows }, total] = await Promise.all([
    q.query<ListRow>(
      `with page as (select ${PAGE_COLUMNS} from conversations c ${PAGE_STATUS} order by c.active_ts desc, c.id desc limit $1 offset $2)
       ${DRESS}`,
      [limit, skip],
    ),
    q.one<{ n: number }>('select count(*)::int as n from conversations'),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Staff search (spec 002 §5): by conversation id, or by the pro's names. */
export async function searchConversations(
  q: Queryable,
  search: { conversationId?: number; first?: string; last?: string; either?: string },
  limit: number,
): Promise<ListRow[]> {
  const like = (s: string | undefined) => (s === undefined ? null : `${s.replace(/[\\%_]/gu, (m) => `\\${m}`)}%`);
  const { rows } = await q.query<ListRow>(
    `with page as (
       select ${PAGE_COLUMNS} from conversations c join user_profiles u on u.id = c.user_profile_id ${PAGE_STATUS}
        where ($1::int is null or c.id = $1)
          and ($2::text is null or u.name_first ilike $2)
          and ($3::text is null or u.name_last ilike $3)
          and ($4::text is null or u.name_first ilike $4 or u.name_last ilike $4)
        order by c.active_ts desc, c.id desc limit $5)
     ${DRESS}`,
    [search.conversationId ?? null, like(search.first), like(search.last), like(search.either), limit],
  );
  return rows;
}

export interface ConversationRow {
  id: number;
  employer_id: number;
  user_profile_id: number;
  job_id: number | null;
  job_applicant_id: number | null;
  status: 'active' | 'disabled';
  phone: string | null;
  name_first: string;
  name_last: string;
  timezone: string | null;
}

export async function conversationById(q: Queryable, id: number, lock = false): Promise<ConversationRow | undefined> {
  return q.one<ConversationRow>(
    `select c.id, c.employer_id, c.user_profile_id, c.job_id, c.job_applicant_id, c.status, u.phone, u.name_first, u.name_last, p.timezone
       from conversations c join user_profiles u on u.id = c.user_profile_id left join pros p on p.user_profile_id = c.user_profile_id where c.id = $1${lock ? ' for update of c' : ''}`,
    [id],
  );
}

export async function conversationIdOf(q: Queryable, employerId: number, userProfileId: number): Promise<number | null> {
  return (await q.one<{ id: number }>('select id from conversations where employer_id = $1 and user_profile_id = $2', [employerId, userProfileId]))?.id ?? null;
}

/** The pro's application to one of the employer's jobs: the given job's, else the newest. */
export async function applicationFor(q: Queryable, employerId: number, userProfileId: number, jobId: number | null): Promise<{ id: number; job_id: number } | undefined> {
  return q.one<{ id: number; job_id: number }>(
    `select ja.id, ja.job_id from job_applicants ja join jobs j on j.id = ja.job_id
      where j.employer_id = $1 and ja.user_profile_id = $2 and ($3::int is null or ja.job_id = $3)
      order by ja.update_ts desc, ja.id desc limit 1`,
    [employerId, userProfileId, jobId],
  );
}

/** Creates the employer's conversation with the pro, or returns the one it has (one per pair). */
export async function upsertConversation(
  q: Queryable,
  row: { employerId: number; userProfileId: number; jobId: number | null; jobApplicantId: number | null; source: string | null },
): Promise<{ id: number; created: boolean }> {
  const found = await q.one<{ id: number; created: boolean }>(
    `insert into conversations (employer_id, user_profile_id, job_id, job_applicant_id, source)
     values ($1, $2, $3, $4, $5)
     on conflict (employer_id, user_profile_id) do update set
       job_id = coalesce(conversations.job_id, excluded.job_id),
       job_applicant_id = coalesce(conversations.job_applicant_id, excluded.job_applicant_id)
     returning id, (xmax = 0) as created`,
    [row.employerId, row.userProfileId, row.jobId, row.jobApplicantId, row.source],
  );
  return found!;
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number | null;
  content: string;
  create_ts: Date;
  status: MessageStatus;
  direction: 'outbound' | 'inbound';
  sender_first: string | null;
  send_at?: Date | null;
}

const MESSAGE_SELECT = `select m.id, m.conversation_id, m.sender_id, m.content, m.create_ts, m.status, m.direction, m.send_at, s.name_first as sender_first
       from messages m left join user_profiles s on s.id = m.sender_id`;

/** A page counted from the newest message; answered oldest first. */
export async function messagesPage(q: Queryable, conversationId: number, offset: number, limit: number): Promise<{ rows: MessageRow[]; count: number }> {
  const [{ rows }, total] = await Promise.all([
    q.query<MessageRow>(`select * from (${MESSAGE_SELECT} where m.conversation_id = $1 order by m.id desc limit $2 offset $3) p order by id`, [conversationId, limit, offset]),
    q.one<{ n: number }>('select count(*)::int as n from messages where conversation_id = $1', [conversationId]),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function messagesAfter(q: Queryable, conversationId: number, afterId: number, limit: number): Promise<MessageRow[]> {
  const { rows } = await q.query<MessageRow>(`${MESSAGE_SELECT} where m.conversation_id = $1 and m.id > $2 order by m.id limit $3`, [conversationId, afterId, limit]);
  return rows;
}

export async function messageById(q: Queryable, id: number): Promise<MessageRow | undefined> {
  return q.one<MessageRow>(`${MESSAGE_SELECT} where m.id = $1`, [id]);
}

export async function messageByClientKey(q: Queryable, conversationId: number, clientKey: string): Promise<MessageRow | undefined> {
  return q.one<MessageRow>(`${MESSAGE_SELECT} where m.conversation_id = $1 and m.client_key = $2`, [conversationId, clientKey]);
}

/** Inserts a message; null when a message with the same client key or provider id exists. */
export async function insertMessage(
  q: Queryable,
  m: { conversationId: number; senderId: number | null; content: string; status: MessageStatus; direction: 'outbound' | 'inbound'; clientKey?: string | null; providerMessageId?: string | null; sendAt?: Date | null },
): Promise<number | null> {
  const row = await q.one<{ id: number }>(
    `insert into messages (conversation_id, sender_id, content, status, direction, client_key, provider_message_id, send_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning id`,
    [m.conversationId, m.senderId, m.content, m.status, m.direction, m.clientKey ?? null, m.providerMessageId ?? null, m.sendAt ?? null],
  );
  return row?.id ?? null;
}

export async function setMessageStatus(q: Queryable, id: number, status: MessageStatus): Promise<void> {
  await q.query('update messages set status = $2 where id = $1', [id, status]);
}

export async function setConversationStatus(q: Queryable, id: number, status: 'active' | 'disabled'): Promise<void> {
  await q.query('update conversations set status = $2 where id = $1', [id, status]);
}

/** Scheduled messages now due, locked for this worker (another skips them). */
export async function dueScheduledMessages(q: Queryable, limit: number): Promise<{ id: number; conversation_id: number; content: string }[]> {
  const { rows } = await q.query<{ id: number; conversation_id: number; content: string }>(
    `select id, conversation_id, content from messages where status = 'scheduled' and send_at <= now() order by send_at, id limit $1 for update skip locked`,
    [limit],
  );
  return rows;
}

/** Whether an earlier outbound message of the conversation went out (the STOP footer goes on the first only). */
export async function sentBefore(q: Queryable, conversationId: number, messageId: number): Promise<boolean> {
  return (await q.one('select 1 from messages where conversation_id = $1 and id < $2 and direction = $3 and status <> $4 limit 1', [conversationId, messageId, 'outbound', 'scheduled'])) !== undefined;
}

/** The latest message shows in the list and the conversation moves to the top. */
export async function touchConversation(q: Queryable, id: number, text: string, read: boolean): Promise<void> {
  await q.query('update conversations set latest_message_text = $2, active_ts = now(), read = $3 where id = $1', [id, text.slice(0, 500), read]);
}

export async function setConversationRead(q: Queryable, id: number, read: boolean): Promise<void> {
  await q.query('update conversations set read = $2 where id = $1', [id, read]);
}

export async function countMessages(q: Queryable, conversationId: number): Promise<number> {
  return (await q.one<{ n: number }>('select count(*)::int as n from messages where conversation_id = $1', [conversationId]))?.n ?? 0;
}

// ── Consent (docs/decisions/221-two-way-sms.md) ──

export async function isOptedOut(q: Queryable, phone: string): Promise<boolean> {
  return !!(await q.one('select 1 from sms_opt_outs where phone = $1', [phone]));
}

export async function recordConsent(q: Queryable, phone: string, action: 'opt-out' | 'opt-in', method: 'keyword' | 'staff' | 'sign-up', text: string): Promise<void> {
  if (action === 'opt-out') await q.query('insert into sms_opt_outs (phone) values ($1) on conflict (phone) do nothing', [phone]);
  else await q.query('delete from sms_opt_outs where phone = $1', [phone]);
  await q.query('insert into sms_consents (phone, action, method, text) values ($1, $2, $3, $4)', [phone, action, method, text.slice(0, 500)]);
}

/** The pro a number belongs to (a pro's number is theirs alone; the newest account wins otherwise). */
export async function proByPhone(q: Queryable, phone: string): Promise<{ id: number; name_first: string; name_last: string } | undefined> {
  return q.one(
    `select u.id, u.name_first, u.name_last from user_profiles u join pros p on p.user_profile_id = u.id
      where u.phone = $1 order by u.id desc limit 1`,
    [phone],
  );
}

/** A reply goes to the conversation that last wrote to the pro (else the last active one). */
export async function replyTarget(q: Queryable, userProfileId: number): Promise<number | null> {
  const row = await q.one<{ id: number }>(
    `select c.id from conversations c
       left join lateral (select max(m.id) as last_out from messages m where m.conversation_id = c.id and m.direction = 'outbound') o on true
      where c.user_profile_id = $1 and c.status = 'active'
      order by o.last_out desc nulls last, c.active_ts desc limit 1`,
    [userProfileId],
  );
  return row?.id ?? null;
}

// ── Job summaries (spec 002 §7) ──

export interface SummaryRow {
  id: number;
  employer_id: number;
  job_id: number | null;
  job_title: string | null;
  job_applicant_status: ApplicantStatus | null;
  name_first: string;
  name_last: string;
  user_profile_id: number;
}

export async function jobSummaries(q: Queryable, conversationIds: readonly number[]): Promise<SummaryRow[]> {
  const { rows } = await q.query<SummaryRow>(
    `select c.id, c.employer_id, j.id as job_id, case when j.id is null then null else ${JOB_TITLE_SQL} end as job_title,
            ${STATUS_SQL} as job_applicant_status, u.name_first, u.name_last, c.user_profile_id
       from conversations c join user_profiles u on u.id = c.user_profile_id
       ${STATUS_JOINS}
      where c.id = any($1::int[]) order by c.id`,
    [[...new Set(conversationIds)]],
  );
  return rows;
}

// ── The pro info panel ──

export async function proBasics(q: Queryable, userProfileId: number) {
  return q.one<{ id: number; pro_id: number | null; name_first: string; name_last: string; phone: string | null; city: string | null; state: string | null; job_title_ids: number[] | null }>(
    `select u.id, p.id as pro_id, u.name_first, u.name_last, u.phone, p.city, p.state, p.job_title_ids
       from user_profiles u left join pros p on p.user_profile_id = u.id where u.id = $1`,
    [userProfileId],
  );
}

/** The pro's preferred job title: the first of their job titles, else their last held one. */
export async function preferredJobTitle(q: Queryable, proId: number): Promise<{ id: number | null; title: string } | undefined> {
  return q.one(
    `select pjt.job_title_id as id, jt.title from pro_job_titles pjt join job_titles jt on jt.id = pjt.job_title_id
      where pjt.pro_id = $1
     union all
     select null, job_title from pro_work_history where pro_id = $1 and job_title <> ''
     limit 1`,
    [proId],
  );
}

export interface JobBriefRow {
  id: number;
  job_title: string;
  city: string | null;
  state: string | null;
}

/** The employer's live jobs, those of the pro's titles first, newest first. */
export async function topMatches(q: Queryable, employerId: number, jobTitleIds: readonly number[], limit: number): Promise<JobBriefRow[]> {
  const { rows } = await q.query<JobBriefRow>(
    `select j.id, ${JOB_TITLE_SQL} as job_title, j.city, j.state from jobs j left join job_titles jt on jt.id = j.job_title_id
      where j.employer_id = $1 and j.status = 'live'
      order by (j.job_title_id = any($2::int[])) desc nulls last, j.create_ts desc, j.id desc limit $3`,
    [employerId, [...jobTitleIds], limit],
  );
  return rows;
}

export async function jobBrief(q: Queryable, jobId: number): Promise<JobBriefRow | undefined> {
  return q.one<JobBriefRow>(`select j.id, ${JOB_TITLE_SQL} as job_title, j.city, j.state from jobs j left join job_titles jt on jt.id = j.job_title_id where j.id = $1`, [jobId]);
}

export async function firstNameOf(q: Queryable, userProfileId: number): Promise<string | undefined> {
  return (await q.one<{ name_first: string }>('select name_first from user_profiles where id = $1', [userProfileId]))?.name_first;
}

export async function applicationsOf(q: Queryable, employerId: number, userProfileId: number) {
  const { rows } = await q.query<{ id: number; job_id: number; job_title: string; status: ApplicantStatus; create_ts: Date }>(
    `select ja.id, ja.job_id, ${JOB_TITLE_SQL} as job_title, ja.status, ja.create_ts
       from job_applicants ja join jobs j on j.id = ja.job_id left join job_titles jt on jt.id = j.job_title_id
      where j.employer_id = $1 and ja.user_profile_id = $2 order by ja.create_ts desc, ja.id desc limit 20`,
    [employerId, userProfileId],
  );
  return rows;
}

export async function workOf(q: Queryable, proId: number) {
  const { rows } = await q.query<{ id: number; employer_name: string; job_title: string; start_yyyymm: number; end_yyyymm: number | null }>(
    'select id, employer_name, job_title, start_yyyymm, end_yyyymm from pro_work_history where pro_id = $1 order by start_yyyymm desc, id desc limit 20',
    [proId],
  );
  return rows;
}

export async function educationOf(q: Queryable, proId: number) {
  const { rows } = await q.query<{ id: number; kind: string; school: string; degree: string | null; end_yyyymm: number | null }>(
    'select id, kind, school, degree, end_yyyymm from pro_education where pro_id = $1 order by end_yyyymm desc nulls first, id desc limit 20',
    [proId],
  );
  return rows;
}

// ── Staff message reads (spec 002 §7) ──

export interface StaffMessageRow extends MessageRow {
  employer_name: string;
  pro_first: string;
  pro_last: string;
}

const STAFF_SELECT = `select m.id, m.conversation_id, m.sender_id, m.content, m.create_ts, m.status, m.direction, s.name_first as sender_first,
            e.name as employer_name, u.name_first as pro_first, u.name_last as pro_last
       from messages m
       join conversations c on c.id = m.conversation_id
       join employers e on e.id = c.employer_id
       join user_profiles u on u.id = c.user_profile_id
       left join user_profiles s on s.id = m.sender_id`;

export async function staffMessages(q: Queryable, f: { conversationId: number | null; createTsLte: string | null; limit: number; skip: number }): Promise<StaffMessageRow[]> {
  const { rows } = await q.query<StaffMessageRow>(
    `${STAFF_SELECT}
      where ($1::int is null or m.conversation_id = $1) and ($2::timestamptz is null or m.create_ts <= $2)
      order by m.id desc limit $3 offset $4`,
    [f.conversationId, f.createTsLte, f.limit, f.skip],
  );
  return rows;
}

// ── The phone simulator (local adapter only) ──

export async function smsToPhone(q: Queryable, phone: string, limit: number) {
  const { rows } = await q.query<{ id: number; body_text: string; create_ts: Date; status: string }>(
    `select id, body_text, create_ts, status from outbox_messages where channel = 'sms' and to_address = $1 order by id desc limit $2`,
    [phone, limit],
  );
  return rows;
}

export async function smsFromPhone(q: Queryable, userProfileId: number, limit: number) {
  const { rows } = await q.query<{ id: number; content: string; create_ts: Date }>(
    `select m.id, m.content, m.create_ts from messages m join conversations c on c.id = m.conversation_id
      where c.user_profile_id = $1 and m.direction = 'inbound' order by m.id desc limit $2`,
    [userProfileId, limit],
  );
  return rows;
}

export async function consentKeywordReplies(q: Queryable, phone: string, limit: number) {
  const { rows } = await q.query<{ id: number; text: string; create_ts: Date }>(
    `select id, text, create_ts from sms_consents where phone = $1 and method = 'keyword' order by id desc limit $2`,
    [phone, limit],
  );
  return rows;
}

export async function recentSmsPhones(q: Queryable, limit: number) {
  const { rows } = await q.query<{ phone: string; name: string; last_ts: Date }>(
    `select o.to_address as phone, coalesce(max(u.name_first || ' ' || u.name_last), '') as name, max(o.create_ts) as last_ts
       from outbox_messages o left join user_profiles u on u.phone = o.to_address
      where o.channel = 'sms' group by o.to_address order by max(o.create_ts) desc limit $1`,
    [limit],
  );
  return rows;
}

/** Messages a pro wrote in their own conversation are inbound (replies by SMS). */
export async function markProMessagesInbound(q: Queryable): Promise<number> {
  const { rowCount } = await q.query(
    `update messages m set direction = 'inbound' from conversations c where c.id = m.conversation_id and m.sender_id = c.user_profile_id and m.direction <> 'inbound'`,
  );
  return rowCount;
}

/** The demo seed's applicants, in the order they were seeded. */
export async function demoApplicantsForMessaging(q: Queryable): Promise<{ id: number; job_id: number; user_profile_id: number; status: string; create_ts: Date; job_status: string; employer_id: number }[]> {
  const { rows } = await q.query<{ id: number; job_id: number; user_profile_id: number; status: string; create_ts: Date; job_status: string; employer_id: number }>(
    `select ja.id, ja.job_id, ja.user_profile_id, ja.status, ja.create_ts, j.status as job_status, j.employer_id
       from job_applicants ja join jobs j on j.id = ja.job_id order by ja.id`,
  );
  return rows;
}
