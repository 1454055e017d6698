import type { Queryable } from '../../db';
import { BILLING_TODAY_SQL } from './subscription.repository';

// SQL of the provider's webhooks (docs/decisions/267-provider-webhooks.md).

/** True the first time an event arrives; false when it was applied before. */
export async function recordProviderEvent(q: Queryable, provider: 'stripe', eventId: string, type: string): Promise<boolean> {
  const row = await q.one<{ event_id: string }>(
    'insert into billing_provider_events (provider, event_id, type) values ($1, $2, $3) on conflict do nothing returning event_id',
    [provider, eventId, type],
  );
  return !!row;
}

/** The invoice a provider charge belongs to, locked. */
export function invoiceOfCharge(q: Queryable, chargeId: string): Promise<{ id: number; employer_id: number; subscription_id: number | null; status: string; last_payment_error: string | null } | undefined> {
  return q.one('select id, employer_id, subscription_id, status, last_payment_error from invoices where provider_charge_id = $1 order by id desc limit 1 for update', [chargeId]);
}

/** Marks an unpaid invoice as waiting (for a verification, or for the bank) without counting an attempt. */
export async function setInvoiceWaiting(q: Queryable, id: number, message: string): Promise<void> {
  await q.query(`update invoices set last_payment_error = $2 where id = $1 and status = 'open'`, [id, message]);
}

export async function markMethodNeedsVerification(q: Queryable, employerId: number, providerPaymentMethodId: string | null): Promise<void> {
  await q.query('update payment_methods set needs_verification = true where employer_id = $1 and ($2::text is null or provider_payment_method_id = $2::text) and is_default', [employerId, providerPaymentMethodId]);
}

export function subscriptionOfProvider(q: Queryable, providerSubscriptionId: string): Promise<{ id: number; employer_id: number; status: string; plan: string; customer_id: string | null; today: string } | undefined> {
  return q.one(
    `select s.id, s.employer_id, s.status, s.plan, s.customer_id, (${BILLING_TODAY_SQL('s.employer_id')})::text as today
     from subscriptions s where s.provider_subscription_id = $1 for update of s`,
    [providerSubscriptionId],
  );
}

/** The provider ended it: the row ends on that date, nothing more is billed. */
export async function endProviderSubscription(q: Queryable, id: number, endDate: string): Promise<void> {
  await q.query(
    `update subscriptions set status = 'canceled', end_date = least(coalesce(end_date, $2::date), $2::date), cancel_date = coalesce(cancel_date, $2::date),
       next_billing_amount_cents = null, update_ts = now() where id = $1`,
    [id, endDate],
  );
}

/** The fallback plan state of spec 002 §4: a record of the expired provider plan, ended, that governs from that day. */
export async function insertExpiredProviderPlan(q: Queryable, a: { employerId: number; customerId: string | null; plan: string; date: string }): Promise<void> {
  await q.query(
    `insert into subscriptions (employer_id, provider, customer_id, status, plan, price_cents, start_date, end_date, cancel_date, is_gated)
     values ($1, 'stripe', $2, 'canceled', $3, 0, $4::date, $4::date, $4::date, true)`,
    [a.employerId, a.customerId, a.plan, a.date],
  );
}
