import { describe, expect, it } from 'vitest';
import { formatCents, formatJobPay, formatMoney, formatPay, formatPayRange } from './index';

describe('money', () => {
  it("shows 1234.5 as '$1,234.50'", () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
    expect(formatMoney('99.9')).toBe('$99.90');
  });
  it("shows a non-number as '$0.00'", () => {
    expect(formatMoney('abc')).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });
  it('shows cents as dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
  });
});

describe('pay', () => {
  it('shows whole dollars without decimals, else two decimals', () => {
    expect(formatPay(25)).toBe('$25');
    expect(formatPay(25.5)).toBe('$25.50');
    expect(formatPay(55000)).toBe('$55,000');
  });
  it("falls back to '$--'", () => {
    expect(formatPay('n/a')).toBe('$--');
  });
  it('joins ranges with a hyphen and adds /hr or /yr', () => {
    expect(formatPayRange(20, 25.5)).toBe('$20 - $25.50/hr');
    expect(formatPayRange(50000, 60000, 'annual')).toBe('$50,000 - $60,000/yr');
    expect(formatPayRange(20, null)).toBe('$20/hr');
    expect(formatPayRange(null, 30)).toBe('$30/hr');
    expect(formatPayRange(22, 22)).toBe('$22/hr');
  });
  it("says 'Undisclosed Pay Rate' when there is none", () => {
    expect(formatPayRange(null, undefined)).toBe('Undisclosed Pay Rate');
    expect(formatPayRange(0, 0)).toBe('Undisclosed Pay Rate');
  });
  it('reads the salary fields for annual jobs', () => {
    expect(formatJobPay({ payRatePeriod: 'annual', payRateMin: 20, payRateSalaryMin: 40000, payRateSalaryMax: 45000 })).toBe('$40,000 - $45,000/yr');
    expect(formatJobPay({ payRateMin: 18, payRateMax: 21 })).toBe('$18 - $21/hr');
  });
});
