import { interviewHeadline, interviewState, interviewTimelineText, showAttendance, type InterviewProposer, type InterviewSlotStatus, type InterviewType } from '@floorhire/rules';
import type { InterviewDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';

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
    .map((s) => ({ text: interviewTimelineText({ status: s.status, proposer: s.proposer }, proName), createTs: s.update_ts.toISOString() }))
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
