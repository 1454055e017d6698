import { DateTime } from 'luxon';
import {
  APPLICATION_API_TEXTS,
  DEFAULT_TIMEZONE,
  calendarDescription,
  canMoveSlot,
  newSlotRules,
  slotsToUtc,
  toServerSlot,
  type InterviewProposer,
  type InterviewSchedulingMode,
  type InterviewSlotStatus,
  type InterviewType,
} from '@floorhire/rules';
import type { Queryable } from '../../db';
import { conflict, unprocessable } from '../../http/errors';
import { queueEmail } from '../../delivery/outbox';
import type { ApplicantAccess, CallerKind } from '../applications/access';
import { JOB_TITLE_SQL } from '../applications/access';
import { changeStatus } from '../applications/applications.service';
import { buildIcs } from './ics';
import { INTERVIEW_COLUMNS, slotTextToDate, type InterviewRow, type SlotRow } from './interviews.repository';

// The interview rules of spec 001 §4 on the server (docs/decisions/102-interview-rules.md).

export type SlotInputItem = string | { date: string; times: string[] };

/** UTC server strings from the mixed input: local slots converted with the zone (DST-safe). */
export function resolveSlots(items: readonly SlotInputItem[], timezone: string): string[] {
  const local = items.filter((i): i is { date: string; times: string[] } => typeof i !== 'string');
  const server = items.filter((i): i is string => typeof i === 'string').map((s) => toServerSlot(s)).filter((s): s is string => !!s);
  let converted: string[];
  try {
    converted = slotsToUtc(local, timezone);
  } catch {
    throw unprocessable('Unknown timezone', 'timezone');
  }
  const all = [...new Set([...server, ...converted])].sort();
  if (all.length === 0) throw unprocessable(APPLICATION_API_TEXTS.noSlots, 'slots');
  return all;
}

export function checkSlotTimes(slots: readonly string[], options: { allowSameDay: boolean; timezone: string; now?: Date }): void {
  const now = options.now ?? new Date();
  const today = DateTime.fromJSDate(now, { zone: options.timezone }).toFormat('yyyy-MM-dd');
  for (const s of slots) {
    const when = slotTextToDate(s);
    if (when.getTime() <= now.getTime()) throw unprocessable(APPLICATION_API_TEXTS.slotInPast, 'slots');
    if (!options.allowSameDay && DateTime.fromJSDate(when, { zone: options.timezone }).toFormat('yyyy-MM-dd') === today) {
      throw unprocessable(APPLICATION_API_TEXTS.sameDayNotAllowed, 'slots');
    }
  }
}

export function validTimezone(zone: string | undefined): string {
  const tz = zone ?? DEFAULT_TIMEZONE;
  if (!DateTime.local().setZone(tz).isValid) throw unprocessable('Unknown timezone', 'timezone');
  return tz;
}

interface Party {
  id: number;
  name: string;
  email: string;
}

interface InviteContext {
  pro: Party;
  organizer: Party;
  jobTitle: string;
  employerName: string;
}

async function inviteContext(tx: Queryable, interviewId: number, actorId: number): Promise<InviteContext> {
  const row = (await tx.one<{
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
  return {
    pro: { id: row.pro_id, name: `${row.pro_first} ${row.pro_last}`.trim(), email: row.pro_email },
    organizer: row.org_id !== null ? { id: row.org_id, name: `${row.org_first ?? ''} ${row.org_last ?? ''}`.trim(), email: row.org_email ?? '' } : { id: 0, name: row.employer, email: 'no-reply@floorhire.test' },
    jobTitle: row.title,
    employerName: row.employer,
  };
}

/**
 * Keeps the interview's calendar event (one per interview, one UID) in step and sends the ICS
 * invite or cancellation through the e-mail outbox, with a SEQUENCE that always grows.
 */
export async function syncCalendar(tx: Queryable, interviewId: number, actorId: number, change: { status: InterviewSlotStatus; slotTs: Date }, silent: boolean): Promise<void> {
  const interview = (await tx.one<InterviewRow>(`select ${INTERVIEW_COLUMNS} from interviews where id = $1`, [interviewId]))!;
  const ctx = await inviteContext(tx, interviewId, actorId);
  const length = interview.interview_length ?? 30;
  const end = new Date(change.slotTs.getTime() + length * 60_000);
  const description = calendarDescription(change.status) ?? '';
  const eventStatus = change.status === 'Canceled' ? 'canceled' : change.status === 'Proposed' ? 'pending' : 'accepted';
  const uid = `interview-${interviewId}@floorhire`;
  const event = (await tx.one<{ sequence: number }>(
    `insert into calendar_events (calendar_account_id, interview_id, user_profile_id, ics_uid, starts_ts, ends_ts, status, description)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (ics_uid) do update set starts_ts = excluded.starts_ts, ends_ts = excluded.ends_ts, status = excluded.status,
       description = excluded.description, sequence = calendar_events.sequence + 1, update_ts = now()
     returning sequence`,
    [interview.calendar_account_id, interviewId, ctx.organizer.id || ctx.pro.id, uid, change.slotTs, end, eventStatus, description],
  ))!;
  if (silent || change.status === 'Proposed') return;
  const method = change.status === 'Canceled' ? 'CANCEL' : 'REQUEST';
  const when = DateTime.fromJSDate(change.slotTs, { zone: interview.timezone }).toFormat("cccc, LLLL d 'at' h:mm a ZZZZ");
  const summary = `${interview.type} interview: ${ctx.jobTitle}, ${ctx.employerName}`;
  const details = [`${description}: ${when} (${length} minutes).`, interview.location ? `Location: ${interview.location}` : '', interview.interview_details ?? ''].filter(Boolean).join('\n');
  const ics = buildIcs({
    uid,
    sequence: event.sequence,
    start: change.slotTs,
    end,
    summary,
    description: details,
    location: interview.location,
    organizer: { name: ctx.organizer.name, email: ctx.organizer.email },
    attendees: [{ name: ctx.pro.name, email: ctx.pro.email }],
    method,
  });
  for (const to of [ctx.pro, ctx.organizer].filter((p) => p.email && p.id)) {
    await queueEmail(tx, {
      to: to.email,
      subject: `${description}: ${summary}`,
      text: `${details}\n\n${method === 'CANCEL' ? 'The calendar event is cancelled (invite.ics attached).' : 'The calendar invite is attached (invite.ics).'}`,
      attachments: [{ filename: 'invite.ics', contentType: `text/calendar; method=${method}`, content: ics }],
      template: method === 'CANCEL' ? 'interview-cancel' : 'interview-invite',
      userProfileId: to.id,
      idempotencyKey: `ics:${uid}:${event.sequence}:${to.id}`,
    });
  }
}

/** Proposals still open on an interview are superseded by a new round. */
async function supersedeOpenSlots(tx: Queryable, interviewId: number, proposer: InterviewProposer): Promise<SlotRow | undefined> {
  await tx.query(
    `update interview_slots set status = case when proposer is not distinct from $2 then 'Rescheduled' else 'Rejected' end, update_ts = now()
     where interview_id = $1 and status = 'Proposed'`,
    [interviewId, proposer],
  );
  const moved = await tx.one<SlotRow>(
    `update interview_slots set status = 'Rescheduled', update_ts = now() where interview_id = $1 and status in ('Accepted', 'Confirmed') returning *`,
    [interviewId],
  );
  return moved;
}

async function insertSlots(tx: Queryable, interviewId: number, slots: readonly string[], status: InterviewSlotStatus, proposer: InterviewProposer): Promise<void> {
  for (const s of slots) {
    await tx.query('insert into interview_slots (interview_id, ts_interview, proposer, status) values ($1, $2, $3, $4)', [interviewId, slotTextToDate(s), proposer, status]);
  }
}

export interface NewInterview {
  interviewType: InterviewType;
  interviewLength?: number | undefined;
  interviewDetails?: string | null | undefined;
  location?: string | null | undefined;
  allowSameDayInterview?: boolean | undefined;
  timezone?: string | undefined;
  mode?: InterviewSchedulingMode | undefined;
  proposer?: InterviewProposer | null | undefined;
  slots: readonly SlotInputItem[];
  calendarAccountId?: number | null | undefined;
}

export async function createInterview(tx: Queryable, access: ApplicantAccess, actorId: number, body: NewInterview, silent: boolean, now = new Date()): Promise<number> {
  const timezone = validTimezone(body.timezone);
  const mode = body.mode ?? 'schedule';
  const allowSameDay = body.allowSameDayInterview ?? false;
  const slots = resolveSlots(body.slots, timezone);
  checkSlotTimes(slots, { allowSameDay, timezone, now });
  const rules = newSlotRules(mode, access.caller, body.proposer);
  if (rules.status === 'Accepted' && slots.length !== 1) throw unprocessable('Set one interview time', 'slots');
  // Earlier interviews of this applicant stop being current: their open times are superseded.
  const { rows: previous } = await tx.query<{ id: number }>('select id from interviews where job_applicant_id = $1', [access.id]);
  for (const p of previous) {
    const moved = await supersedeOpenSlots(tx, p.id, rules.proposer);
    if (moved) await syncCalendar(tx, p.id, actorId, { status: 'Canceled', slotTs: moved.ts_interview }, silent);
  }
  const row = (await tx.one<{ id: number }>(
    `insert into interviews (job_applicant_id, type, scheduling_type, scheduling_mode, location, interview_details, interview_length, allow_same_day_interview, timezone, calendar_account_id, creator_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [access.id, body.interviewType, mode === 'calendar' ? 'auto' : 'manual', mode, body.location ?? null, body.interviewDetails ?? null, body.interviewLength ?? 30, allowSameDay, timezone, body.calendarAccountId ?? null, actorId],
  ))!;
  await insertSlots(tx, row.id, slots, rules.status, rules.proposer);
  if (['New', 'Contact', 'Client', 'Review'].includes(access.status)) {
    await changeStatus(tx, { applicantId: access.id, status: 'Interview', actorId, caller: 'staff', silent: true });
  }
  await syncCalendar(tx, row.id, actorId, { status: rules.status, slotTs: slotTextToDate(slots[0]!) }, silent);
  return row.id;
}

export async function proposeSlots(
  tx: Queryable,
  access: ApplicantAccess,
  interviewId: number,
  actorId: number,
  body: { slots: readonly SlotInputItem[]; timezone?: string | undefined; mode?: InterviewSchedulingMode | undefined; proposer?: InterviewProposer | null | undefined },
  silent: boolean,
  now = new Date(),
): Promise<void> {
  const interview = (await tx.one<InterviewRow>(`select ${INTERVIEW_COLUMNS} from interviews where id = $1 for update`, [interviewId]))!;
  const timezone = validTimezone(body.timezone ?? interview.timezone);
  const mode = body.mode ?? 'schedule';
  const slots = resolveSlots(body.slots, timezone);
  checkSlotTimes(slots, { allowSameDay: interview.allow_same_day_interview, timezone, now });
  const rules = newSlotRules(mode, access.caller, body.proposer);
  if (rules.status === 'Accepted' && slots.length !== 1) throw unprocessable('Set one interview time', 'slots');
  const moved = await supersedeOpenSlots(tx, interviewId, rules.proposer);
  if (moved && rules.status !== 'Accepted') await syncCalendar(tx, interviewId, actorId, { status: 'Canceled', slotTs: moved.ts_interview }, silent);
  await insertSlots(tx, interviewId, slots, rules.status, rules.proposer);
  await tx.query('update interviews set update_ts = now(), scheduling_mode = $2 where id = $1', [interviewId, mode]);
  await syncCalendar(tx, interviewId, actorId, { status: rules.status, slotTs: slotTextToDate(slots[0]!) }, silent);
}

const mine = (caller: CallerKind, proposer: InterviewProposer | null) =>
  (caller === 'pro' && proposer === 'Skilled Pro') || (caller === 'employer' && proposer === 'Business');

export async function moveSlot(tx: Queryable, access: ApplicantAccess, interviewId: number, slotId: number, to: InterviewSlotStatus, actorId: number, now = new Date()): Promise<void> {
  const slot = await tx.one<SlotRow>('select * from interview_slots where id = $1 and interview_id = $2 for update', [slotId, interviewId]);
  if (!slot) throw unprocessable(APPLICATION_API_TEXTS.slotNotFound, 'slotId');
  if (slot.status === to) return;
  if (!canMoveSlot(slot.status, to)) throw conflict(APPLICATION_API_TEXTS.slotTransitionNotAllowed(slot.status, to));
  if ((to === 'Accepted' || to === 'Rejected') && mine(access.caller, slot.proposer)) throw conflict(APPLICATION_API_TEXTS.ownProposal);
  if (to === 'Accepted' && slot.ts_interview.getTime() <= now.getTime()) throw unprocessable(APPLICATION_API_TEXTS.slotInPast, 'slotId');
  await tx.query('update interview_slots set status = $2, update_ts = now() where id = $1', [slotId, to]);
  if (to === 'Accepted') {
    // One time wins: the other open proposals of this round are declined.
    await tx.query(`update interview_slots set status = 'Rejected', update_ts = now() where interview_id = $1 and status = 'Proposed' and id <> $2`, [interviewId, slotId]);
  }
  await tx.query('update interviews set update_ts = now() where id = $1', [interviewId]);
  const wasFixed = slot.status === 'Accepted' || slot.status === 'Confirmed';
  if (to === 'Accepted' || (to === 'Canceled' && wasFixed)) await syncCalendar(tx, interviewId, actorId, { status: to, slotTs: slot.ts_interview }, false);
}
