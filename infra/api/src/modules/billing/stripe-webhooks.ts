import * as v from 'valibot';
import { BILLING_API_TEXTS } from '@floorhire/domain-billing';
import type { Db, Queryable } from '../../db';
import { HttpError, notFound } from '../../http/errors';
import { afterPaid, attemptMessage, currentPaymentAdapter, notifyChanged } from './billing.service';
import type { PaymentAdapter } from './payment-adapters';
import * as billingRepo from './billing.repository';
import { StripePaymentAdapter } from './stripe-adapter';
import * as repo from './stripe-webhooks.repository';
import { changeSubscription, endProviderSubscription as endAtProvider } from '../subscription';

// The card provider's signed webhooks (docs/decisions/267-provider-webhooks.md). The engine stays
// the source of truth (ADR 260); the provider tells it what it learnt later than the request
// that charged: a payment succeeded or failed (bank debits settle days later, a verification
// finished in another tab), a charge needs verification, a provider-run subscription ended.
// Each event is applied once, in one transaction with the record of its id, however often the
// provider delivers it; a delivery whose signature is missing, wrong or older than the tolerance
// (a replayed capture) is refused.

/** How old a signed delivery may be: the provider's own libraries' default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The fallback plan of an expired card-provider subscription (spec 002 §3 plan names, §4). */
export const EXPIRED_PROVIDER_PLAN = 'Stripe Subscription Expired';

let webhookSecret: string | null = null;

/** The module's setup reads STRIPE_WEBHOOK_SECRET. */
export function useWebhookSecret(secret: string | undefined): void {
  webhookSecret = secret || null;
}

const EventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  type: v.pipe(v.string(), v.maxLength(255)),
  created: v.number(),
  data: v.object({ object: v.record(v.string(), v.unknown()) }),
});

const IntentSchema = v.object({
  id: v.pipe(v.string(), v.startsWith('pi_')),
  payment_method: v.optional(v.nullable(v.union([v.string(), v.object({ id: v.string() })]))),
});

const SubscriptionSchema = v.object({
  id: v.pipe(v.string(), v.startsWith('sub_')),
  ended_at: v.optional(v.nullable(v.number())),
});

export interface WebhookAnswer {
  received: true;
  applied: boolean;
}

export async function receiveStripeWebhook(db: Db, payload: string | undefined, signature: string | undefined): Promise<WebhookAnswer> {
  const adapter = currentPaymentAdapter();
  if (!(adapter instanceof StripePaymentAdapter) || !webhookSecret) throw notFound();
  const event = payload === undefined ? null : await adapter.verifyEvent(payload, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  if (!event) throw new HttpError(400, BILLING_API_TEXTS.webhookSignatureInvalid, 'WebhookSignatureInvalid');
  const parsed = v.safeParse(EventSchema, event);
  if (!parsed.success) throw new HttpError(400, 'Unreadable event', 'WebhookEventInvalid');
  const { id, type, data } = parsed.output;
  const applied = await db.transaction(async (tx) => {
    if (!(await repo.recordProviderEvent(tx, 'stripe', id, type))) return false;
    await applyEvent(tx, adapter, type, data.object);
    return true;
  });
  return { received: true, applied };
}

async function applyEvent(tx: Queryable, adapter: PaymentAdapter, type: string, object: Record<string, unknown>): Promise<void> {
  if (type.startsWith('payment_intent.')) {
    const intent = v.safeParse(IntentSchema, object);
    if (intent.success) await applyIntent(tx, adapter, intent.output);
    return;
  }
  if (type === 'customer.subscription.deleted') {
    const sub = v.safeParse(SubscriptionSchema, object);
    if (sub.success) await endProviderSubscription(tx, sub.output);
  }
  // Other events are recorded and left alone: the engine does not need them.
}

/**
 * A payment event is a prompt, not the truth: the provider does not keep the order of its
 * deliveries (a "needs verification" may land after the failure that followed it), so the
 * intent is read again and the invoice follows where it stands now.
 */
async function applyIntent(tx: Queryable, adapter: PaymentAdapter, intent: v.InferOutput<typeof IntentSchema>): Promise<void> {
  const invoice = await repo.invoiceOfCharge(tx, intent.id);
  if (!invoice || invoice.status !== 'open') return;
  await billingRepo.lockEmployerBilling(tx, invoice.employer_id);
  const now = await adapter.confirm(intent.id);
  const sub = invoice.subscription_id ? await billingRepo.engineSubscription(tx, invoice.subscription_id, true) : undefined;
  if (now.status === 'succeeded') {
    await billingRepo.markInvoicePaid(tx, invoice.id, { chargeId: intent.id, markedBy: null });
    for (const m of (await billingRepo.paymentMethodsOf(tx, invoice.employer_id)).filter((x) => x.needs_verification)) await billingRepo.setNeedsVerification(tx, m.id, false);
    if (sub) await afterPaid(tx, sub);
    await notifyChanged(tx, invoice.employer_id, 'invoice-paid');
    return;
  }
  const message = attemptMessage(now);
  if (invoice.last_payment_error === message) return;
  if (now.status === 'requires_action') {
    await repo.setInvoiceWaiting(tx, invoice.id, message);
    const paymentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null);
    await repo.markMethodNeedsVerification(tx, invoice.employer_id, paymentMethod);
    await notifyChanged(tx, invoice.employer_id, 'payment-needs-verification');
    return;
  }
  if (now.status === 'processing') {
    await repo.setInvoiceWaiting(tx, invoice.id, message);
    return;
  }
  await billingRepo.recordInvoiceAttempt(tx, invoice.id, { error: message, chargeId: null });
  for (const m of (await billingRepo.paymentMethodsOf(tx, invoice.employer_id)).filter((x) => x.needs_verification)) await billingRepo.setNeedsVerification(tx, m.id, false);
  // A renewal (or a bank debit) that failed after the fact: the plan is past due until paid.
  if (sub && sub.status === 'active') await changeSubscription(tx, sub.id, { status: 'past_due' });
  await notifyChanged(tx, invoice.employer_id, 'payment-failed');
}

async function endProviderSubscription(tx: Queryable, object: v.InferOutput<typeof SubscriptionSchema>): Promise<void> {
  const found = await repo.subscriptionOfProvider(tx, object.id);
  if (!found) return;
  await billingRepo.lockEmployerBilling(tx, found.employer_id);
  // Read again under the employer's lock: another delivery may have ended it meanwhile.
  const sub = (await repo.subscriptionOfProvider(tx, object.id))!;
  if (['canceled', 'complete', 'trial complete'].includes(sub.status)) return;
  const ended = object.ended_at ? new Date(object.ended_at * 1000).toISOString().slice(0, 10) : null;
  // "An expired card-provider subscription sets a fallback plan state" (spec 002 §4): the
  // employer reads 'Subscription not found' (expired), the shell's expired-plan screen, no error.
  await endAtProvider(tx, { id: sub.id, employerId: sub.employer_id, customerId: sub.customer_id, endDate: ended, on: sub.today, fallbackPlan: EXPIRED_PROVIDER_PLAN });
  await notifyChanged(tx, sub.employer_id, 'provider-subscription-ended');
}
