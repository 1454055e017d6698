import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonths, cardBrand, contractAmountCents, invoiceDisplayStatus, jobSlotAllocationQuantity, luhnValid, periodEnd, unusedAmountCents } from './index';

describe('contract amount (spec 002 §9)', () => {
  it('is price x periods per year, divided by 4 for a quarterly plan', () => {
    expect(contractAmountCents(29_900, 'month', 'annual')).toBe(358_800);
    expect(contractAmountCents(29_900, 'month', 'quarterly')).toBe(89_700);
    expect(contractAmountCents(100, 'day', 'annual')).toBe(36_500);
    expect(contractAmountCents(1_000, 'week', 'annual')).toBe(52_000);
    expect(contractAmountCents(500_000, 'year', 'annual')).toBe(500_000);
    expect(contractAmountCents(500_000, 'year', 'quarterly')).toBe(125_000);
  });

  it('rounds a quarter to the nearest cent', () => {
    expect(contractAmountCents(1, 'year', 'quarterly')).toBe(0);
    expect(contractAmountCents(3, 'year', 'quarterly')).toBe(1);
    expect(contractAmountCents(101, 'day', 'quarterly')).toBe(9_216);
  });
});

describe('proration in cents', () => {
  it('credits the unused share of a period', () => {
    // 2026-01-01 → 2026-04-01 is 90 days; 30 used, 60 unused.
    expect(unusedAmountCents(90_000, '2026-01-01', '2026-04-01', '2026-01-31')).toBe(60_000);
    expect(unusedAmountCents(90_000, '2026-01-01', '2026-04-01', '2026-01-01')).toBe(90_000);
    expect(unusedAmountCents(90_000, '2026-01-01', '2026-04-01', '2026-04-01')).toBe(0);
    expect(unusedAmountCents(90_000, '2026-01-01', '2026-04-01', '2026-05-01')).toBe(0);
    expect(unusedAmountCents(100, '2026-01-01', '2026-01-04', '2026-01-02')).toBe(67);
  });

  it('is an integer between 0 and the amount, and never more for a later day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 400 }), (amount, days, used) => {
        const start = '2026-02-10';
        const end = new Date(Date.UTC(2026, 1, 10 + days)).toISOString().slice(0, 10);
        const at = new Date(Date.UTC(2026, 1, 10 + used)).toISOString().slice(0, 10);
        const later = new Date(Date.UTC(2026, 1, 11 + used)).toISOString().slice(0, 10);
        const unused = unusedAmountCents(amount, start, end, at);
        expect(Number.isInteger(unused)).toBe(true);
        expect(unused).toBeGreaterThanOrEqual(0);
        expect(unused).toBeLessThanOrEqual(amount);
        expect(unusedAmountCents(amount, start, end, later)).toBeLessThanOrEqual(unused);
      }),
    );
  });
});

describe('periods', () => {
  it('adds months, keeping the last day of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(periodEnd('2026-03-01', 'quarterly')).toBe('2026-06-01');
    expect(periodEnd('2026-03-01', 'annual')).toBe('2027-03-01');
  });
});

describe('cards, invoices and allocations', () => {
  it('checks card numbers by Luhn and names the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000002500003155')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
  });

  it('shows open invoices as Unpaid, paid as Paid, refunded as Refunded (spec 002 §4)', () => {
    expect(['open', 'paid', 'refunded'].map(invoiceDisplayStatus)).toEqual(['Unpaid', 'Paid', 'Refunded']);
  });

  it('asks for live jobs + 1 job slots (spec 002 §9)', () => {
    expect(jobSlotAllocationQuantity(0)).toBe(1);
    expect(jobSlotAllocationQuantity(4)).toBe(5);
  });
});
