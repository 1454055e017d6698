// Interview times every 15 minutes across the day (spec 000 §9, 001 §5).
export const INTERVIEW_STEP_MINUTES = 15;
export const INTERVIEW_LENGTHS = [15, 30, 60] as const;
export const INTERVIEW_TYPES = ['Onsite', 'Phone', 'Video'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

export interface InterviewTime {
  /** 24-hour HH:mm, the value sent with the date. */
  readonly value: string;
  /** 12-hour label, e.g. 9:15 AM. */
  readonly label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const INTERVIEW_TIMES: readonly InterviewTime[] = Array.from({ length: (24 * 60) / INTERVIEW_STEP_MINUTES }, (_, i) => {
  const minutes = i * INTERVIEW_STEP_MINUTES;
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return { value: `${pad(hour)}:${pad(minute)}`, label: `${hour12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}` };
});

const ORDER = new Map(INTERVIEW_TIMES.map((time, index) => [time.value, index]));

/** Valid times, duplicates removed, in the fixed ascending order of the list (spec 001 §5). */
export function sortInterviewTimes(times: readonly string[]): string[] {
  return [...new Set(times)].filter((time) => ORDER.has(time)).sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
}

/** Merges slots of the same date and removes duplicate times (spec 001 §5). */
export function mergeInterviewSlots(slots: readonly { date: string; times: readonly string[] }[]): { date: string; times: string[] }[] {
  const byDate = new Map<string, string[]>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), ...slot.times]);
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, times]) => ({ date, times: sortInterviewTimes(times) }));
}
