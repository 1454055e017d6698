import { isEndedSubscription, isFreePlanStatus, isSubscribedStatus } from '@floorhire/rules';
import type { SubscriptionDto } from '@floorhire/schemas';
import type { Queryable } from '../../db';

// Reads of the subscriptions table, mapped to the Subscription of spec 002 §3 with the derived
// flags of §4/§9. docs/decisions/130-subscription-read.md.

/**
 * An employer's billing date: today, moved forward by its test clock (docs/decisions/263-test-clock.md).
 * Every "has it started / has it ended" question about a subscription asks this date.
 */
export const BILLING_TODAY_SQL = (employerIdSql: string) =>
  `(current_date + coalesce((select bc.offset_days from billing_clocks bc where bc.employer_id = ${employerIdSql}), 0))`;

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
    (${BILLING_TODAY_SQL('s.employer_id')})::text as today
  from subscriptions s
  left join subscription_components cp on cp.subscription_id = s.id and cp.component = 'COPILOT_SLOT'
  left join subscription_components ts on ts.subscription_id = s.id and ts.component = 'TS_UNLOCK'`;

/**
 * The subscription that governs the employer now: the newest one that has started (the same
 * choice the job-slot check makes). Whether it has ended is the caller's question.
 */
export function newestStartedSubscription(q: Queryable, employerId: number): Promise<SubscriptionRow | undefined> {
  return q.one<SubscriptionRow>(`${SELECT} where s.employer_id = $1 and s.start_date <= ${BILLING_TODAY_SQL('$1')} order by s.start_date desc, s.id desc limit 1`, [employerId]);
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
     values ($1, 'trial', 'Free Trial', ${BILLING_TODAY_SQL('$1')}, ${BILLING_TODAY_SQL('$1')} + $2::int, 1, 5, true)`,
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
       from (${SELECT} where s.employer_id = $1 and s.start_date <= ${BILLING_TODAY_SQL('$1')} order by s.start_date desc, s.id desc limit 1) x`,
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

// ── writes of the billing engine (it keeps its subscriptions through this module's index) ──
export async function insertSubscription(
  q: Queryable,
  a: {
    employerId: number;
    provider: string;
    customerId: string | null;
    productId: number;
    status: string;
    plan: string;
    priceCents: number;
    planLength: 'annual' | 'quarterly';
    collectionMethod: string;
    startDate: string;
    endDate: string | null;
    iterations: number | null;
    periodStart: string | null;
    periodEnd: string | null;
    jobSlots: number | null;
    credits: number;
    contractJobSlots: number;
    nextBillingAmountCents: number | null;
    isGated: boolean;
    paymentMethodId: number | null;
    creatorId: number | null;
  },
): Promise<number> {
  const row = await q.one<{ id: number }>(
    `insert into subscriptions (employer_id, provider, customer_id, product_id, status, plan, price_cents, billing_cycle, plan_length, collection_method,
        start_date, end_date, iterations, current_period_start, current_period_end, job_slot_quantity, talent_search_credits, contract_job_slots,
        next_billing_amount_cents, is_gated, default_payment_method_id, creator_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22) returning id`,
    [
      a.employerId, a.provider, a.customerId, a.productId, a.status, a.plan, a.priceCents, a.planLength === 'quarterly' ? 'quarter' : 'year', a.planLength,
      a.collectionMethod, a.startDate, a.endDate, a.iterations, a.periodStart, a.periodEnd, a.jobSlots, a.credits, a.contractJobSlots,
      a.nextBillingAmountCents, a.isGated, a.paymentMethodId, a.creatorId,
    ],
  );
  return row!.id;
}

export async function setComponents(q: Queryable, subscriptionId: number, slots: number | null, credits: number): Promise<void> {
  if (slots !== null) {
    await q.query(`insert into subscription_components (subscription_id, component, "limit", used) values ($1, 'COPILOT_SLOT', $2, 0) on conflict (subscription_id, component) do update set "limit" = excluded."limit"`, [subscriptionId, slots]);
  }
  await q.query(`insert into subscription_components (subscription_id, component, "limit", used) values ($1, 'TS_UNLOCK', $2, 0) on conflict (subscription_id, component) do update set "limit" = excluded."limit"`, [subscriptionId, credits]);
}

/** Columns the billing engine changes on a subscription (through subscription's index). */
export type SubscriptionColumn =
  | 'status'
  | 'end_date'
  | 'cancel_date'
  | 'collection_method'
  | 'contract_job_slots'
  | 'job_slot_quantity'
  | 'add_on_job_slots'
  | 'next_billing_amount_cents'
  | 'current_period_start'
  | 'current_period_end'
  | 'paused_from'
  | 'paused_until'
  | 'default_payment_method_id';
export type SubscriptionChange = Partial<Record<SubscriptionColumn, string | number | boolean | null>>;

export async function updateSubscription(q: Queryable, id: number, fields: SubscriptionChange): Promise<void> {
  const keys = Object.keys(fields) as SubscriptionColumn[];
  if (keys.length === 0) return;
  // Keys are column names of SubscriptionColumn, written by code, never by callers' input.
  const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
  await q.query(`update subscriptions set ${sets}, update_ts = now() where id = $1`, [id, ...keys.map((k) => fields[k] ?? null)]);
}

export async function insertAllocationRow(q: Queryable, a: { subscriptionId: number; employerId: number; type: string; quantity: number; memo: string; creatorId: number; idempotencyKey: string | null }) {
  return q.one<{ id: number; subscription_id: number; type: 'job-slot' | 'talent_search_unlocks'; quantity: number; memo: string }>(
    `insert into allocations (subscription_id, employer_id, type, quantity, memo, creator_id, idempotency_key) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (idempotency_key) do update set idempotency_key = excluded.idempotency_key
     returning id, subscription_id, type, quantity, memo`,
    [a.subscriptionId, a.employerId, a.type, a.quantity, a.memo, a.creatorId, a.idempotencyKey],
  );
}

export async function setPeriod(q: Queryable, id: number, start: string, end: string): Promise<void> {
  await q.query('update subscriptions set current_period_start = $2, current_period_end = $3 where id = $1', [id, start, end]);
}

/** The demo seed's usage of an employer: its live jobs and the pros it unlocked. */
export async function demoUsage(q: Queryable, employerId: number): Promise<{ liveJobs: number; unlocks: number }> {
  const row = await q.one<{ live_jobs: number; unlocks: number }>(
    `select (select count(*)::int from jobs where employer_id = $1 and status = 'live') as live_jobs,
            (select count(distinct pro_user_profile_id)::int from pro_unlocks where employer_id = $1) as unlocks`,
    [employerId],
  );
  return { liveJobs: row?.live_jobs ?? 0, unlocks: row?.unlocks ?? 0 };
}

/** The fallback plan state of an expired card-provider subscription (spec 002 §4): ended, from that day (ADR 267). */
export async function insertExpiredProviderPlan(q: Queryable, a: { employerId: number; customerId: string | null; plan: string; date: string }): Promise<void> {
  await q.query(
    `insert into subscriptions (employer_id, provider, customer_id, status, plan, price_cents, start_date, end_date, cancel_date, is_gated)
     values ($1, 'stripe', $2, 'canceled', $3, 0, $4::date, $4::date, $4::date, true)`,
    [a.employerId, a.customerId, a.plan, a.date],
  );
}
