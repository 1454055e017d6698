// Money and pay display of spec 000 §9 and 001 §9.
import type { PayPeriod } from './hiring';

const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** A finite number, or a numeric string as PostgreSQL numeric columns arrive; else undefined. */
export function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?(?:\d+\.?\d*|\.\d+)\s*$/u.test(value)) return Number(value);
  return undefined;
}

/** $1,234.50; anything that is not a number shows $0.00. */
export function formatMoney(value: unknown): string {
  return MONEY.format(toAmount(value) ?? 0);
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Amounts the billing engine keeps in cents, shown as dollars. */
export function formatCents(cents: unknown): string {
  const amount = toAmount(cents);
  return formatMoney(amount === undefined ? 0 : centsToDollars(amount));
}

export const PAY_TEXTS = {
  undisclosed: 'Undisclosed Pay Rate',
  unknown: '$--',
  hourlySuffix: '/hr',
  annualSuffix: '/yr',
} as const;

/** Whole dollars without decimals, anything else with two; '$--' when not a number. */
export function formatPay(value: unknown): string {
  const amount = toAmount(value);
  if (amount === undefined) return PAY_TEXTS.unknown;
  return Number.isInteger(amount) ? WHOLE.format(amount) : MONEY.format(amount);
}

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === 0;
}

/**
 * Pay rate of a job: "$20 - $25.50/hr", one side alone when the other is missing, the same
 * value once, 'Undisclosed Pay Rate' when neither is given (0 counts as not given).
 */
export function formatPayRange(min: unknown, max: unknown, period: PayPeriod = 'hourly'): string {
  const suffix = period === 'annual' ? PAY_TEXTS.annualSuffix : PAY_TEXTS.hourlySuffix;
  const hasMin = !isMissing(min);
  const hasMax = !isMissing(max);
  if (!hasMin && !hasMax) return PAY_TEXTS.undisclosed;
  if (hasMin && hasMax && toAmount(min) !== toAmount(max)) return `${formatPay(min)} - ${formatPay(max)}${suffix}`;
  return `${formatPay(hasMin ? min : max)}${suffix}`;
}

/** Pay of a job payload: salary fields for annual jobs, hourly fields otherwise (spec 001 §3). */
export function formatJobPay(job: {
  payRatePeriod?: PayPeriod | null;
  payRateMin?: unknown;
  payRateMax?: unknown;
  payRateSalaryMin?: unknown;
  payRateSalaryMax?: unknown;
}): string {
  if (job.payRatePeriod === 'annual') return formatPayRange(job.payRateSalaryMin, job.payRateSalaryMax, 'annual');
  return formatPayRange(job.payRateMin, job.payRateMax, 'hourly');
}
