import { isEndedSubscription, isFreePlanStatus, isSubscribedStatus } from '@floorhire/rules';
import type { SubscriptionDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';

// Reads of the subscriptions table, mapped to the Subscription of spec 002 §3 with the derived
// flags of §4/§9. docs/decisions/130-subscription-read.md.

export interface SubscriptionRow {
  id: number;
  employer_id: number;
  provider: SubscriptionDto['provider'];
  status: SubscriptionDto['status'];
  plan: string;
  price_cents: number;
  billing_cycle: string | null;
  plan_length: SubscriptionDto['planLength'];
  start_date: string;
  end_date: string | null;
  job_slot_quantity: number | null;
  talent_search_credits: number;
  contract_job_slots: number;
  add_on_job_slots: number;
  next_billing_amount_cents: number | null;
  billing_portal_url: string | null;
  is_gated: boolean;
  copilot_limit: number | null;
  copilot_used: number | null;
  ts_limit: number | null;
  ts_used: number | null;
  today: string;
}

const SELECT = `select s.id, s.employer_id, s.provider, s.status, s.plan, s.price_cents, s.billing_cycle, s.plan_length,
    s.start_date::text as start_date, s.end_date::text as end_date, s.job_slot_quantity, s.talent_search_credits,
    s.contract_job_slots, s.add_on_job_slots, s.next_billing_amount_cents, s.billing_portal_url, s.is_gated,
    cp."limit" as copilot_limit, cp.used as copilot_used, ts."limit" as ts_limit, ts.used as ts_used,
    current_date::text as today
  from subscriptions s
  left join subscription_components cp on cp.subscription_id = s.id and cp.component = 'COPILOT_SLOT'
  left join subscription_components ts on ts.subscription_id = s.id and ts.component = 'TS_UNLOCK'`;

/**
 * The subscription that governs the employer now: the newest one that has started (the same
 * choice the job-slot check makes). Whether it has ended is the caller's question.
 */
export function newestStartedSubscription(q: Queryable, employerId: number): Promise<SubscriptionRow | undefined> {
  return q.one<SubscriptionRow>(`${SELECT} where s.employer_id = $1 and s.start_date <= current_date order by s.start_date desc, s.id desc limit 1`, [employerId]);
}

export function subscriptionById(q: Queryable, id: number): Promise<SubscriptionRow | undefined> {
  return q.one<SubscriptionRow>(`${SELECT} where s.id = $1`, [id]);
}

const dollars = (cents: number | null): number | null => (cents === null ? null : Math.round(cents) / 100);

export function toSubscriptionDto(row: SubscriptionRow): SubscriptionDto {
  const copilot = row.copilot_limit === null ? null : { limit: row.copilot_limit, used: row.copilot_used ?? 0 };
  const unlock = row.ts_limit === null ? null : { limit: row.ts_limit, used: row.ts_used ?? 0 };
  // The unlock component carries allocated unlocks on top of the plan's credit count, so it wins
  // when present; the plan's count otherwise (002 §9 names both, default 0).
  const available = unlock?.limit ?? row.talent_search_credits ?? 0;
  const used = unlock?.used ?? 0;
  return {
    id: row.id,
    employerId: row.employer_id,
    provider: row.provider,
    status: row.status,
    plan: row.plan,
    price: dollars(row.price_cents) ?? 0,
    billingCycle: row.billing_cycle,
    planLength: row.plan_length,
    startDate: row.start_date,
    endDate: row.end_date,
    jobSlotQuantity: row.job_slot_quantity,
    talentSearchCredits: row.talent_search_credits,
    contractJobSlots: row.contract_job_slots,
    addOnJobSlots: row.add_on_job_slots,
    nextBillingAmount: dollars(row.next_billing_amount_cents),
    billingPortalUrl: row.provider === 'maxio' ? row.billing_portal_url : null,
    components: { COPILOT_SLOT: copilot, TS_UNLOCK: unlock },
    isFreePlan: isFreePlanStatus(row.status),
    isSubscribed: isSubscribedStatus(row.status) && !isEndedSubscription(row.status, row.end_date, row.today),
    isGated: row.is_gated,
    credits: { available, used, remaining: Math.max(0, available - used) },
    jobSlots: row.job_slot_quantity ?? copilot?.limit ?? null,
  };
}

/** A free trial from today (spec 000 §2.5): one job slot, five talent-search credits, gated. */
export async function insertTrial(q: Queryable, employerId: number, days: number): Promise<void> {
  await q.query(
    `insert into subscriptions (employer_id, status, plan, start_date, end_date, job_slot_quantity, talent_search_credits, is_gated)
     values ($1, 'trial', 'Free Trial', current_date, current_date + $2::int, 1, 5, true)`,
    [employerId, days],
  );
}

export interface SlotPlanRow extends SubscriptionRow {
  /** The largest job-slot allocation on this subscription. */
  allocated: number | null;
}

/** The governing subscription with what job slots need: plan slots, the slot component, allocations. */
export function newestStartedWithAllocations(q: Queryable, employerId: number): Promise<SlotPlanRow | undefined> {
  return q.one<SlotPlanRow>(
    `select x.*, (select max(a.quantity) from allocations a where a.subscription_id = x.id and a.type = 'job-slot')::int as allocated
       from (${SELECT} where s.employer_id = $1 and s.start_date <= current_date order by s.start_date desc, s.id desc limit 1) x`,
    [employerId],
  );
}

export async function insertAllocation(
  q: Queryable,
  a: { subscriptionId: number; employerId: number; type: 'job-slot'; quantity: number; memo: string; creatorId: number },
): Promise<void> {
  await q.query(`insert into allocations (subscription_id, employer_id, type, quantity, memo, creator_id) values ($1, $2, $3, $4, $5, $6)`, [
    a.subscriptionId,
    a.employerId,
    a.type,
    a.quantity,
    a.memo,
    a.creatorId,
  ]);
}
