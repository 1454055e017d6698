import { interviewHeadline, interviewState, interviewTimelineText, showAttendance, type InterviewProposer, type InterviewSlotStatus, type InterviewType, type InterviewDto } from '@floorhire/domain-applications';
import type { Queryable } from '../../db';
import { JOB_TITLE_SQL } from '../jobs';

export interface InterviewRow {
  id: number;
  job_applicant_id: number;
  type: InterviewType;
  scheduling_type: 'manual' | 'auto';
  scheduling_mode: 'calendar' | 'set' | 'schedule';
  location: string | null;
  interview_details: string | null;
  interview_length: number | null;
  allow_same_day_interview: boolean;
  timezone: string;
  applicant_attended: number | null;
  calendar_account_id: number | null;
  create_ts: Date;
  update_ts: Date;
}

export interface SlotRow {
  id: number;
  interview_id: number;
  ts_interview: Date;
  proposer: InterviewProposer | null;
  status: InterviewSlotStatus;
  /** Who made the last status change (null for rows from before it was kept, and automatic moves). */
  changed_by?: InterviewProposer | null;
  create_ts: Date;
  update_ts: Date;
}

/** A timestamp as the server slot format of spec 001 §9: YYYY-MM-DD HH:mm:ss in UTC. */
export const toSlotText = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ');
export const slotTextToDate = (s: string): Date => new Date(`${s.replace(' ', 'T')}Z`);

export const INTERVIEW_COLUMNS =
  'id, job_applicant_id, type, scheduling_type, scheduling_mode, location, interview_details, interview_length, allow_same_day_interview, timezone, applicant_attended, calendar_account_id, create_ts, update_ts';

export function interviewDto(row: InterviewRow, slots: readonly SlotRow[], proName: string, now = new Date()): InterviewDto {
  const list = [...slots].sort((a, b) => a.ts_interview.getTime() - b.ts_interview.getTime() || a.id - b.id);
  const like = list.map((s) => ({ tsInterview: toSlotText(s.ts_interview), status: s.status, proposer: s.proposer }));
  const timeline = [...list]
    .sort((a, b) => a.update_ts.getTime() - b.update_ts.getTime() || a.id - b.id)
    .map((s) => ({ text: interviewTimelineText({ status: s.status, proposer: s.proposer, changedBy: s.changed_by ?? null }, proName), createTs: s.update_ts.toISOString() }))
    .filter((e): e is { text: string; createTs: string } => !!e.text);
  return {
    id: row.id,
    jobApplicantId: row.job_applicant_id,
    type: row.type,
    schedulingType: row.scheduling_type,
    schedulingMode: row.scheduling_mode,
    location: row.location,
    interviewDetails: row.interview_details,
    interviewLength: row.interview_length,
    allowSameDayInterview: row.allow_same_day_interview,
    timezone: row.timezone,
    applicantAttended: row.applicant_attended,
    status: interviewState(like),
    headline: interviewHeadline(like, now),
    showAttendance: showAttendance(like, row.applicant_attended),
    jobApplicantInterviewSlots: list.map((s) => ({
      id: s.id,
      tsInterview: toSlotText(s.ts_interview),
      status: s.status,
      proposer: s.proposer,
      createTs: s.create_ts.toISOString(),
      updateTs: s.update_ts.toISOString(),
    })),
    timeline,
    createTs: row.create_ts.toISOString(),
    updateTs: row.update_ts.toISOString(),
  };
}

async function proNameOf(db: Queryable, jobApplicantId: number): Promise<string> {
  const row = await db.one<{ name: string }>(
    `select trim(u.name_first || ' ' || u.name_last) as name from job_applicants ja join user_profiles u on u.id = ja.user_profile_id where ja.id = $1`,
    [jobApplicantId],
  );
  return row?.name ?? '';
}

export async function readInterview(db: Queryable, interviewId: number): Promise<InterviewDto | null> {
  const row = await db.one<InterviewRow>(`select ${INTERVIEW_COLUMNS} from interviews where id = $1`, [interviewId]);
  if (!row) return null;
  const { rows } = await db.query<SlotRow>('select * from interview_slots where interview_id = $1', [interviewId]);
  return interviewDto(row, rows, await proNameOf(db, row.job_applicant_id));
}

/** The applicant's current interview: the newest one. */
export async function latestInterview(db: Queryable, jobApplicantId: number): Promise<InterviewDto | null> {
  const row = await db.one<{ id: number }>('select id from interviews where job_applicant_id = $1 order by create_ts desc, id desc limit 1', [jobApplicantId]);
  return row ? readInterview(db, row.id) : null;
}

/** Derived interview state of many applicants' newest interviews at once (list pages). */
export async function interviewStates(db: Queryable, jobApplicantIds: readonly number[]): Promise<Map<number, InterviewDto['status']>> {
  const out = new Map<number, InterviewDto['status']>();
  if (jobApplicantIds.length === 0) return out;
  const { rows } = await db.query<{ job_applicant_id: number; slots: { status: InterviewSlotStatus; proposer: InterviewProposer | null; ts: string }[] | null }>(
    `select distinct on (i.job_applicant_id) i.job_applicant_id,
       (select json_agg(json_build_object('status', s.status, 'proposer', s.proposer, 'ts', s.ts_interview)) from interview_slots s where s.interview_id = i.id) as slots
     from interviews i where i.job_applicant_id = any($1::int[]) order by i.job_applicant_id, i.create_ts desc, i.id desc`,
    [jobApplicantIds],
  );
  for (const r of rows) out.set(r.job_applicant_id, interviewState((r.slots ?? []).map((s) => ({ status: s.status, proposer: s.proposer, tsInterview: s.ts }))));
  return out;
}

// ── writes and the reads of scheduling ─────────────────────────────────────────────────────

export async function interviewBelongsTo(db: Queryable, interviewId: number, jobApplicantId: number): Promise<boolean> {
  return !!(await db.one('select 1 from interviews where id = $1 and job_applicant_id = $2', [interviewId, jobApplicantId]));
}

export async function applicantOfInterview(db: Queryable, interviewId: number): Promise<number | undefined> {
  return (await db.one<{ job_applicant_id: number }>('select job_applicant_id from interviews where id = $1', [interviewId]))?.job_applicant_id;
}

export function interviewRow(tx: Queryable, interviewId: number, lock = false): Promise<InterviewRow | undefined> {
  return tx.one<InterviewRow>(`select ${INTERVIEW_COLUMNS} from interviews where id = $1${lock ? ' for update' : ''}`, [interviewId]);
}

export async function interviewIdsOf(tx: Queryable, jobApplicantId: number): Promise<number[]> {
  return (await tx.query<{ id: number }>('select id from interviews where job_applicant_id = $1', [jobApplicantId])).rows.map((r) => r.id);
}

/** The pro, the organizer (the acting user, or for the pro the interview's creator or the job's contact), the job and employer. */
export async function invitePartiesRow(tx: Queryable, interviewId: number, actorId: number) {
  return (await tx.one<{
    pro_id: number;
    pro_first: string;
    pro_last: string;
    pro_email: string;
    title: string;
    employer: string;
    org_id: number | null;
    org_first: string | null;
    org_last: string | null;
    org_email: string | null;
  }>(
    `select u.id as pro_id, u.name_first as pro_first, u.name_last as pro_last, u.email as pro_email, ${JOB_TITLE_SQL} as title, e.name as employer,
       o.id as org_id, o.name_first as org_first, o.name_last as org_last, o.email as org_email
     from interviews i join job_applicants ja on ja.id = i.job_applicant_id join user_profiles u on u.id = ja.user_profile_id
     join jobs j on j.id = ja.job_id join employers e on e.id = j.employer_id left join job_titles jt on jt.id = j.job_title_id
     left join user_profiles o on o.id = case when $2 = ja.user_profile_id then coalesce(i.creator_id, j.employer_assignee_id) else $2 end
     where i.id = $1`,
    [interviewId, actorId],
  ))!;
}

/** One calendar event per interview (one UID); every change raises its SEQUENCE. Answers the new sequence. */
export async function upsertCalendarEvent(
  tx: Queryable,
  e: { calendarAccountId: number | null; interviewId: number; userId: number; uid: string; start: Date; end: Date; status: 'pending' | 'accepted' | 'canceled'; description: string },
): Promise<number> {
  return (await tx.one<{ sequence: number }>(
    `insert into calendar_events (calendar_account_id, interview_id, user_profile_id, ics_uid, starts_ts, ends_ts, status, description)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (ics_uid) do update set starts_ts = excluded.starts_ts, ends_ts = excluded.ends_ts, status = excluded.status,
       description = excluded.description, sequence = calendar_events.sequence + 1, update_ts = now()
     returning sequence`,
    [e.calendarAccountId, e.interviewId, e.userId, e.uid, e.start, e.end, e.status, e.description],
  ))!.sequence;
}

/**
 * Open proposals of the round are superseded (the proposer's own become Rescheduled, the other
 * side's Rejected); an accepted or confirmed time becomes Rescheduled and is answered.
 */
export async function supersedeOpenSlots(tx: Queryable, interviewId: number, proposer: InterviewProposer): Promise<SlotRow | undefined> {
  await tx.query(
    `update interview_slots set status = case when proposer is not distinct from $2 then 'Rescheduled' else 'Rejected' end, update_ts = now()
     where interview_id = $1 and status = 'Proposed'`,
    [interviewId, proposer],
  );
  return tx.one<SlotRow>(`update interview_slots set status = 'Rescheduled', update_ts = now() where interview_id = $1 and status in ('Accepted', 'Confirmed') returning *`, [interviewId]);
}

export async function insertSlot(tx: Queryable, interviewId: number, ts: Date, status: InterviewSlotStatus, proposer: InterviewProposer): Promise<void> {
  await tx.query('insert into interview_slots (interview_id, ts_interview, proposer, status) values ($1, $2, $3, $4)', [interviewId, ts, proposer, status]);
}

export async function insertInterview(
  tx: Queryable,
  i: {
    jobApplicantId: number;
    type: InterviewType;
    schedulingType: 'manual' | 'auto';
    mode: 'calendar' | 'set' | 'schedule';
    location: string | null;
    details: string | null;
    length: number;
    allowSameDay: boolean;
    timezone: string;
    calendarAccountId: number | null;
    creatorId: number;
  },
): Promise<number> {
  return (await tx.one<{ id: number }>(
    `insert into interviews (job_applicant_id, type, scheduling_type, scheduling_mode, location, interview_details, interview_length, allow_same_day_interview, timezone, calendar_account_id, creator_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [i.jobApplicantId, i.type, i.schedulingType, i.mode, i.location, i.details, i.length, i.allowSameDay, i.timezone, i.calendarAccountId, i.creatorId],
  ))!.id;
}

export async function touchInterview(tx: Queryable, interviewId: number, mode?: 'calendar' | 'set' | 'schedule'): Promise<void> {
  if (mode) await tx.query('update interviews set update_ts = now(), scheduling_mode = $2 where id = $1', [interviewId, mode]);
  else await tx.query('update interviews set update_ts = now() where id = $1', [interviewId]);
}

export function slotForUpdate(tx: Queryable, slotId: number, interviewId: number): Promise<SlotRow | undefined> {
  return tx.one<SlotRow>('select * from interview_slots where id = $1 and interview_id = $2 for update', [slotId, interviewId]);
}

export async function setSlotStatus(tx: Queryable, slotId: number, status: InterviewSlotStatus, changedBy: InterviewProposer | null = null): Promise<void> {
  await tx.query('update interview_slots set status = $2, changed_by = $3, update_ts = now() where id = $1', [slotId, status, changedBy]);
}

/** One time wins: the other open proposals of the round are declined. */
export async function declineOtherProposals(tx: Queryable, interviewId: number, acceptedSlotId: number): Promise<void> {
  await tx.query(`update interview_slots set status = 'Rejected', update_ts = now() where interview_id = $1 and status = 'Proposed' and id <> $2`, [interviewId, acceptedSlotId]);
}

/** Every open time of the interview canceled; answers the slots canceled. */
export async function cancelOpenSlots(tx: Queryable, interviewId: number): Promise<SlotRow[]> {
  return (
    await tx.query<SlotRow>(
      `update interview_slots set status = 'Canceled', update_ts = now() where interview_id = $1 and status in ('Proposed', 'Accepted', 'Confirmed') returning *`,
      [interviewId],
    )
  ).rows;
}

export async function setInterviewAttended(tx: Queryable, interviewId: number, attended: number): Promise<void> {
  await tx.query('update interviews set applicant_attended = $2, update_ts = now() where id = $1', [interviewId, attended]);
}

export interface UpcomingRow {
  id: number;
  slot_id: number;
  job_applicant_id: number;
  job_id: number;
  title: string;
  pro_id: number;
  name_first: string;
  name_last: string;
  type: InterviewType;
  ts_interview: Date;
  interview_length: number | null;
  timezone: string;
  location: string | null;
  status: 'Accepted' | 'Confirmed';
}

/** Accepted or confirmed times of the employer's interviews from `from`, soonest first. */
export async function upcomingSlots(
  db: Queryable,
  employerId: number,
  from: Date,
  f: { userProfileId: number | null; jobId: number | null; limit: number; skip: number },
): Promise<UpcomingRow[]> {
  const { rows } = await db.query<UpcomingRow>(
    `select i.id, s.id as slot_id, ja.id as job_applicant_id, j.id as job_id, ${JOB_TITLE_SQL} as title, u.id as pro_id, u.name_first, u.name_last,
       i.type, s.ts_interview, i.interview_length, i.timezone, i.location, s.status
     from interview_slots s join interviews i on i.id = s.interview_id join job_applicants ja on ja.id = i.job_applicant_id
     join jobs j on j.id = ja.job_id left join job_titles jt on jt.id = j.job_title_id join user_profiles u on u.id = ja.user_profile_id
     where j.employer_id = $1 and s.status in ('Accepted', 'Confirmed') and s.ts_interview >= $2
       and ($3::int is null or j.employer_assignee_id = $3) and ($4::int is null or j.id = $4)
     order by s.ts_interview, s.id limit $5 offset $6`,
    [employerId, from, f.userProfileId, f.jobId, f.limit, f.skip],
  );
  return rows;
}

export interface CalendarEventRow {
  id: number;
  interview_id: number | null;
  job_applicant_id: number | null;
  calendar_account_id: number | null;
  ics_uid: string;
  starts_ts: Date;
  ends_ts: Date;
  status: 'pending' | 'accepted' | 'canceled';
  description: string | null;
  sequence: number;
}

/** Calendar events a user organizes and those of the user's own applications, newest first. */
export async function calendarEventsOf(db: Queryable, userId: number): Promise<CalendarEventRow[]> {
  const { rows } = await db.query<CalendarEventRow>(
    `select ce.id, ce.interview_id, i.job_applicant_id, ce.calendar_account_id, ce.ics_uid, ce.starts_ts, ce.ends_ts, ce.status, ce.description, ce.sequence
     from calendar_events ce left join interviews i on i.id = ce.interview_id left join job_applicants ja on ja.id = i.job_applicant_id
     where ce.user_profile_id = $1 or ja.user_profile_id = $1 order by ce.starts_ts desc, ce.id desc limit 200`,
    [userId],
  );
  return rows;
}
