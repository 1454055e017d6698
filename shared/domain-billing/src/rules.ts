// Billing rules the remote and the API share (spec 002 §3, §4, §9). Money is integer cents
// everywhere: the contract amount and proration are computed exactly, never in floating dollars.

/** Spec 002 §9: periods per year of a price's interval. */
export const PERIODS_PER_YEAR = { day: 365, week: 52, month: 12, year: 1 } as const;
export type PriceInterval = keyof typeof PERIODS_PER_YEAR;
export const PRICE_INTERVALS = Object.keys(PERIODS_PER_YEAR) as PriceInterval[];

export const PLAN_LENGTH_OPTIONS = ['annual', 'quarterly'] as const;
export type PlanLength = (typeof PLAN_LENGTH_OPTIONS)[number];

/** Months one billing period of a plan length covers. */
export const PLAN_LENGTH_MONTHS: Readonly<Record<PlanLength, number>> = { annual: 12, quarterly: 3 };

/**
 * Contract amount = price x periods per year, divided by 4 for a quarterly plan (spec 002 §9).
 * A quarter of a price that is not divisible by four rounds to the nearest cent.
 */
export function contractAmountCents(priceCents: number, interval: PriceInterval, planLength: PlanLength): number {
  const annual = priceCents * PERIODS_PER_YEAR[interval];
  return planLength === 'quarterly' ? Math.round(annual / 4) : annual;
}

/** Spec 002 §9: a job-slot allocation asks for the live jobs plus one. */
export function jobSlotAllocationQuantity(liveJobs: number): number {
  return liveJobs + 1;
}

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** Whole days from a to b (YYYY-MM-DD), negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return utcDay(b) - utcDay(a);
}

export function addDays(date: string, days: number): string {
  return new Date((utcDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The same day n months later; the 31st becomes the last day of a shorter month. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

export function periodEnd(start: string, planLength: PlanLength): string {
  return addMonths(start, PLAN_LENGTH_MONTHS[planLength]);
}

/**
 * The part of a period's amount that covers [at, periodEnd): amount x remaining days / period
 * days, rounded to the nearest cent. The used part is amount minus this, so the two always add
 * up to the amount exactly.
 */
export function unusedAmountCents(amountCents: number, periodStart: string, periodEndDate: string, at: string): number {
  const total = daysBetween(periodStart, periodEndDate);
  if (total <= 0) return 0;
  const remaining = Math.min(total, Math.max(0, daysBetween(at, periodEndDate)));
  return Math.round((amountCents * remaining) / total);
}

/** Spec 002 §4: invoices show Unpaid, Paid or Refunded. */
export type InvoiceDisplay = 'Unpaid' | 'Paid' | 'Refunded';
export function invoiceDisplayStatus(status: string): InvoiceDisplay {
  if (status === 'refunded') return 'Refunded';
  if (status === 'paid') return 'Paid';
  return 'Unpaid';
}

/** Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/u.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export function cardDigits(input: string): string {
  return input.replace(/[\s-]/gu, '');
}

export function cardBrand(digits: string): string {
  if (/^4/u.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/u.test(digits)) return 'Mastercard';
  if (/^3[47]/u.test(digits)) return 'American Express';
  if (/^6(011|5)/u.test(digits)) return 'Discover';
  return 'Card';
}

/** A card expiring in the month given is valid through that month. */
export function cardExpired(expMonth: number, expYear: number, today: string): boolean {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return expYear < y || (expYear === y && expMonth < m);
}

/** Spec 002 §9: slots come from jobSlotQuantity or the slot component limit; N/A when absent. */
export function slotsText(jobSlots: number | null | undefined, notApplicable: string): string {
  return jobSlots === null || jobSlots === undefined ? notApplicable : String(jobSlots);
}
