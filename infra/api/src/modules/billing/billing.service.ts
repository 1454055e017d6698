import {
  BILLING_API_TEXTS,
  BILLING_TEXTS,
  addDays,
  contractAmountCents,
  invoiceDisplayStatus,
  jobSlotAllocationQuantity,
  periodEnd,
  unusedAmountCents,
  type AccountInformation,
  type AddCardBody,
  type ChargeResult,
  type Clock,
  type Invoice,
  type InvoicePage,
  type Offer,
  type PaymentMethod,
  type PlanLength,
  type Product,
  type StaffCreateSubscriptionBody,
  type StaffPatchSubscriptionBody,
  type SubscriptionHistoryItem,
  type UpcomingInvoice,
} from '@floorhire/domain-billing';
import { EXPIRED_PLAN_TEXTS, absoluteLink, centsToDollars } from '@floorhire/rules';
import type { AuthContext } from '../../auth/tokens';
import type { Db, Queryable } from '../../db';
import { queueEmail } from '../../delivery/outbox';
import { publish } from '../../events';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import * as repo from './billing.repository';
import { LocalPaymentAdapter, type ChargeOutcome, type PaymentAdapter } from './payment-adapters';
import { activeSubscriptionOf, changeSubscription, createSubscription, grantTalentSearchCredits, jobSlotPlan, recordAllocation, setSubscriptionComponents, type SubscriptionChange } from '../subscription';

// The local billing engine (docs/decisions/260-billing-engine.md). Every write runs in one
// transaction that first locks the employer's row, so two tabs or two API processes never bill
// one employer twice at once; retried requests with the same Idempotency-Key answer what the
// first one answered; periodic work (trial ends, renewals, scheduled starts, pause ends) is
// keyed by subscription period, so a job that runs twice bills once.

let adapter: PaymentAdapter = new LocalPaymentAdapter();

/** The module's setup picks the adapter from the environment. */
export function usePaymentAdapter(next: PaymentAdapter): void {
  adapter = next;
}

const PAGE_DEFAULT = 5;

// ── mapping ──
function toPaymentMethod(row: repo.PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    paymentType: row.payment_type,
    paymentTypeNumber: row.payment_type_number,
    brand: row.brand,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    isDefault: row.is_default,
    needsVerification: row.needs_verification,
  };
}

function invoiceAction(row: repo.InvoiceRow): Invoice['action'] {
  if (row.status === 'open') return 'Mark as Paid';
  if (row.status === 'refunded' || row.refund_cents > 0) return 'View Refund';
  if (row.status === 'paid') return 'Refund';
  return null;
}

function toInvoice(row: repo.InvoiceRow, lines: repo.LineRow[]): Invoice {
  const status = row.status === 'refunded' ? 'refunded' : row.status === 'paid' ? 'paid' : 'open';
  const waiting = status !== 'open' ? null : row.last_payment_error === BILLING_API_TEXTS.needsVerification ? 'verify' : row.last_payment_error === BILLING_API_TEXTS.bankDebitProcessing ? 'processing' : null;
  return {
    waiting,
    id: row.id,
    number: row.number,
    status,
    display: invoiceDisplayStatus(status),
    action: invoiceAction(row),
    amount: centsToDollars(row.amount_cents),
    amountCents: row.amount_cents,
    refundCents: row.refund_cents,
    date: row.invoice_date,
    description: row.description,
    paymentMethod: row.payment_method,
    lastPaymentError: row.last_payment_error,
    lines: lines
      .filter((l) => l.invoice_id === row.id)
      .map((l) => ({ description: l.description, quantity: l.quantity, amountCents: l.amount_cents, proration: l.proration, periodStart: l.period_start, periodEnd: l.period_end })),
  };
}

async function invoiceDto(q: Queryable, id: number): Promise<Invoice> {
  const row = await repo.invoiceById(q, id);
  if (!row) throw notFound(BILLING_API_TEXTS.invoiceNotFound);
  return toInvoice(row, await repo.linesOf(q, [id]));
}

function toProduct(row: repo.ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    plan: row.plan,
    interval: row.interval,
    amount: centsToDollars(row.amount_cents),
    amountCents: row.amount_cents,
    jobSlotQuantity: row.job_slot_quantity,
    talentSearchCredits: row.talent_search_credits,
    active: row.active,
  };
}

const cardLabel = (pm: repo.PaymentMethodRow | undefined) => (pm ? `${pm.brand ?? 'Card'} ending ${pm.payment_type_number ?? ''}`.trim() : null);
const isFreeProduct = (p: repo.ProductRow) => p.amount_cents === 0;

export async function notifyChanged(tx: Queryable, employerId: number, what: string): Promise<void> {
  // Other tabs and the shell's banner hear it on the employer's topic (spec 002: subscription.reload).
  await publish(tx, { topic: `employer:${employerId}`, type: 'subscription.changed', payload: { employerId, what } });
}

/** Runs fn once per Idempotency-Key: a retry answers the stored result and charges nothing. */
async function once<T>(db: Db, key: string | null, employerId: number | null, operation: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (employerId !== null) await repo.lockEmployerBilling(tx, employerId);
    const scoped = key ? `${operation}:${employerId ?? 0}:${key}` : null;
    if (scoped) {
      const stored = await repo.storedResponse(tx, scoped);
      if (stored !== undefined) return stored as T;
    }
    const result = await fn(tx);
    if (scoped) await repo.storeResponse(tx, scoped, employerId, operation, result);
    return result;
  });
}

// ── customers and cards ──
async function ensureCustomer(tx: Queryable, employerId: number): Promise<string> {
  const known = await repo.customerOf(tx, employerId);
  if (known) return known.customer_id;
  const employer = await repo.employerForBilling(tx, employerId);
  if (!employer) throw notFound();
  const id = await adapter.createCustomer({ employerId, name: employer.name, email: employer.email });
  await repo.insertCustomer(tx, employerId, adapter.provider, id);
  return id;
}

export async function addCard(db: Db, employerId: number, body: AddCardBody): Promise<PaymentMethod[]> {
  // With a provider, numbers never reach us: refused before anything is stored or logged (ADR 265).
  if (adapter.provider !== 'local' && (body.cardNumber !== undefined || body.accountNumber !== undefined)) throw new HttpError(400, BILLING_API_TEXTS.cardNumberRefused, 'CardNumberRefused');
  return db.transaction(async (tx) => {
    await repo.lockEmployerBilling(tx, employerId);
    const customerId = await ensureCustomer(tx, employerId);
    const card = await adapter.attachCard(customerId, body, await repo.billingToday(tx, employerId));
    const id = await repo.insertCard(tx, { employerId, provider: adapter.provider, paymentType: card.paymentType ?? 'card', providerPaymentMethodId: card.providerPaymentMethodId, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear });
    const governing = await repo.governingSubscription(tx, employerId);
    if (governing && ['active', 'past_due', 'incomplete'].includes(governing.status)) await changeSubscription(tx, governing.id, { default_payment_method_id: id });
    await notifyChanged(tx, employerId, 'payment-method');
    return (await repo.paymentMethodsOf(tx, employerId)).map(toPaymentMethod);
  });
}

// ── reads ──
export async function accountInformation(q: Queryable, employerId: number): Promise<AccountInformation> {
  const [customer, methods, today, offset, email] = await Promise.all([
    repo.customerOf(q, employerId),
    repo.paymentMethodsOf(q, employerId),
    repo.billingToday(q, employerId),
    repo.clockOffset(q, employerId),
    repo.notificationsEmail(q, employerId),
  ]);
  const sub = await repo.governingSubscriptionRead(q, employerId);
  const def = methods.find((m) => m.is_default) ?? methods[0];
  return {
    employerId,
    customerId: customer?.customer_id ?? sub?.customer_id ?? null,
    defaultSource: def?.id ?? null,
    subscriptionId: sub?.id ?? null,
    status: sub?.status ?? null,
    amountCents: sub ? sub.price_cents : null,
    productName: sub?.plan ?? null,
    planLength: sub?.plan_length ?? null,
    cancelDate: sub?.cancel_date ?? null,
    currentPeriodEnd: sub?.current_period_end ?? null,
    paymentType: def?.payment_type ?? null,
    paymentTypeNumber: def?.payment_type_number ?? null,
    paymentNeedsVerification: def?.needs_verification ?? false,
    notificationsEmail: email,
    paymentMethods: methods.map(toPaymentMethod),
    paymentProvider: adapter.browser,
    subscriptionPaused: sub?.status === 'paused',
    subscriptionPausedUntilDate: sub?.status === 'paused' ? sub.paused_until : null,
    billingDate: today,
    clockOffsetDays: offset,
  };
}

export async function productList(q: Queryable, activeOnly: boolean): Promise<Product[]> {
  return (await repo.listProducts(q, activeOnly)).map(toProduct);
}

/** Every paid plan at each plan length, with what a period costs (spec 002 §9 contract amount). */
export async function offers(q: Queryable, employerId: number | null): Promise<Offer[]> {
  const products = (await repo.listProducts(q, true)).filter((p) => !isFreeProduct(p));
  const current = employerId === null ? undefined : await repo.governingSubscriptionRead(q, employerId);
  const live = current && !['canceled', 'complete', 'trial complete', 'trial', 'trialing'].includes(current.status);
  return products.flatMap((p) =>
    (['annual', 'quarterly'] as const).map((type) => ({
      productId: p.id,
      name: p.name,
      plan: p.plan,
      type,
      priceCents: p.amount_cents,
      interval: p.interval,
      contractAmountCents: contractAmountCents(p.amount_cents, p.interval, type),
      jobSlots: p.job_slot_quantity,
      credits: p.talent_search_credits ?? 0,
      current: !!live && current.product_id === p.id && current.plan_length === type,
    })),
  );
}

export async function invoicePage(q: Queryable, employerId: number, limit = PAGE_DEFAULT, startingAfter: number | null = null): Promise<InvoicePage> {
  const rows = await repo.invoicePage(q, employerId, limit, startingAfter);
  const page = rows.slice(0, limit);
  const lines = await repo.linesOf(q, page.map((r) => r.id));
  return { data: page.map((r) => toInvoice(r, lines)), has_more: rows.length > limit };
}

export async function subscriptionHistory(q: Queryable, employerId: number, limit = PAGE_DEFAULT, startingAfter: number | null = null): Promise<{ data: SubscriptionHistoryItem[]; has_more: boolean }> {
  const rows = await repo.subscriptionHistory(q, employerId, limit, startingAfter);
  return {
    data: rows.slice(0, limit).map((r) => ({
      id: r.id,
      plan: r.plan,
      status: r.status,
      planLength: r.plan_length,
      amountCents: r.price_cents,
      startDate: r.start_date,
      endDate: r.end_date,
      cancelDate: r.cancel_date,
      collectionMethod: r.collection_method,
      contractJobSlots: r.contract_job_slots,
      addOnJobSlots: r.add_on_job_slots,
    })),
    has_more: rows.length > limit,
  };
}

/** The next invoice the engine will raise; 404 invoice_upcoming_none when nothing is due next (spec 002 §8). */
export async function upcomingInvoice(q: Queryable, employerId: number): Promise<UpcomingInvoice> {
  const sub = await repo.governingSubscriptionRead(q, employerId);
  const none = new HttpError(404, BILLING_TEXTS.invoiceUpcomingNone, BILLING_TEXTS.invoiceUpcomingNone);
  if (!sub || !sub.plan_length || sub.next_billing_amount_cents === null) throw none;
  if (!['active', 'past_due', 'scheduled', 'trialing', 'paused'].includes(sub.status)) throw none;
  const date = sub.status === 'scheduled' ? sub.start_date : sub.status === 'paused' ? (sub.paused_until ?? sub.current_period_end) : sub.current_period_end;
  if (!date || (sub.end_date !== null && date >= sub.end_date)) throw none;
  const end = periodEnd(date, sub.plan_length);
  return {
    amount: centsToDollars(sub.next_billing_amount_cents),
    amountCents: sub.next_billing_amount_cents,
    date,
    lines: [{ description: `${sub.plan} (${sub.plan_length})`, quantity: 1, amountCents: sub.next_billing_amount_cents, proration: false, periodStart: date, periodEnd: end }],
  };
}

export async function currentByCustomer(q: Queryable, customer: string | undefined, auth: AuthContext) {
  if (!customer) throw badRequest(BILLING_TEXTS.missingCustomerStripeId, 'customer');
  const owner = await repo.employerOfCustomer(q, customer);
  if (!owner || !(auth.isStaff || auth.employerIds.includes(owner.employer_id))) throw new HttpError(404, BILLING_TEXTS.subscriptionNotFoundServerMessage, 'SubscriptionNotFound');
  return activeSubscriptionOf(q, owner.employer_id);
}

// ── charging ──
async function chargeInvoice(tx: Queryable, sub: repo.EngineSubscriptionRow, invoiceId: number, amountCents: number, description: string, onSession = false): Promise<ChargeOutcome> {
  if (amountCents <= 0) {
    await repo.markInvoicePaid(tx, invoiceId, { chargeId: null, markedBy: null });
    return { status: 'succeeded', chargeId: '' };
  }
  const methods = await repo.paymentMethodsOf(tx, sub.employer_id);
  const pm = methods.find((m) => m.id === sub.default_payment_method_id) ?? methods.find((m) => m.is_default);
  const customer = await repo.customerOf(tx, sub.employer_id);
  if (!pm?.provider_payment_method_id || !customer) {
    await repo.recordInvoiceAttempt(tx, invoiceId, { error: BILLING_API_TEXTS.paymentMethodRequired, chargeId: null });
    return { status: 'declined', message: BILLING_API_TEXTS.paymentMethodRequired };
  }
  const invoice = await repo.invoiceById(tx, invoiceId);
  const outcome = await adapter.charge({
    customerId: customer.customer_id,
    paymentMethodId: pm.provider_payment_method_id,
    amountCents,
    description,
    // One key per invoice and attempt: a retried request never charges an invoice twice.
    idempotencyKey: `invoice:${invoiceId}:${invoice?.attempt_count ?? 0}`,
    onSession,
    // A provider reuses the invoice's earlier charge instead of making a second (ADR 266).
    previousChargeId: invoice?.provider_charge_id ?? null,
  });
  if (outcome.status === 'succeeded') await repo.markInvoicePaid(tx, invoiceId, { chargeId: outcome.chargeId, markedBy: null });
  else await repo.recordInvoiceAttempt(tx, invoiceId, { error: attemptMessage(outcome), chargeId: outcome.status === 'declined' ? null : outcome.chargeId });
  await repo.setNeedsVerification(tx, pm.id, outcome.status === 'requires_action');
  return outcome;
}

/** What an unpaid invoice says about its last attempt. */
export function attemptMessage(outcome: Exclude<ChargeOutcome, { status: 'succeeded' }>): string {
  if (outcome.status === 'declined') return outcome.message;
  return outcome.status === 'processing' ? BILLING_API_TEXTS.bankDebitProcessing : BILLING_API_TEXTS.needsVerification;
}

async function chargeResult(tx: Queryable, employerId: number, outcome: ChargeResult['outcome'], invoiceId: number): Promise<ChargeResult> {
  return { outcome, subscription: await activeSubscriptionOf(tx, employerId), invoice: await invoiceDto(tx, invoiceId) };
}

/**
 * An employer chooses a paid plan (from a trial, after expiry, or from another plan). The first
 * period is invoiced and charged now; moving from a paid plan credits its unused time. A decline
 * changes nothing (402 with the card's message); a card that needs verification leaves the
 * subscription incomplete until the employer confirms.
 */
export async function subscribe(db: Db, employerId: number, body: { productId: number; planLength: PlanLength }, actor: AuthContext, idempotencyKey: string | null): Promise<ChargeResult> {
  return once(db, idempotencyKey, employerId, 'subscribe', async (tx) => {
    const product = await repo.productById(tx, body.productId);
    if (!product || !product.active || isFreeProduct(product)) throw notFound(BILLING_API_TEXTS.productNotFound);
    const today = await repo.billingToday(tx, employerId);
    const current = await repo.governingSubscription(tx, employerId);
    const amount = contractAmountCents(product.amount_cents, product.interval, body.planLength);
    const methods = await repo.paymentMethodsOf(tx, employerId);
    const pm = methods.find((m) => m.is_default && m.provider_payment_method_id);
    if (!pm) throw badRequest(BILLING_API_TEXTS.paymentMethodRequired);
    const customerId = await ensureCustomer(tx, employerId);
    const paidNow = current && ['active', 'past_due'].includes(current.status) && current.current_period_end && current.current_period_start && current.current_period_end > today;
    if (paidNow && current.product_id === product.id && current.plan_length === body.planLength) throw conflict(BILLING_API_TEXTS.alreadyOnPlan);

    const lines: { description: string; amountCents: number; proration: boolean; periodStart: string | null; periodEnd: string | null }[] = [];
    const end = periodEnd(today, body.planLength);
    lines.push({ description: `${product.name} plan (${body.planLength})`, amountCents: amount, proration: false, periodStart: today, periodEnd: end });
    if (paidNow && current.next_billing_amount_cents !== null) {
      const credit = unusedAmountCents(current.next_billing_amount_cents, current.current_period_start!, current.current_period_end!, today);
      if (credit > 0) lines.push({ description: `Unused time on ${current.plan}`, amountCents: -credit, proration: true, periodStart: today, periodEnd: current.current_period_end });
    }
    const total = Math.max(0, lines.reduce((sum, l) => sum + l.amountCents, 0));

    const subId = await createSubscription(tx, {
      employerId,
      provider: adapter.provider,
      customerId,
      productId: product.id,
      status: 'incomplete',
      plan: product.name,
      priceCents: amount,
      planLength: body.planLength,
      collectionMethod: 'charge_automatically',
      startDate: today,
      endDate: null,
      iterations: null,
      periodStart: today,
      periodEnd: end,
      jobSlots: product.job_slot_quantity,
      credits: product.talent_search_credits ?? 0,
      contractJobSlots: product.job_slot_quantity ?? 0,
      nextBillingAmountCents: amount,
      isGated: product.plan !== 'enterprise',
      paymentMethodId: pm.id,
      creatorId: actor.userId,
    });
    await setSubscriptionComponents(tx, subId, product.job_slot_quantity, product.talent_search_credits ?? 0);
    const invoiceId = (await repo.insertInvoice(tx, { employerId, subscriptionId: subId, amountCents: total, description: `${product.name} plan`, paymentMethod: cardLabel(pm), date: today, periodStart: today, periodEnd: end, lines }))!;
    const sub = (await repo.engineSubscription(tx, subId))!;
    const outcome = await chargeInvoice(tx, sub, invoiceId, total, `${product.name} plan`, true);
    // A decline rolls the whole choice back: no subscription, no invoice, nothing charged.
    if (outcome.status === 'declined') throw new HttpError(402, outcome.message, 'CardDeclined');
    if (outcome.status === 'succeeded') {
      await changeSubscription(tx, subId, { status: 'active' });
      if (current && current.id !== subId) await endPrevious(tx, current, today);
    }
    await notifyChanged(tx, employerId, 'subscribed');
    return chargeResult(tx, employerId, outcome.status, invoiceId);
  });
}

async function endPrevious(tx: Queryable, previous: repo.EngineSubscriptionRow, today: string): Promise<void> {
  const trial = ['trial', 'trialing'].includes(previous.status);
  await changeSubscription(tx, previous.id, { status: trial ? 'trial complete' : 'canceled', end_date: today, cancel_date: today, next_billing_amount_cents: null });
}

/** Pays an unpaid invoice with the default card, or confirms one the bank wanted verified. */
export async function payInvoice(db: Db, employerId: number, invoiceId: number, idempotencyKey: string | null, afterVerification = false): Promise<ChargeResult> {
  try {
    return await once(db, idempotencyKey, employerId, 'pay-invoice', async (tx) => {
      const invoice = await repo.invoiceById(tx, invoiceId, true);
      if (!invoice || invoice.employer_id !== employerId || !invoice.subscription_id) throw notFound(BILLING_API_TEXTS.invoiceNotFound);
      if (invoice.status !== 'open') return chargeResult(tx, employerId, 'succeeded', invoiceId);
      const sub = (await repo.engineSubscription(tx, invoice.subscription_id, true))!;
      let outcome: ChargeOutcome;
      const waiting = invoice.last_payment_error === BILLING_API_TEXTS.needsVerification || invoice.last_payment_error === BILLING_API_TEXTS.bankDebitProcessing;
      // After the browser's verification only where it ended is read: never a new attempt, even
      // when a webhook recorded the failure first (ADR 266).
      if (invoice.provider_charge_id && (waiting || afterVerification)) {
        // After the employer's verification (or while a bank debit runs): the provider says how it ended.
        outcome = await adapter.confirm(invoice.provider_charge_id);
        if (outcome.status === 'succeeded') await repo.markInvoicePaid(tx, invoiceId, { chargeId: outcome.chargeId, markedBy: null });
        if (outcome.status === 'succeeded') await clearVerification(tx, employerId);
      } else {
        outcome = await chargeInvoice(tx, sub, invoiceId, invoice.amount_cents, invoice.description ?? sub.plan, true);
      }
      // Thrown to roll back anything of this attempt but its record, which is written after (below).
      if (outcome.status === 'declined') throw new DeclinedAttempt(outcome.message);
      if (outcome.status === 'succeeded') await afterPaid(tx, sub);
      await notifyChanged(tx, employerId, 'invoice-paid');
      return chargeResult(tx, employerId, outcome.status, invoiceId);
    });
  } catch (error) {
    if (!(error instanceof DeclinedAttempt)) throw error;
    // The failed attempt is kept on the invoice with the provider's message (a cancelled
    // verification too), the next attempt uses a new charge key, and the answer carries the message.
    await db.transaction(async (tx) => {
      await repo.lockEmployerBilling(tx, employerId);
      await repo.recordInvoiceAttempt(tx, invoiceId, { error: error.message, chargeId: null });
      await clearVerification(tx, employerId);
      await notifyChanged(tx, employerId, 'payment-failed');
    });
    throw error;
  }
}

class DeclinedAttempt extends HttpError {
  constructor(message: string) {
    super(402, message, 'CardDeclined');
  }
}

async function clearVerification(tx: Queryable, employerId: number): Promise<void> {
  const methods = await repo.paymentMethodsOf(tx, employerId);
  for (const m of methods.filter((x) => x.needs_verification)) await repo.setNeedsVerification(tx, m.id, false);
}

/** Once nothing is left unpaid, an incomplete or past-due subscription is active again. */
export async function afterPaid(tx: Queryable, sub: repo.EngineSubscriptionRow): Promise<void> {
  const open = await repo.openInvoicesOf(tx, sub.id);
  if (open.length > 0 || !['incomplete', 'past_due', 'unpaid'].includes(sub.status)) return;
  await changeSubscription(tx, sub.id, { status: 'active' });
  if (sub.status === 'incomplete') {
    const previous = await repo.previousLiveSubscription(tx, sub.employer_id, sub.id);
    if (previous) await endPrevious(tx, previous, sub.today);
  }
}

// ── the billing cycle ──
export interface CycleResult {
  invoicesCreated: number;
  statusChanges: number;
}

/** One due subscription: its trial ends, it starts, its pause ends or its next period is billed. */
async function advanceSubscription(tx: Queryable, id: number, result: CycleResult): Promise<void> {
  const sub = await repo.engineSubscription(tx, id, true);
  if (!sub) return;
  const today = sub.today;
  // The trial's last day is its end date (the subscribed rule's 'ended' is end date < today).
  if (['trial', 'trialing'].includes(sub.status) && sub.end_date && sub.end_date < today) {
    await changeSubscription(tx, id, { status: 'trial complete' });
    result.statusChanges += 1;
    await notifyChanged(tx, sub.employer_id, 'trial-ended');
    return;
  }
  if (sub.status === 'paused' && sub.paused_until && sub.paused_until <= today) {
    await resumeRow(tx, sub, sub.paused_until);
    result.statusChanges += 1;
    return;
  }
  if (sub.status === 'scheduled' && sub.start_date <= today) {
    await changeSubscription(tx, id, { status: 'active', current_period_start: sub.start_date, current_period_end: sub.start_date });
    result.statusChanges += 1;
    await billPeriod(tx, (await repo.engineSubscription(tx, id))!, result);
    return;
  }
  if (['active', 'past_due'].includes(sub.status) && sub.current_period_end && sub.current_period_end <= today) await billPeriod(tx, sub, result);
}

/** Raises the invoice of the period that starts at current_period_end and collects it. */
async function billPeriod(tx: Queryable, sub: repo.EngineSubscriptionRow, result: CycleResult): Promise<void> {
  const start = sub.current_period_end!;
  if (!sub.plan_length || sub.next_billing_amount_cents === null || (sub.end_date !== null && start >= sub.end_date)) {
    await changeSubscription(tx, sub.id, { status: 'complete', next_billing_amount_cents: null });
    result.statusChanges += 1;
    await notifyChanged(tx, sub.employer_id, 'complete');
    return;
  }
  const end = periodEnd(start, sub.plan_length);
  const methods = await repo.paymentMethodsOf(tx, sub.employer_id);
  const pm = methods.find((m) => m.id === sub.default_payment_method_id) ?? methods.find((m) => m.is_default);
  const invoiceId = await repo.insertInvoice(tx, {
    employerId: sub.employer_id,
    subscriptionId: sub.id,
    amountCents: sub.next_billing_amount_cents,
    description: `${sub.plan} plan renewal`,
    paymentMethod: sub.collection_method === 'send_invoice' ? 'Invoice' : cardLabel(pm),
    date: start,
    periodStart: start,
    periodEnd: end,
    lines: [{ description: `${sub.plan} plan (${sub.plan_length})`, amountCents: sub.next_billing_amount_cents, proration: false, periodStart: start, periodEnd: end }],
  });
  await changeSubscription(tx, sub.id, { current_period_start: start, current_period_end: end });
  if (invoiceId === null) return;
  result.invoicesCreated += 1;
  if (sub.collection_method === 'send_invoice') return;
  const outcome = await chargeInvoice(tx, sub, invoiceId, sub.next_billing_amount_cents, `${sub.plan} plan renewal`);
  // A bank debit still running leaves the plan as it is until the bank answers (webhook).
  const status = outcome.status === 'succeeded' ? (sub.status === 'past_due' && (await repo.openInvoicesOf(tx, sub.id)).length > 0 ? 'past_due' : 'active') : outcome.status === 'processing' ? sub.status : 'past_due';
  if (status !== sub.status) {
    await changeSubscription(tx, sub.id, { status });
    result.statusChanges += 1;
  }
  await notifyChanged(tx, sub.employer_id, outcome.status === 'succeeded' ? 'renewed' : 'payment-failed');
}

/** Works through everything due, one subscription per transaction; loops until nothing is due. */
export async function runBillingCycle(db: Db, employerId: number | null): Promise<CycleResult> {
  const result: CycleResult = { invoicesCreated: 0, statusChanges: 0 };
  // A clock moved a year ahead bills a quarterly plan four times: each pass moves one period.
  for (let pass = 0; pass < 60; pass++) {
    const due = await repo.dueSubscriptionIds(db, employerId);
    if (due.length === 0) break;
    const before = result.invoicesCreated + result.statusChanges;
    for (const id of due) {
      await db.transaction(async (tx) => {
        const sub = await repo.engineSubscription(tx, id);
        if (sub) await repo.lockEmployerBilling(tx, sub.employer_id);
        await advanceSubscription(tx, id, result);
      });
    }
    if (result.invoicesCreated + result.statusChanges === before) break;
  }
  return result;
}

export async function clockOf(q: Queryable, employerId: number): Promise<Clock> {
  return { employerId, offsetDays: await repo.clockOffset(q, employerId), billingDate: await repo.billingToday(q, employerId), invoicesCreated: 0, statusChanges: 0 };
}

/** The test clock: moves the employer's billing date forward and runs what fell due on the way. */
export async function advanceClock(db: Db, employerId: number, days: number): Promise<Clock> {
  const offsetDays = await db.transaction(async (tx) => {
    await repo.lockEmployerBilling(tx, employerId);
    const offset = await repo.advanceClock(tx, employerId, days);
    await notifyChanged(tx, employerId, 'clock');
    return offset;
  });
  const result = await runBillingCycle(db, employerId);
  return { employerId, offsetDays, billingDate: await repo.billingToday(db, employerId), ...result };
}

// ── staff ──
async function employerOfRequest(q: Queryable, a: { employerId?: number | undefined; customer?: string | undefined }): Promise<number> {
  if (a.employerId) return a.employerId;
  if (!a.customer) throw badRequest(BILLING_TEXTS.missingCustomerStripeId, 'customer');
  const owner = await repo.employerOfCustomer(q, a.customer);
  if (!owner) throw badRequest(BILLING_TEXTS.missingCustomerStripeId, 'customer');
  return owner.employer_id;
}

export async function staffCreateSubscription(db: Db, body: StaffCreateSubscriptionBody, actor: AuthContext, idempotencyKey: string | null) {
  const employerId = await employerOfRequest(db, body);
  return once(db, idempotencyKey, employerId, 'staff-create', async (tx) => {
    const product = await repo.productById(tx, body.product);
    if (!product) throw notFound(BILLING_API_TEXTS.productNotFound);
    const today = await repo.billingToday(tx, employerId);
    const start = body.startDate ?? today;
    const priceCents = body.amount === undefined ? product.amount_cents : Math.round(body.amount * 100);
    const amount = contractAmountCents(priceCents, product.interval, body.interval);
    const iterations = body.iterations ?? null;
    let end: string | null = null;
    if (iterations !== null) {
      end = start;
      for (let i = 0; i < iterations; i++) end = periodEnd(end, body.interval);
    }
    const customerId = await ensureCustomer(tx, employerId);
    const methods = await repo.paymentMethodsOf(tx, employerId);
    const scheduled = start > today;
    const current = await repo.governingSubscription(tx, employerId);
    const id = await createSubscription(tx, {
      employerId,
      provider: adapter.provider,
      customerId,
      productId: product.id,
      status: scheduled ? 'scheduled' : 'active',
      plan: product.name,
      priceCents: amount,
      planLength: body.interval,
      collectionMethod: body.collectionMethod,
      startDate: start,
      endDate: end,
      iterations,
      // The first period is billed by the cycle: the period "ends" when it starts.
      periodStart: start,
      periodEnd: start,
      jobSlots: body.contractJobSlots ?? product.job_slot_quantity,
      credits: product.talent_search_credits ?? 0,
      contractJobSlots: body.contractJobSlots ?? product.job_slot_quantity ?? 0,
      nextBillingAmountCents: amount,
      isGated: product.plan !== 'enterprise',
      paymentMethodId: methods.find((m) => m.is_default)?.id ?? null,
      creatorId: actor.userId,
    });
    await setSubscriptionComponents(tx, id, body.contractJobSlots ?? product.job_slot_quantity, product.talent_search_credits ?? 0);
    if (!scheduled && current) await endPrevious(tx, current, today);
    await notifyChanged(tx, employerId, 'staff-created');
    return { id };
  }).then(async ({ id }) => {
    await runBillingCycle(db, employerId);
    return historyItem(db, employerId, id);
  });
}

async function historyItem(q: Queryable, employerId: number, id: number): Promise<SubscriptionHistoryItem> {
  const page = await subscriptionHistory(q, employerId, 100, id + 1);
  const item = page.data.find((s) => s.id === id);
  if (!item) throw new HttpError(404, BILLING_TEXTS.subscriptionNotFoundServerMessage, 'SubscriptionNotFound');
  return item;
}

export async function staffPatchSubscription(db: Db, id: number, body: StaffPatchSubscriptionBody): Promise<SubscriptionHistoryItem> {
  return db.transaction(async (tx) => {
    const sub = await repo.engineSubscription(tx, id);
    if (!sub) throw new HttpError(404, BILLING_TEXTS.subscriptionNotFoundServerMessage, 'SubscriptionNotFound');
    await repo.lockEmployerBilling(tx, sub.employer_id);
    const fields: SubscriptionChange = {};
    if (body.collectionMethod !== undefined) fields.collection_method = body.collectionMethod;
    if (body.endDate !== undefined) fields.end_date = body.endDate;
    if (body.contractJobSlots !== undefined) {
      fields.contract_job_slots = body.contractJobSlots;
      fields.job_slot_quantity = body.contractJobSlots;
    }
    if (body.addOnJobSlots !== undefined) fields.add_on_job_slots = body.addOnJobSlots;
    await changeSubscription(tx, id, fields);
    if (body.contractJobSlots !== undefined) await setSubscriptionComponents(tx, id, body.contractJobSlots, sub.talent_search_credits);
    await notifyChanged(tx, sub.employer_id, 'staff-changed');
    return historyItem(tx, sub.employer_id, id);
  });
}

/**
 * Cancels now (spec 002 §4: "cancelled immediately with invoice and proration"). With proration
 * the unused part of the paid period is refunded to the card; with invoice_now a final invoice
 * lists the credit line (and any unpaid balance stays on the open invoices).
 */
export async function staffCancelSubscription(db: Db, id: number, opts: { invoiceNow: boolean; proration: boolean }, idempotencyKey: string | null): Promise<SubscriptionHistoryItem> {
  const found = await repo.engineSubscription(db, id);
  if (!found) throw new HttpError(404, BILLING_TEXTS.subscriptionNotFoundServerMessage, 'SubscriptionNotFound');
  return once(db, idempotencyKey, found.employer_id, 'staff-cancel', async (tx) => {
    const sub = (await repo.engineSubscription(tx, id, true))!;
    if (['canceled', 'complete', 'trial complete'].includes(sub.status)) return historyItem(tx, sub.employer_id, id);
    const today = sub.today;
    let credit = 0;
    if (opts.proration && sub.current_period_start && sub.current_period_end && sub.current_period_end > today) {
      const paid = await repo.latestPaidInvoice(tx, id);
      if (paid) {
        credit = Math.min(paid.amount_cents - paid.refund_cents, unusedAmountCents(paid.amount_cents, sub.current_period_start, sub.current_period_end, today));
        if (credit > 0 && paid.provider_charge_id) {
          const refundId = await adapter.refund({ chargeId: paid.provider_charge_id, amountCents: credit, idempotencyKey: `cancel:${id}` });
          await repo.recordRefund(tx, paid.id, { refundCents: credit, refundId, full: credit === paid.amount_cents - paid.refund_cents });
        }
      }
    }
    if (opts.invoiceNow && credit > 0) {
      const invoiceId = await repo.insertInvoice(tx, {
        employerId: sub.employer_id,
        subscriptionId: id,
        amountCents: -credit,
        description: `${sub.plan} plan cancelled`,
        paymentMethod: null,
        date: today,
        periodStart: null,
        periodEnd: null,
        lines: [{ description: `Unused time on ${sub.plan}`, amountCents: -credit, proration: true, periodStart: today, periodEnd: sub.current_period_end }],
      });
      if (invoiceId) await repo.markInvoicePaid(tx, invoiceId, { chargeId: null, markedBy: null });
    }
    await changeSubscription(tx, id, { status: 'canceled', cancel_date: today, end_date: today, next_billing_amount_cents: null, current_period_end: today });
    await notifyChanged(tx, sub.employer_id, 'canceled');
    return historyItem(tx, sub.employer_id, id);
  });
}

export async function refundInvoice(db: Db, invoiceId: number, amountCents: number | undefined, idempotencyKey: string | null) {
  const found = await repo.invoiceById(db, invoiceId);
  if (!found) throw notFound(BILLING_API_TEXTS.invoiceNotFound);
  return once(db, idempotencyKey, found.employer_id, 'refund', async (tx) => {
    const invoice = (await repo.invoiceById(tx, invoiceId, true))!;
    if (invoice.status !== 'paid') throw conflict(BILLING_API_TEXTS.notRefundable);
    const left = invoice.amount_cents - invoice.refund_cents;
    const amount = amountCents ?? left;
    if (amount > left || amount <= 0) throw badRequest(BILLING_API_TEXTS.refundTooLarge, 'amountCents');
    const refundId = invoice.provider_charge_id ? await adapter.refund({ chargeId: invoice.provider_charge_id, amountCents: amount, idempotencyKey: `refund:${invoiceId}:${invoice.refund_cents}` }) : `re_manual_${invoiceId}_${invoice.refund_cents}`;
    await repo.recordRefund(tx, invoiceId, { refundCents: amount, refundId, full: amount === left });
    await notifyChanged(tx, invoice.employer_id, 'refund');
    return invoiceDto(tx, invoiceId);
  });
}

export async function viewRefund(q: Queryable, invoiceId: number) {
  const invoice = await repo.invoiceById(q, invoiceId);
  if (!invoice) throw notFound(BILLING_API_TEXTS.invoiceNotFound);
  if (invoice.refund_cents <= 0 && invoice.status !== 'refunded') throw notFound(BILLING_API_TEXTS.noRefund);
  return {
    invoiceId,
    refundId: invoice.refund_id ?? `re_${invoice.number}`,
    amountCents: invoice.refund_cents > 0 ? invoice.refund_cents : invoice.amount_cents,
    date: (invoice.refunded_ts ?? invoice.invoice_date).slice(0, 10),
  };
}

export async function markInvoicePaid(db: Db, invoiceId: number, actor: AuthContext) {
  return db.transaction(async (tx) => {
    const invoice = await repo.invoiceById(tx, invoiceId, true);
    if (!invoice) throw notFound(BILLING_API_TEXTS.invoiceNotFound);
    await repo.lockEmployerBilling(tx, invoice.employer_id);
    if (invoice.status === 'paid') return invoiceDto(tx, invoiceId);
    if (invoice.status !== 'open') throw conflict(BILLING_API_TEXTS.notOpen);
    await repo.markInvoicePaid(tx, invoiceId, { chargeId: null, markedBy: actor.userId });
    if (invoice.subscription_id) await afterPaid(tx, (await repo.engineSubscription(tx, invoice.subscription_id, true))!);
    await notifyChanged(tx, invoice.employer_id, 'invoice-paid');
    return invoiceDto(tx, invoiceId);
  });
}

export async function pauseSubscription(db: Db, id: number, until: string | undefined): Promise<SubscriptionHistoryItem> {
  return db.transaction(async (tx) => {
    const sub = await repo.engineSubscription(tx, id, true);
    if (!sub) throw new HttpError(404, BILLING_TEXTS.subscriptionNotFoundServerMessage, 'SubscriptionNotFound');
    if (sub.status !== 'active') throw conflict(BILLING_API_TEXTS.notPausable);
    await changeSubscription(tx, id, { status: 'paused', paused_from: sub.today, paused_until: until ?? null });
    await notifyChanged(tx, sub.employer_id, 'paused');
    return historyItem(tx, sub.employer_id, id);
  });
}

/** Billing stops while paused: the period end moves on by the days the pause lasted. */
async function resumeRow(tx: Queryable, sub: repo.EngineSubscriptionRow, on: string): Promise<void> {
  const from = sub.paused_from ?? on;
  const days = Math.max(0, Math.round((Date.parse(on) - Date.parse(from)) / 86_400_000));
  await changeSubscription(tx, sub.id, {
    status: 'active',
    paused_from: null,
    paused_until: null,
    current_period_end: sub.current_period_end ? addDays(sub.current_period_end, days) : null,
  });
  await notifyChanged(tx, sub.employer_id, 'resumed');
}

export async function resumeSubscription(db: Db, id: number): Promise<SubscriptionHistoryItem> {
  const employerId = await db.transaction(async (tx) => {
    const sub = await repo.engineSubscription(tx, id, true);
    if (!sub) throw new HttpError(404, BILLING_TEXTS.subscriptionNotFoundServerMessage, 'SubscriptionNotFound');
    if (sub.status !== 'paused') throw conflict(BILLING_API_TEXTS.notPaused);
    await resumeRow(tx, sub, sub.today);
    return sub.employer_id;
  });
  await runBillingCycle(db, employerId);
  return historyItem(db, employerId, id);
}

// ── allocations, links, enterprise ──
export async function createAllocation(db: Db, a: { employerId: number; type: 'job-slot' | 'talent_search_unlocks'; quantity?: number | undefined }, actor: AuthContext, idempotencyKey: string | null) {
  return db.transaction(async (tx) => {
    await repo.lockEmployerBilling(tx, a.employerId);
    const sub = await repo.governingSubscription(tx, a.employerId);
    if (!sub || ['canceled', 'complete', 'trial complete'].includes(sub.status)) throw new HttpError(404, BILLING_TEXTS.subscriptionNotFoundServerMessage, 'SubscriptionNotFound');
    const jobSlot = a.type === 'job-slot';
    const quantity = jobSlot ? jobSlotAllocationQuantity(await repo.liveJobCount(tx, a.employerId)) : (a.quantity ?? 0);
    if (quantity <= 0) throw badRequest(BILLING_TEXTS.allocationFailed, 'quantity');
    const row = await recordAllocation(tx, {
      subscriptionId: sub.id,
      employerId: a.employerId,
      type: a.type,
      quantity,
      memo: jobSlot ? BILLING_TEXTS.allocationMemos.jobSlot : BILLING_TEXTS.allocationMemos.talentSearchUnlocks,
      creatorId: actor.userId,
      idempotencyKey: idempotencyKey ? `allocation:${a.employerId}:${idempotencyKey}` : null,
    });
    // Sold unlocks go through the one credit ledger (ADR 191), keyed by the allocation: a retry grants once.
    if (!jobSlot) await grantTalentSearchCredits(tx, { employerId: a.employerId, quantity: row!.quantity, reason: BILLING_TEXTS.allocationMemos.talentSearchUnlocks, idempotencyKey: `allocation:${row!.id}` });
    await notifyChanged(tx, a.employerId, 'allocation');
    return { id: row!.id, subscriptionId: row!.subscription_id, type: row!.type, quantity: row!.quantity, memo: row!.memo };
  });
}

export async function createLinkSubscription(q: Queryable, publicUrl: string, a: { productId: number; planLength: PlanLength }) {
  const product = await repo.productById(q, a.productId);
  if (!product || !product.active || isFreeProduct(product)) throw notFound(BILLING_API_TEXTS.productNotFound);
  return { url: absoluteLink(publicUrl, 'employerPlans', {}, { productId: a.productId, planLength: a.planLength }) };
}

export async function enterpriseRequest(db: Db, employerId: number, actor: AuthContext, message: string | null): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const employer = await repo.employerForBilling(tx, employerId);
    if (!employer) throw notFound();
    const id = await repo.insertEnterpriseRequest(tx, employerId, actor.userId, message);
    await queueEmail(tx, {
      to: EXPIRED_PLAN_TEXTS.salesEmail,
      subject: `${BILLING_API_TEXTS.enterpriseSubject}: ${employer.name}`,
      text: `${employer.name} (employer ${employerId}) asks about the Enterprise plan.${message ? `\n\n${message}` : ''}`,
      template: 'enterprise-request',
      userProfileId: actor.userId,
      idempotencyKey: `enterprise-request:${id}`,
    });
  });
  return { ok: true };
}

/** Job Slot Analytics: live jobs per day against the plan's slots. */
export async function jobSlotUsage(q: Queryable, employerId: number) {
  const [days, plan] = await Promise.all([repo.jobSlotSeries(q, employerId, 90), jobSlotPlan(q, employerId)]);
  return { slots: plan.planSlots, days };
}

/** The provider's secret for verifying an invoice's charge in the browser (ADR 266). */
export async function invoiceVerification(db: Db, employerId: number, invoiceId: number): Promise<{ clientSecret: string | null; paymentMethod: string | null }> {
  const invoice = await repo.invoiceById(db, invoiceId);
  if (!invoice || invoice.employer_id !== employerId) throw notFound(BILLING_API_TEXTS.invoiceNotFound);
  if (invoice.status !== 'open' || !invoice.provider_charge_id) throw conflict(BILLING_API_TEXTS.noVerification);
  const found = await adapter.verification(invoice.provider_charge_id);
  return { clientSecret: found?.clientSecret ?? null, paymentMethod: found?.paymentMethod ?? null };
}

/** The provider's secret for its bank link to save a bank account for this employer (ADR 268). */
export async function bankAccountSetup(db: Db, employerId: number): Promise<{ clientSecret: string | null }> {
  const customerId = await db.transaction(async (tx) => {
    await repo.lockEmployerBilling(tx, employerId);
    return ensureCustomer(tx, employerId);
  });
  return { clientSecret: (await adapter.bankSetup(customerId))?.clientSecret ?? null };
}

/** The adapter in use (the webhook checks signatures through it). */
export function currentPaymentAdapter(): PaymentAdapter {
  return adapter;
}
