import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE, ROLES } from '@floorhire/rules';
import { APPLICATION_API_TEXTS, applicantUrl, calendarDescription, canMoveSlot, newSlotRules, slotsToUtc, toServerSlot, type InterviewProposer, type InterviewSchedulingMode, type InterviewSlotStatus, type InterviewType, type InterviewDto, type UpcomingInterviewSchema } from '@floorhire/domain-applications';
import type * as v from 'valibot';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { assertSubscribed } from '../subscription';
import { queueEmail } from '../../delivery/outbox';
import { takesEmail } from '../employer-account';
import { loadApplicant, viewerOf, type ApplicantAccess, type CallerKind } from './access';
import { changeStatus } from './applications.service';
import { buildIcs } from './ics';
import {
  applicantOfInterview,
  calendarEventsOf,
  cancelOpenSlots,
  declineOtherProposals,
  insertInterview,
  insertSlot,
  interviewBelongsTo,
  interviewIdsOf,
  interviewRow,
  invitePartiesRow,
  latestInterview,
  readInterview,
  setInterviewAttended,
  setSlotStatus,
  slotForUpdate,
  slotTextToDate,
  supersedeOpenSlots,
  toSlotText,
  touchInterview,
  upcomingSlots,
  upsertCalendarEvent,
} from './interviews.repository';
import { setApplicantAttended } from './applications.repository';

export type UpcomingInterview = v.InferOutput<typeof UpcomingInterviewSchema>;

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
  const row = await invitePartiesRow(tx, interviewId, actorId);
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
  const interview = (await interviewRow(tx, interviewId))!;
  const ctx = await inviteContext(tx, interviewId, actorId);
  const length = interview.interview_length ?? 30;
  const end = new Date(change.slotTs.getTime() + length * 60_000);
  const description = calendarDescription(change.status) ?? '';
  const eventStatus = change.status === 'Canceled' ? 'canceled' : change.status === 'Proposed' ? 'pending' : 'accepted';
  const uid = `interview-${interviewId}@floorhire`;
  const sequence = await upsertCalendarEvent(tx, {
    calendarAccountId: interview.calendar_account_id,
    interviewId,
    userId: ctx.organizer.id || ctx.pro.id,
    uid,
    start: change.slotTs,
    end,
    status: eventStatus,
    description,
  });
  if (silent || change.status === 'Proposed') return;
  const method = change.status === 'Canceled' ? 'CANCEL' : 'REQUEST';
  const when = DateTime.fromJSDate(change.slotTs, { zone: interview.timezone }).toFormat("cccc, LLLL d 'at' h:mm a ZZZZ");
  const summary = `${interview.type} interview: ${ctx.jobTitle}, ${ctx.employerName}`;
  const details = [`${description}: ${when} (${length} minutes).`, interview.location ? `Location: ${interview.location}` : '', interview.interview_details ?? ''].filter(Boolean).join('\n');
  const ics = buildIcs({
    uid,
    sequence,
    start: change.slotTs,
    end,
    summary,
    description: details,
    location: interview.location,
    organizer: { name: ctx.organizer.name, email: ctx.organizer.email },
    attendees: [{ name: ctx.pro.name, email: ctx.pro.email }],
    method,
  });
  // The organizer's invite follows their notification preferences (ADR 293); the pro's always goes.
  const organizerTakesIt = ctx.organizer.id !== 0 && (await takesEmail(tx, ctx.organizer.id, 'EMPLOYER_INTERVIEW_UPDATE'));
  for (const to of [ctx.pro, ...(organizerTakesIt ? [ctx.organizer] : [])].filter((p) => p.email && p.id)) {
    await queueEmail(tx, {
      to: to.email,
      subject: `${description}: ${summary}`,
      text: `${details}\n\n${method === 'CANCEL' ? 'The calendar event is cancelled (invite.ics attached).' : 'The calendar invite is attached (invite.ics).'}`,
      attachments: [{ filename: 'invite.ics', contentType: `text/calendar; method=${method}`, content: ics }],
      template: method === 'CANCEL' ? 'interview-cancel' : 'interview-invite',
      userProfileId: to.id,
      idempotencyKey: `ics:${uid}:${sequence}:${to.id}`,
    });
  }
}

async function insertSlots(tx: Queryable, interviewId: number, slots: readonly string[], status: InterviewSlotStatus, proposer: InterviewProposer): Promise<void> {
  for (const s of slots) await insertSlot(tx, interviewId, slotTextToDate(s), status, proposer);
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
  for (const previous of await interviewIdsOf(tx, access.id)) {
    const moved = await supersedeOpenSlots(tx, previous, rules.proposer);
    if (moved) await syncCalendar(tx, previous, actorId, { status: 'Canceled', slotTs: moved.ts_interview }, silent);
  }
  const id = await insertInterview(tx, {
    jobApplicantId: access.id,
    type: body.interviewType,
    schedulingType: mode === 'calendar' ? 'auto' : 'manual',
    mode,
    location: body.location ?? null,
    details: body.interviewDetails ?? null,
    length: body.interviewLength ?? 30,
    allowSameDay,
    timezone,
    calendarAccountId: body.calendarAccountId ?? null,
    creatorId: actorId,
  });
  await insertSlots(tx, id, slots, rules.status, rules.proposer);
  if (['New', 'Contact', 'Client', 'Review'].includes(access.status)) {
    await changeStatus(tx, { applicantId: access.id, status: 'Interview', actorId, caller: 'staff', silent: true });
  }
  await syncCalendar(tx, id, actorId, { status: rules.status, slotTs: slotTextToDate(slots[0]!) }, silent);
  return id;
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
  const interview = (await interviewRow(tx, interviewId, true))!;
  const timezone = validTimezone(body.timezone ?? interview.timezone);
  const mode = body.mode ?? 'schedule';
  const slots = resolveSlots(body.slots, timezone);
  checkSlotTimes(slots, { allowSameDay: interview.allow_same_day_interview, timezone, now });
  const rules = newSlotRules(mode, access.caller, body.proposer);
  if (rules.status === 'Accepted' && slots.length !== 1) throw unprocessable('Set one interview time', 'slots');
  const moved = await supersedeOpenSlots(tx, interviewId, rules.proposer);
  if (moved && rules.status !== 'Accepted') await syncCalendar(tx, interviewId, actorId, { status: 'Canceled', slotTs: moved.ts_interview }, silent);
  await insertSlots(tx, interviewId, slots, rules.status, rules.proposer);
  await touchInterview(tx, interviewId, mode);
  await syncCalendar(tx, interviewId, actorId, { status: rules.status, slotTs: slotTextToDate(slots[0]!) }, silent);
}

/** The party a caller acts as, recorded on a time they answer (the timeline's "by" or "for"). */
const PARTY: Record<CallerKind, InterviewProposer> = { pro: 'Skilled Pro', employer: 'Business', staff: 'Super Admin' };

const mine = (caller: CallerKind, proposer: InterviewProposer | null) =>
  (caller === 'pro' && proposer === 'Skilled Pro') || (caller === 'employer' && proposer === 'Business');

export async function moveSlot(tx: Queryable, access: ApplicantAccess, interviewId: number, slotId: number, to: InterviewSlotStatus, actorId: number, now = new Date()): Promise<void> {
  const slot = await slotForUpdate(tx, slotId, interviewId);
  if (!slot) throw unprocessable(APPLICATION_API_TEXTS.slotNotFound, 'slotId');
  if (slot.status === to) return;
  if (!canMoveSlot(slot.status, to)) throw conflict(APPLICATION_API_TEXTS.slotTransitionNotAllowed(slot.status, to));
  if ((to === 'Accepted' || to === 'Rejected') && mine(access.caller, slot.proposer)) throw conflict(APPLICATION_API_TEXTS.ownProposal);
  if (to === 'Accepted' && slot.ts_interview.getTime() <= now.getTime()) throw unprocessable(APPLICATION_API_TEXTS.slotInPast, 'slotId');
  await setSlotStatus(tx, slotId, to, PARTY[access.caller]);
  if (to === 'Accepted') await declineOtherProposals(tx, interviewId, slotId);
  await touchInterview(tx, interviewId);
  const wasFixed = slot.status === 'Accepted' || slot.status === 'Confirmed';
  if (to === 'Accepted' || (to === 'Canceled' && wasFixed)) await syncCalendar(tx, interviewId, actorId, { status: to, slotTs: slot.ts_interview }, false);
}

// ── what the routes (and the calendar module) call ───────────────────────────────────────────

/** Employer users edit interviews only with employer.applicant.edit (spec 000 §6). */
function assertCanEdit(auth: AuthContext, access: ApplicantAccess): void {
  if (access.caller === 'employer' && !auth.roles.includes(ROLES.applicantEdit)) throw forbidden();
}

async function interviewOf(db: Queryable, access: ApplicantAccess, interviewId: number): Promise<void> {
  if (!(await interviewBelongsTo(db, interviewId, access.id))) throw notFound(APPLICATION_API_TEXTS.interviewNotFound);
}

export async function currentInterviewOf(db: Queryable, auth: AuthContext, applicantId: number): Promise<InterviewDto | null> {
  const access = await loadApplicant(db, auth, applicantId, { allowPro: true });
  return latestInterview(db, access.id);
}

export async function scheduleInterview(db: Db, auth: AuthContext, applicantId: number, body: NewInterview, silent: boolean): Promise<InterviewDto> {
  const access = await loadApplicant(db, auth, applicantId, { allowPro: true });
  assertCanEdit(auth, access);
  const id = await db.transaction((tx) => createInterview(tx, access, auth.userId, body, silent));
  return (await readInterview(db, id))!;
}

export async function proposeTimes(db: Db, auth: AuthContext, applicantId: number, interviewId: number, body: Parameters<typeof proposeSlots>[4], silent: boolean): Promise<InterviewDto> {
  const access = await loadApplicant(db, auth, applicantId, { allowPro: true });
  assertCanEdit(auth, access);
  await interviewOf(db, access, interviewId);
  await db.transaction((tx) => proposeSlots(tx, access, interviewId, auth.userId, body, silent));
  return (await readInterview(db, interviewId))!;
}

export async function moveTime(db: Db, auth: AuthContext, applicantId: number, interviewId: number, slotId: number, to: InterviewSlotStatus): Promise<InterviewDto> {
  const access = await loadApplicant(db, auth, applicantId, { allowPro: true });
  assertCanEdit(auth, access);
  await interviewOf(db, access, interviewId);
  await db.transaction((tx) => moveSlot(tx, access, interviewId, slotId, to, auth.userId));
  return (await readInterview(db, interviewId))!;
}

/** Attendance of an accepted interview (1 attended, 0 no-show), kept on the application too. */
export async function recordAttendance(db: Db, auth: AuthContext, applicantId: number, interviewId: number, attended: number): Promise<InterviewDto> {
  const access = await loadApplicant(db, auth, applicantId);
  await interviewOf(db, access, interviewId);
  const interview = (await readInterview(db, interviewId))!;
  if (interview.status !== 'accepted') throw conflict(APPLICATION_API_TEXTS.attendanceNotAllowed);
  await db.transaction(async (tx) => {
    await setInterviewAttended(tx, interviewId, attended);
    await setApplicantAttended(tx, access.id, attended);
  });
  return (await readInterview(db, interviewId))!;
}

/** Accepted or confirmed times from the start of today (America/Chicago), soonest first; subscribed employers only. */
export async function upcomingInterviews(
  db: Queryable,
  auth: AuthContext,
  employerId: number,
  f: { userProfileId?: number | undefined; jobId?: number | undefined; limit?: number | undefined; skip?: number | undefined },
): Promise<UpcomingInterview[]> {
  await assertSubscribed(db, auth, employerId);
  const from = DateTime.now().setZone(DEFAULT_TIMEZONE).startOf('day').toJSDate();
  const rows = await upcomingSlots(db, employerId, from, { userProfileId: f.userProfileId ?? null, jobId: f.jobId ?? null, limit: f.limit ?? 10, skip: f.skip ?? 0 });
  const viewer = viewerOf(auth);
  return rows.map((r) => ({
    id: r.id,
    slotId: r.slot_id,
    jobApplicantId: r.job_applicant_id,
    jobId: r.job_id,
    jobTitle: r.title,
    pro: { id: r.pro_id, nameFirst: r.name_first, nameLast: r.name_last },
    type: r.type,
    tsInterview: toSlotText(r.ts_interview),
    interviewLength: r.interview_length,
    timezone: r.timezone,
    location: r.location,
    slotStatus: r.status,
    url: applicantUrl(viewer, r.job_id, r.pro_id, r.job_applicant_id, { tab: 'interview' }),
  }));
}

/** The applicant behind an interview, as the caller may reach it; any miss is 'interview not found'. */
export async function interviewAccess(db: Queryable, auth: AuthContext, interviewId: number): Promise<ApplicantAccess> {
  const applicantId = await applicantOfInterview(db, interviewId);
  if (applicantId === undefined) throw notFound(APPLICATION_API_TEXTS.interviewNotFound);
  try {
    return await loadApplicant(db, auth, applicantId);
  } catch {
    throw notFound(APPLICATION_API_TEXTS.interviewNotFound);
  }
}

/** Every open time canceled and the invite withdrawn (ICS CANCEL). */
export async function cancelInterview(db: Db, auth: AuthContext, interviewId: number): Promise<InterviewDto> {
  await interviewAccess(db, auth, interviewId);
  await db.transaction(async (tx) => {
    const canceled = await cancelOpenSlots(tx, interviewId);
    await touchInterview(tx, interviewId);
    const first = canceled.sort((a, b) => a.ts_interview.getTime() - b.ts_interview.getTime())[0];
    if (first) await syncCalendar(tx, interviewId, auth.userId, { status: 'Canceled', slotTs: first.ts_interview }, false);
  });
  return (await readInterview(db, interviewId))!;
}

/** A new time: the old one becomes Rescheduled and the invite is updated (same UID, higher SEQUENCE). */
export async function rescheduleInterview(db: Db, auth: AuthContext, interviewId: number, tsInterview: string): Promise<InterviewDto> {
  const access = await interviewAccess(db, auth, interviewId);
  await db.transaction((tx) => proposeSlots(tx, access, interviewId, auth.userId, { slots: [tsInterview], mode: 'set' }, false));
  return (await readInterview(db, interviewId))!;
}

/** Calendar mode: one time the pro is invited to, on the caller's connected calendar when given. */
export async function inviteByCalendar(db: Db, auth: AuthContext, access: ApplicantAccess, body: Omit<NewInterview, 'mode' | 'allowSameDayInterview' | 'slots'> & { tsInterview: string }): Promise<InterviewDto> {
  const { tsInterview, ...rest } = body;
  const id = await db.transaction((tx) => createInterview(tx, access, auth.userId, { ...rest, allowSameDayInterview: true, mode: 'calendar', slots: [tsInterview] }, false));
  return (await readInterview(db, id))!;
}

export async function calendarEventsOfUser(db: Queryable, userId: number) {
  return (await calendarEventsOf(db, userId)).map((r) => ({
    id: r.id,
    interviewId: r.interview_id,
    jobApplicantId: r.job_applicant_id,
    calendarAccountId: r.calendar_account_id,
    icsUid: r.ics_uid,
    startsTs: r.starts_ts.toISOString(),
    endsTs: r.ends_ts.toISOString(),
    status: r.status,
    description: r.description,
    sequence: r.sequence,
  }));
}
