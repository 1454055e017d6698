import type { Queryable } from '../../db';
import { BILLING_TODAY_SQL } from '../subscription';

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

/** A provider-run subscription (the subscription module's row, read here; written through its index). */
export function subscriptionOfProvider(q: Queryable, providerSubscriptionId: string): Promise<{ id: number; employer_id: number; status: string; plan: string; customer_id: string | null; end_date: string | null; today: string } | undefined> {
  return q.one(
    `select s.id, s.employer_id, s.status, s.plan, s.customer_id, s.end_date::text as end_date, (${BILLING_TODAY_SQL('s.employer_id')})::text as today
     from subscriptions s where s.provider_subscription_id = $1`,
    [providerSubscriptionId],
  );
}
