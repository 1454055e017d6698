import { DEFAULT_TIMEZONE } from '@floorhire/rules';
import { type INTERVIEW_LENGTHS, slotsToUtc, type InterviewProposer, type InterviewSchedulingMode, type InterviewType } from '@floorhire/domain-applications';

// The interview form's values and their conversion (spec 001 §3, §5): dates and 15-minute times
// in a chosen zone, turned into the server's UTC strings by the shared slotsToUtc (same dates
// merged, duplicate times removed, each date converted with that date's offset).

export interface SlotRow {
  key: number;
  /** YYYY-MM-DD in the chosen zone. */
  date: string;
  /** HH:mm values of the 15-minute list. */
  times: string[];
}

export interface SlotFormValues {
  interviewType: InterviewType;
  interviewLength: (typeof INTERVIEW_LENGTHS)[number];
  timezone: string;
  mode: InterviewSchedulingMode;
  slots: SlotRow[];
  location: string;
  interviewDetails: string;
  allowSameDayInterview: boolean;
  /** Staff in schedule mode record who proposed (spec 001 §4). */
  proposer: InterviewProposer | '';
}

/** Zones offered in the form: the US zones, plus the browser's own when it is another. */
export const US_TIMEZONES: readonly { value: string; label: string }[] = [
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Phoenix', label: 'Mountain, no DST (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
];

export function timezoneOptions(browserZone: string | undefined = safeBrowserZone()): { value: string; label: string }[] {
  const list = [...US_TIMEZONES];
  if (browserZone && !list.some((z) => z.value === browserZone)) list.push({ value: browserZone, label: browserZone });
  return list;
}

function safeBrowserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function initialSlotForm(options: { mode?: InterviewSchedulingMode; timezone?: string | null } = {}): SlotFormValues {
  return {
    interviewType: 'Onsite',
    interviewLength: 30,
    timezone: options.timezone || DEFAULT_TIMEZONE,
    mode: options.mode ?? 'schedule',
    slots: [{ key: 1, date: '', times: [] }],
    location: '',
    interviewDetails: '',
    allowSameDayInterview: false,
    proposer: '',
  };
}

/** What the form sends: UTC 'YYYY-MM-DD HH:mm:ss' strings, ascending, no duplicates. */
export function formSlotsUtc(values: Pick<SlotFormValues, 'slots' | 'timezone'>): string[] {
  const filled = values.slots.filter((s) => s.date && s.times.length > 0).map((s) => ({ date: s.date, times: s.times }));
  return slotsToUtc(filled, values.timezone);
}
