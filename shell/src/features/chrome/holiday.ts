// The holiday logo variant of spec 000 §2.3: which US holiday period a day falls in (ADR 066).
export type Holiday = 'independence-day' | 'thanksgiving' | 'winter-holidays';

export const HOLIDAY_GREETINGS: Readonly<Record<Holiday, string>> = {
  'independence-day': 'Happy Fourth of July',
  thanksgiving: 'Happy Thanksgiving',
  'winter-holidays': 'Happy Holidays',
};

/** Day of month of the fourth Thursday of November (US Thanksgiving). */
function thanksgivingDay(year: number): number {
  const firstWeekday = new Date(year, 10, 1).getDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return firstThursday + 21;
}

/**
 * Periods, read in the viewer's own calendar day: July 1-4; Thanksgiving week (Monday to Sunday
 * around the fourth Thursday of November); December 20 to January 1. Otherwise null.
 */
export function holidayOf(date: Date): Holiday | null {
  const month = date.getMonth();
  const day = date.getDate();
  if (month === 6 && day <= 4) return 'independence-day';
  if (month === 10) {
    const thursday = thanksgivingDay(date.getFullYear());
    if (day >= thursday - 3 && day <= thursday + 3) return 'thanksgiving';
  }
  if ((month === 11 && day >= 20) || (month === 0 && day === 1)) return 'winter-holidays';
  return null;
}
