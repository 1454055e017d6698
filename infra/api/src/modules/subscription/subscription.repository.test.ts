import { describe, expect, it } from 'vitest';
import { toSubscriptionDto, type SubscriptionRow } from './subscription.repository';

// The derived flags and figures of spec 002 §4 and §9, from one subscription row.

const row = (over: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  id: 1,
  employer_id: 7,
  provider: 'local',
  status: 'active',
  plan: 'Professional',
  price_cents: 1_078_800,
  billing_cycle: 'year',
  plan_length: 'annual',
  start_date: '2025-01-01',
  end_date: '2099-01-01',
  job_slot_quantity: 10,
  talent_search_credits: 100,
  contract_job_slots: 10,
  add_on_job_slots: 1,
  next_billing_amount_cents: 1_078_800,
  billing_portal_url: 'https://portal.example/abc',
  is_gated: true,
  copilot_limit: null,
  copilot_used: null,
  ts_limit: null,
  ts_used: null,
  today: '2026-03-01',
  ...over,
});

describe('toSubscriptionDto', () => {
  it('answers prices in dollars and the portal only for maxio', () => {
    expect(toSubscriptionDto(row())).toMatchObject({ price: 10_788, nextBillingAmount: 10_788, billingPortalUrl: null });
    expect(toSubscriptionDto(row({ provider: 'maxio' })).billingPortalUrl).toBe('https://portal.example/abc');
    expect(toSubscriptionDto(row({ next_billing_amount_cents: null })).nextBillingAmount).toBeNull();
  });

  it('calls a trial the free plan, and subscribed only in the active statuses while not ended', () => {
    expect(toSubscriptionDto(row({ status: 'trial' }))).toMatchObject({ isFreePlan: true, isSubscribed: true });
    expect(toSubscriptionDto(row({ status: 'trialing' }))).toMatchObject({ isFreePlan: true, isSubscribed: true });
    for (const status of ['past_due', 'unpaid', 'delinquent', 'incomplete'] as const) expect(toSubscriptionDto(row({ status })).isSubscribed).toBe(true);
    for (const status of ['paused', 'waiting creation', 'canceled', 'pending'] as const) expect(toSubscriptionDto(row({ status })).isSubscribed).toBe(false);
    expect(toSubscriptionDto(row({ status: 'trial', end_date: '2026-02-28' })).isSubscribed).toBe(false);
  });

  it('takes credits from the unlock component, else the credit count', () => {
    expect(toSubscriptionDto(row()).credits).toEqual({ available: 100, used: 0, remaining: 100 });
    expect(toSubscriptionDto(row({ ts_limit: 150, ts_used: 40 })).credits).toEqual({ available: 150, used: 40, remaining: 110 });
    expect(toSubscriptionDto(row({ ts_limit: 5, ts_used: 9 })).credits.remaining).toBe(0);
  });

  it('takes slots from jobSlotQuantity, else the slot component, else none (N/A)', () => {
    expect(toSubscriptionDto(row()).jobSlots).toBe(10);
    expect(toSubscriptionDto(row({ job_slot_quantity: null, copilot_limit: 4, copilot_used: 2 }))).toMatchObject({ jobSlots: 4, components: { COPILOT_SLOT: { limit: 4, used: 2 }, TS_UNLOCK: null } });
    expect(toSubscriptionDto(row({ job_slot_quantity: null })).jobSlots).toBeNull();
  });
});
