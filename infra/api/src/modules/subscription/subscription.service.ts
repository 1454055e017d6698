import { BILLING_TEXTS, SUBSCRIPTION_NOT_FOUND_TYPES, isEndedSubscription, isSubscribedStatus } from '@floorhire/rules';
import type { SubscriptionDto } from '@floorhire/schemas';
import { APPLICATION_API_TEXTS } from '@floorhire/domain-applications';
import type { AuthContext } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { HttpError } from '../../http/errors';
import {
  insertAllocation,
  insertAllocationRow,
  insertSubscription,
  insertTrial,
  newestStartedSubscription,
  newestStartedWithAllocations,
  setComponents,
  setPeriod,
  subscriptionById,
  toSubscriptionDto,
  updateSubscription,
  insertExpiredProviderPlan,
  type SubscriptionChange,
  type SubscriptionRow,
} from './subscription.repository';

// The one place that decides "is this employer subscribed" (spec 002 §4): the subscription that
// governs the employer now is the newest one that has started; it counts while its status is
// one of the active statuses and it has not ended. The shell reads the answer from GET
// /subscription/employer/{id} (isSubscribed); the API's own checks call isEmployerSubscribed.
// docs/decisions/130-subscription-read.md, 173-one-subscription-rule.md.

export const subscriptionNotFound = (type: string) => new HttpError(404, BILLING_TEXTS.subscriptionNotFoundServerMessage, type);

/** The rule itself, on a subscription row. */
export function subscribedNow(row: Pick<SubscriptionRow, 'status' | 'end_date' | 'today'>): boolean {
  return isSubscribedStatus(row.status) && !isEndedSubscription(row.status, row.end_date, row.today);
}

/**
 * The employer's active subscription, or the 404 of spec 002 §8 ('Subscription not found' means
 * "No active subscription"); its error type says whether one ever existed.
 */
export async function activeSubscriptionOf(q: Queryable, employerId: number): Promise<SubscriptionDto> {
  const row = await newestStartedSubscription(q, employerId);
  if (!row) throw subscriptionNotFound(SUBSCRIPTION_NOT_FOUND_TYPES.none);
  if (isEndedSubscription(row.status, row.end_date, row.today)) throw subscriptionNotFound(SUBSCRIPTION_NOT_FOUND_TYPES.expired);
  return toSubscriptionDto(row);
}

/** The same read for an include: no active subscription is null. */
export async function currentSubscriptionOrNull(q: Queryable, employerId: number): Promise<SubscriptionDto | null> {
  const row = await newestStartedSubscription(q, employerId);
  return row && !isEndedSubscription(row.status, row.end_date, row.today) ? toSubscriptionDto(row) : null;
}

/** One subscription by id for a caller of its employer; another employer's answers like a missing one. */
export async function subscriptionForCaller(q: Queryable, id: number, inEmployer: (employerId: number) => boolean): Promise<SubscriptionDto> {
  const row = await subscriptionById(q, id);
  if (!row || !inEmployer(row.employer_id)) throw subscriptionNotFound(SUBSCRIPTION_NOT_FOUND_TYPES.none);
  return toSubscriptionDto(row);
}

export async function isEmployerSubscribed(q: Queryable, employerId: number): Promise<boolean> {
  const row = await newestStartedSubscription(q, employerId);
  return !!row && subscribedNow(row);
}

/** Employers need an active subscription for the dashboard lists (spec 001 §6); staff do not. */
export async function assertSubscribed(q: Queryable, auth: AuthContext, employerId: number): Promise<void> {
  if (auth.isStaff) return;
  if (!(await isEmployerSubscribed(q, employerId))) throw new HttpError(403, APPLICATION_API_TEXTS.subscriptionRequired, 'SubscriptionRequired');
}

export async function startTrial(tx: Queryable, employerId: number, days: number): Promise<void> {
  await insertTrial(tx, employerId, days);
}

/** What the plan gives in job slots (spec 001 §8, 002 §3 and §9); null fields mean N/A. */
export interface SlotPlan {
  subscriptionId: number | null;
  subscribed: boolean;
  hasSubscription: boolean;
  /** Plan slots including add-ons; null when the plan names none. */
  planSlots: number | null;
  /** The largest job-slot allocation, or null. */
  allocated: number | null;
}

export async function jobSlotPlan(q: Queryable, employerId: number): Promise<SlotPlan> {
  const sub = await newestStartedWithAllocations(q, employerId);
  if (!sub || !subscribedNow(sub)) return { subscriptionId: sub?.id ?? null, subscribed: false, hasSubscription: !!sub, planSlots: null, allocated: null };
  // "Slots come from jobSlotQuantity or the slot component limit (N/A when absent)" (002 §9);
  // a staff contract sets them too, and add-on slots come on top.
  const base = sub.job_slot_quantity ?? sub.copilot_limit ?? (sub.contract_job_slots > 0 ? sub.contract_job_slots : null);
  return { subscriptionId: sub.id, subscribed: true, hasSubscription: true, planSlots: base === null ? null : base + sub.add_on_job_slots, allocated: sub.allocated };
}

/** Staff posting past the last slot: the allocation spec 002 describes, memo 'Additional Job Slot'. */
export async function allocateExtraJobSlot(tx: Queryable, a: { subscriptionId: number; employerId: number; quantity: number; creatorId: number }): Promise<void> {
  await insertAllocation(tx, { ...a, type: 'job-slot', memo: BILLING_TEXTS.allocationMemos.jobSlot });
}

// ── the billing engine's records (docs/decisions/175-one-owner-per-table.md) ──
// Billing decides plans, periods and payments; the subscription rows it keeps are this module's
// tables, so it writes them through these calls, inside its own transaction.

export type { SubscriptionChange, SubscriptionColumn } from './subscription.repository';
export type NewSubscription = Parameters<typeof insertSubscription>[1];

/** A subscription the engine starts (subscribe, staff contract); returns its id. */
export function createSubscription(tx: Queryable, a: NewSubscription): Promise<number> {
  return insertSubscription(tx, a);
}

/** The plan's job-slot (when it names them) and talent-search credit components. */
export function setSubscriptionComponents(tx: Queryable, subscriptionId: number, slots: number | null, credits: number): Promise<void> {
  return setComponents(tx, subscriptionId, slots, credits);
}

/** Status, dates, period, pause and contract changes the engine makes. */
export function changeSubscription(tx: Queryable, id: number, fields: SubscriptionChange): Promise<void> {
  return updateSubscription(tx, id, fields);
}

/** The billing period that contains the engine's date. */
export function setBillingPeriod(tx: Queryable, id: number, start: string, end: string): Promise<void> {
  return setPeriod(tx, id, start, end);
}

/** A staff allocation (job slot or talent-search unlocks), once per idempotency key. */
export function recordAllocation(tx: Queryable, a: Parameters<typeof insertAllocationRow>[1]) {
  return insertAllocationRow(tx, a);
}

/** A card-provider subscription ended at the provider: it ends on that date and the fallback plan state governs from then (ADR 267). */
export async function endProviderSubscription(tx: Queryable, a: { id: number; employerId: number; customerId: string | null; endDate: string | null; on: string; fallbackPlan: string }): Promise<void> {
  const end = a.endDate !== null && a.endDate < a.on ? a.endDate : a.on;
  await updateSubscription(tx, a.id, { status: 'canceled', end_date: end, cancel_date: a.on, next_billing_amount_cents: null });
  await insertExpiredProviderPlan(tx, { employerId: a.employerId, customerId: a.customerId, plan: a.fallbackPlan, date: a.on });
}
