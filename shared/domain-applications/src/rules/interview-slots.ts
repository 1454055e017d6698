import { DEFAULT_TIMEZONE, isValidTimeZone, serverToZoned, toEpochMs, toServerDateTime, zonedToServer } from '@floorhire/rules';
import { mergeInterviewSlots } from './interview-times';
import type { InterviewProposer, InterviewSlotStatus } from './catalogues';
import { CALENDAR_EVENT_TEXTS, INTERVIEW_STATUS_TEXTS, INTERVIEW_TIMELINE_VERBS } from '../texts/api';

// The pure interview rules of spec 001 §4-§5, shared by the applicants remote (the form) and
// the API (which re-checks everything). docs/decisions/102-interview-rules.md.

export const INTERVIEW_SCHEDULING_MODES = ['calendar', 'set', 'schedule'] as const;
export type InterviewSchedulingMode = (typeof INTERVIEW_SCHEDULING_MODES)[number];
export interface SlotInput {
  /** YYYY-MM-DD in the chosen zone. */
  date: string;
  /** HH:mm values of the 15-minute list. */
  times: readonly string[];
}

/**
 * The form's slots (a date and times in the chosen zone) as the server's UTC strings
 * 'YYYY-MM-DD HH:mm:ss': same dates merged, duplicate times removed, converted through the
 * zone's rules for that very date, so a daylight-saving change between two dates is honoured.
 * Times that collapse onto one instant (a spring-forward gap) appear once. Invalid input is
 * dropped. Throws for an unknown zone, which is a programming error, not user input.
 */
export function slotsToUtc(slots: readonly SlotInput[], timezone: string = DEFAULT_TIMEZONE): string[] {
  if (!isValidTimeZone(timezone)) throw new RangeError(`Unknown timezone ${timezone}`);
  const out = new Set<string>();
  for (const slot of mergeInterviewSlots(slots)) {
    for (const time of slot.times) {
      const utc = zonedToServer(slot.date, time, timezone);
      if (utc) out.add(utc);
    }
  }
  return [...out].sort();
}

/** Server UTC strings back to the form's shape in a zone (grouped by local date, ascending). */
export function utcToSlots(utc: readonly string[], timezone: string = DEFAULT_TIMEZONE): { date: string; times: string[] }[] {
  const local = utc.map((value) => serverToZoned(value, timezone)).filter((v): v is { date: string; time: string } => !!v);
  return mergeInterviewSlots(local.map((l) => ({ date: l.date, times: [l.time] })));
}

/** An ISO timestamp or a server string as the server string (UTC). */
export function toServerSlot(value: string): string | undefined {
  const ms = toEpochMs(value, 'utc');
  return Number.isFinite(ms) ? toServerDateTime(ms) : undefined;
}

export interface SlotLike {
  tsInterview: string;
  status: InterviewSlotStatus;
  proposer: InterviewProposer | null;
}

export type InterviewState = 'accepted' | 'proposed' | 'canceled' | 'none';

const isAccepted = (s: SlotLike) => s.status === 'Accepted' || s.status === 'Confirmed';

/**
 * Interview status of spec 001 §4: accepted when exactly one slot is accepted (a confirmed slot
 * is an accepted one the pro confirmed), proposed when at least one slot is proposed, canceled
 * when exactly one slot is canceled; checked in that order.
 */
export function interviewState(slots: readonly SlotLike[]): InterviewState {
  if (slots.filter(isAccepted).length === 1) return 'accepted';
  if (slots.some((s) => s.status === 'Proposed')) return 'proposed';
  if (slots.filter((s) => s.status === 'Canceled').length === 1) return 'canceled';
  return 'none';
}

export function acceptedSlot<S extends SlotLike>(slots: readonly S[]): S | undefined {
  return slots.filter(isAccepted).length === 1 ? slots.find(isAccepted) : undefined;
}

const instant = (ts: string) => toServerSlot(ts) ?? ts;

/** Headline: an accepted interview reads Scheduled while its time is ahead, Accepted after it. */
export function interviewHeadline(slots: readonly SlotLike[], now: Date = new Date()): string {
  const state = interviewState(slots);
  if (state === 'accepted') {
    const slot = acceptedSlot(slots)!;
    return toEpochMs(instant(slot.tsInterview)) > now.getTime() ? INTERVIEW_STATUS_TEXTS.scheduled : INTERVIEW_STATUS_TEXTS.accepted;
  }
  return INTERVIEW_STATUS_TEXTS[state];
}

/** The attendance button shows when the interview is accepted and attendance is not recorded. */
export function showAttendance(slots: readonly SlotLike[], applicantAttended: number | null | undefined): boolean {
  return interviewState(slots) === 'accepted' && (applicantAttended === null || applicantAttended === undefined);
}

/**
 * Proposer and first status of new slots (spec 001 §4): mode set creates them Accepted, any
 * other mode Proposed. Staff record the proposer they chose in schedule mode, otherwise Super
 * Admin; an employer user proposes as Business and a pro as Skilled Pro.
 */
export function newSlotRules(
  mode: InterviewSchedulingMode,
  caller: 'staff' | 'employer' | 'pro',
  chosenProposer?: InterviewProposer | null,
): { status: InterviewSlotStatus; proposer: InterviewProposer } {
  const status: InterviewSlotStatus = mode === 'set' ? 'Accepted' : 'Proposed';
  if (caller === 'pro') return { status, proposer: 'Skilled Pro' };
  if (caller === 'employer') return { status, proposer: 'Business' };
  return { status, proposer: mode === 'schedule' && chosenProposer ? chosenProposer : 'Super Admin' };
}

/** Slot moves allowed by docs/decisions/102-interview-rules.md (from → to). */
export const SLOT_TRANSITIONS: Readonly<Record<InterviewSlotStatus, readonly InterviewSlotStatus[]>> = {
  Proposed: ['Accepted', 'Rejected', 'Canceled', 'Rescheduled'],
  Accepted: ['Confirmed', 'Canceled', 'Rescheduled'],
  Confirmed: ['Canceled', 'Rescheduled'],
  Rejected: [],
  Rescheduled: [],
  Canceled: [],
};

export function canMoveSlot(from: InterviewSlotStatus, to: InterviewSlotStatus): boolean {
  return SLOT_TRANSITIONS[from].includes(to);
}

/**
 * Timeline line of an interview slot (spec 001 §4): scheduled, proposed or canceled, "by" the
 * pro when the skilled pro proposed it, otherwise "for" the pro. A time someone answered
 * (rejected, or attendance confirmed) reads "by" when the pro answered it (ADR 216), so the
 * employer sees the pro's answers; an automatic move (the other proposals of an accepted
 * time) and rows without the answering party keep the spec's lines.
 */
export function interviewTimelineText(slot: Pick<SlotLike, 'status' | 'proposer'> & { changedBy?: InterviewProposer | null }, proName: string): string | undefined {
  const answered = slot.changedBy ?? null;
  if (answered && (slot.status === 'Rejected' || slot.status === 'Confirmed')) {
    const verb = slot.status === 'Rejected' ? INTERVIEW_TIMELINE_VERBS.rejected : INTERVIEW_TIMELINE_VERBS.confirmed;
    return `${verb} ${answered === 'Skilled Pro' ? 'by' : 'for'} ${proName}`.trim();
  }
  const verb =
    slot.status === 'Accepted' || slot.status === 'Confirmed'
      ? 'scheduled'
      : slot.status === 'Proposed'
        ? 'proposed'
        : slot.status === 'Canceled'
          ? 'canceled'
          : undefined;
  if (!verb) return undefined;
  return `Interview ${verb} ${slot.proposer === 'Skilled Pro' ? 'by' : 'for'} ${proName}`.trim();
}

/** Calendar description of a slot change: request sent, time scheduled, time canceled. */
export function calendarDescription(status: InterviewSlotStatus): string | undefined {
  if (status === 'Proposed') return CALENDAR_EVENT_TEXTS.requestSent;
  if (status === 'Accepted' || status === 'Confirmed') return CALENDAR_EVENT_TEXTS.timeScheduled;
  if (status === 'Canceled') return CALENDAR_EVENT_TEXTS.timeCanceled;
  return undefined;
}
