import type { Queryable } from '../../db';
import { BILLING_TODAY_SQL } from '../subscription';

// All SQL of the billing engine (docs/decisions/260-billing-engine.md): products, customers,
// payment methods, invoices and their lines, the test clock, idempotent requests.

export interface ProductRow {
  id: number;
  name: string;
  nickname: string | null;
  plan: string;
  interval: 'day' | 'week' | 'month' | 'year';
  amount_cents: number;
  job_slot_quantity: number | null;
  talent_search_credits: number | null;
  active: boolean;
}

const PRODUCT_COLUMNS = 'id, name, nickname, plan, interval, amount_cents, job_slot_quantity, talent_search_credits, active';

export async function listProducts(q: Queryable, activeOnly: boolean): Promise<ProductRow[]> {
  return (await q.query<ProductRow>(`select ${PRODUCT_COLUMNS} from billing_products ${activeOnly ? 'where active' : ''} order by amount_cents, id`)).rows;
}

export function productById(q: Queryable, id: number): Promise<ProductRow | undefined> {
  return q.one<ProductRow>(`select ${PRODUCT_COLUMNS} from billing_products where id = $1`, [id]);
}

// ── clock ──
export async function billingToday(q: Queryable, employerId: number): Promise<string> {
  return (await q.one<{ today: string }>(`select ${BILLING_TODAY_SQL('$1::int')}::text as today`, [employerId]))!.today;
}

export async function clockOffset(q: Queryable, employerId: number): Promise<number> {
  return (await q.one<{ offset_days: number }>('select offset_days from billing_clocks where employer_id = $1', [employerId]))?.offset_days ?? 0;
}

export async function advanceClock(q: Queryable, employerId: number, days: number): Promise<number> {
  const row = await q.one<{ offset_days: number }>(
    `insert into billing_clocks (employer_id, offset_days) values ($1, $2)
     on conflict (employer_id) do update set offset_days = billing_clocks.offset_days + excluded.offset_days, update_ts = now()
     returning offset_days`,
    [employerId, days],
  );
  return row!.offset_days;
}

// ── employers and customers ──
export function employerForBilling(q: Queryable, employerId: number): Promise<{ id: number; name: string; email: string | null } | undefined> {
  return q.one(
    `select e.id, e.name, (select u.email from employer_users eu join user_profiles u on u.id = eu.user_profile_id
        where eu.employer_id = e.id order by eu.user_profile_id limit 1) as email
     from employers e where e.id = $1`,
    [employerId],
  );
}

/** Serialises billing writes of one employer: two tabs choosing a plan at once run one after the other. */
export async function lockEmployerBilling(q: Queryable, employerId: number): Promise<void> {
  await q.query('select id from employers where id = $1 for update', [employerId]);
}

export function customerOf(q: Queryable, employerId: number): Promise<{ customer_id: string; provider: string } | undefined> {
  return q.one('select customer_id, provider from billing_customers where employer_id = $1', [employerId]);
}

export function employerOfCustomer(q: Queryable, customerId: string): Promise<{ employer_id: number } | undefined> {
  return q.one(
    `select employer_id from billing_customers where customer_id = $1
     union select employer_id from subscriptions where customer_id = $1 limit 1`,
    [customerId],
  );
}

export async function insertCustomer(q: Queryable, employerId: number, provider: string, customerId: string): Promise<void> {
  await q.query('insert into billing_customers (employer_id, provider, customer_id) values ($1, $2, $3) on conflict (employer_id) do nothing', [employerId, provider, customerId]);
}

export async function notificationsEmail(q: Queryable, employerId: number): Promise<string | null> {
  return (await employerForBilling(q, employerId))?.email ?? null;
}

// ── payment methods ──
export interface PaymentMethodRow {
  id: number;
  payment_type: 'card' | 'bank' | 'invoice';
  payment_type_number: string | null;
  brand: string | null;
  exp_month: number | null;
  exp_year: number | null;
  is_default: boolean;
  needs_verification: boolean;
  provider: string;
  provider_payment_method_id: string | null;
}

export async function paymentMethodsOf(q: Queryable, employerId: number): Promise<PaymentMethodRow[]> {
  return (
    await q.query<PaymentMethodRow>(
      `select id, payment_type, payment_type_number, brand, exp_month, exp_year, is_default, needs_verification, provider, provider_payment_method_id
       from payment_methods where employer_id = $1 and removed_ts is null order by is_default desc, id desc`,
      [employerId],
    )
  ).rows;
}

export async function insertCard(q: Queryable, a: { employerId: number; provider: string; paymentType: 'card' | 'bank'; providerPaymentMethodId: string; brand: string; last4: string; expMonth: number | null; expYear: number | null }): Promise<number> {
  await q.query('update payment_methods set is_default = false where employer_id = $1', [a.employerId]);
  const row = await q.one<{ id: number }>(
    `insert into payment_methods (employer_id, payment_type, payment_type_number, brand, is_default, needs_verification, provider, provider_payment_method_id, exp_month, exp_year)
     values ($1, $8, $2, $3, true, false, $4, $5, $6, $7) returning id`,
    [a.employerId, a.last4, a.brand, a.provider, a.providerPaymentMethodId, a.expMonth, a.expYear, a.paymentType],
  );
  return row!.id;
}

export async function setNeedsVerification(q: Queryable, paymentMethodId: number, needs: boolean): Promise<void> {
  await q.query('update payment_methods set needs_verification = $2 where id = $1', [paymentMethodId, needs]);
}

// ── subscriptions (engine side) ──
export interface EngineSubscriptionRow {
  id: number;
  employer_id: number;
  status: string;
  plan: string;
  product_id: number | null;
  price_cents: number;
  plan_length: 'annual' | 'quarterly' | null;
  collection_method: string | null;
  start_date: string;
  end_date: string | null;
  current_period_start: string | null;
  current_period_end: string | null;
  next_billing_amount_cents: number | null;
  paused_until: string | null;
  paused_from: string | null;
  cancel_date: string | null;
  customer_id: string | null;
  contract_job_slots: number;
  add_on_job_slots: number;
  job_slot_quantity: number | null;
  talent_search_credits: number;
  default_payment_method_id: number | null;
  today: string;
}

const ENGINE_SELECT = `select s.id, s.employer_id, s.status, s.plan, s.product_id, s.price_cents, s.plan_length, s.collection_method,
    s.start_date::text as start_date, s.end_date::text as end_date, s.current_period_start::text as current_period_start,
    s.current_period_end::text as current_period_end, s.next_billing_amount_cents, s.paused_until::text as paused_until,
    s.paused_from::text as paused_from, s.cancel_date::text as cancel_date, s.customer_id, s.contract_job_slots, s.add_on_job_slots,
    s.job_slot_quantity, s.talent_search_credits, s.default_payment_method_id, (${BILLING_TODAY_SQL('s.employer_id')})::text as today
  from subscriptions s`;

export function engineSubscription(q: Queryable, id: number, lock = false): Promise<EngineSubscriptionRow | undefined> {
  return q.one<EngineSubscriptionRow>(`${ENGINE_SELECT} where s.id = $1${lock ? ' for update' : ''}`, [id]);
}

/** The newest subscription that has started for the employer (the governing one), locked. */
export function governingSubscription(q: Queryable, employerId: number): Promise<EngineSubscriptionRow | undefined> {
  return q.one<EngineSubscriptionRow>(
    `${ENGINE_SELECT} where s.employer_id = $1 and s.start_date <= ${BILLING_TODAY_SQL('$1')} order by s.start_date desc, s.id desc limit 1 for update`,
    [employerId],
  );
}

/** The same choice without a lock, for reads. */
export function governingSubscriptionRead(q: Queryable, employerId: number): Promise<EngineSubscriptionRow | undefined> {
  return q.one<EngineSubscriptionRow>(
    `${ENGINE_SELECT} where s.employer_id = $1 and s.start_date <= ${BILLING_TODAY_SQL('$1')} order by s.start_date desc, s.id desc limit 1`,
    [employerId],
  );
}

/** The subscription a newly paid one replaces: the newest other one still running. */
export function previousLiveSubscription(q: Queryable, employerId: number, exceptId: number): Promise<EngineSubscriptionRow | undefined> {
  return q.one<EngineSubscriptionRow>(
    `${ENGINE_SELECT} where s.employer_id = $1 and s.id <> $2 and s.status not in ('canceled', 'complete', 'trial complete', 'incomplete', 'incomplete_expired')
     order by s.start_date desc, s.id desc limit 1 for update`,
    [employerId, exceptId],
  );
}

/** Subscriptions whose billing event (trial end, renewal, scheduled start, pause end) is due on their employer's date. */
export async function dueSubscriptionIds(q: Queryable, employerId: number | null): Promise<number[]> {
  const today = BILLING_TODAY_SQL('s.employer_id');
  const rows = await q.query<{ id: number }>(
    `select s.id from subscriptions s
     where ($1::int is null or s.employer_id = $1::int) and (
          (s.status in ('trial', 'trialing') and s.end_date is not null and s.end_date < ${today})
       or (s.status in ('active', 'past_due') and s.provider_subscription_id is null and s.current_period_end is not null and s.current_period_end <= ${today})
       or (s.status = 'scheduled' and s.start_date <= ${today})
       or (s.status = 'paused' and s.paused_until is not null and s.paused_until <= ${today}))
     order by s.id limit 500`,
    [employerId],
  );
  return rows.rows.map((r) => r.id);
}

export async function subscriptionHistory(q: Queryable, employerId: number, limit: number, startingAfter: number | null) {
  return (
    await q.query<{
      id: number; plan: string; status: string; plan_length: 'annual' | 'quarterly' | null; price_cents: number; start_date: string; end_date: string | null;
      cancel_date: string | null; collection_method: string | null; contract_job_slots: number; add_on_job_slots: number;
    }>(
      `select id, plan, status, plan_length, price_cents, start_date::text as start_date, end_date::text as end_date, cancel_date::text as cancel_date,
              collection_method, contract_job_slots, add_on_job_slots
       from subscriptions where employer_id = $1 and ($2::int is null or id < $2::int) order by id desc limit $3`,
      [employerId, startingAfter, limit + 1],
    )
  ).rows;
}

export async function liveJobCount(q: Queryable, employerId: number): Promise<number> {
  return (await q.one<{ n: number }>(`select count(*)::int as n from jobs where employer_id = $1 and status = 'live'`, [employerId]))!.n;
}

// ── invoices ──
export interface InvoiceRow {
  id: number;
  employer_id: number;
  subscription_id: number | null;
  number: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible' | 'refunded';
  amount_cents: number;
  refund_cents: number;
  refund_id: string | null;
  refunded_ts: string | null;
  description: string | null;
  payment_method: string | null;
  invoice_date: string;
  provider_charge_id: string | null;
  last_payment_error: string | null;
  attempt_count: number;
}

const INVOICE_COLUMNS = `id, employer_id, subscription_id, number, status, amount_cents, refund_cents, refund_id, refunded_ts::text as refunded_ts, description,
  payment_method, invoice_date::text as invoice_date, provider_charge_id, last_payment_error, attempt_count`;

export interface LineRow {
  invoice_id: number;
  description: string;
  quantity: number;
  amount_cents: number;
  proration: boolean;
  period_start: string | null;
  period_end: string | null;
}

export async function linesOf(q: Queryable, invoiceIds: number[]): Promise<LineRow[]> {
  if (invoiceIds.length === 0) return [];
  return (
    await q.query<LineRow>(
      `select invoice_id, description, quantity, amount_cents, proration, period_start::text as period_start, period_end::text as period_end
       from invoice_line_items where invoice_id = any($1::int[]) order by id`,
      [invoiceIds],
    )
  ).rows;
}

/** History lists paid and open invoices (spec 002 §3), and refunded ones, which were paid; newest first. */
export async function invoicePage(q: Queryable, employerId: number, limit: number, startingAfter: number | null): Promise<InvoiceRow[]> {
  return (
    await q.query<InvoiceRow>(
      `select ${INVOICE_COLUMNS} from invoices where employer_id = $1 and status in ('paid', 'open', 'refunded') and ($2::int is null or id < $2::int)
       order by id desc limit $3`,
      [employerId, startingAfter, limit + 1],
    )
  ).rows;
}

export function invoiceById(q: Queryable, id: number, lock = false): Promise<InvoiceRow | undefined> {
  return q.one<InvoiceRow>(`select ${INVOICE_COLUMNS} from invoices where id = $1${lock ? ' for update' : ''}`, [id]);
}

export async function openInvoicesOf(q: Queryable, subscriptionId: number): Promise<InvoiceRow[]> {
  return (await q.query<InvoiceRow>(`select ${INVOICE_COLUMNS} from invoices where subscription_id = $1 and status = 'open' order by id`, [subscriptionId])).rows;
}

export async function latestPaidInvoice(q: Queryable, subscriptionId: number): Promise<InvoiceRow | undefined> {
  return q.one<InvoiceRow>(`select ${INVOICE_COLUMNS} from invoices where subscription_id = $1 and status = 'paid' and provider_charge_id is not null order by id desc limit 1`, [subscriptionId]);
}

/** A new open invoice with its lines; null when this subscription period already has one. */
export async function insertInvoice(
  q: Queryable,
  a: { employerId: number; subscriptionId: number; amountCents: number; description: string; paymentMethod: string | null; date: string; periodStart: string | null; periodEnd: string | null; lines: { description: string; amountCents: number; proration: boolean; periodStart: string | null; periodEnd: string | null }[] },
): Promise<number | null> {
  const row = await q.one<{ id: number }>(
    `insert into invoices (employer_id, subscription_id, number, status, amount_cents, description, payment_method, invoice_date, due_date, period_start, period_end)
     values ($1, $2, 'INV-' || lpad(nextval(pg_get_serial_sequence('invoices', 'id'))::text, 6, '0'), 'open', $3, $4, $5, $6, $6::date + 15, $7, $8)
     on conflict (subscription_id, period_start) where period_start is not null do nothing returning id`,
    [a.employerId, a.subscriptionId, a.amountCents, a.description, a.paymentMethod, a.date, a.periodStart, a.periodEnd],
  );
  if (!row) return null;
  for (const line of a.lines) {
    await q.query(
      `insert into invoice_line_items (invoice_id, description, quantity, unit_amount_cents, amount_cents, proration, period_start, period_end) values ($1, $2, 1, $3, $3, $4, $5, $6)`,
      [row.id, line.description, line.amountCents, line.proration, line.periodStart, line.periodEnd],
    );
  }
  return row.id;
}

export async function markInvoicePaid(q: Queryable, id: number, a: { chargeId: string | null; markedBy: number | null }): Promise<void> {
  await q.query(`update invoices set status = 'paid', paid_ts = now(), provider_charge_id = coalesce($2, provider_charge_id), marked_paid_by = $3, last_payment_error = null where id = $1`, [id, a.chargeId, a.markedBy]);
}

export async function recordInvoiceAttempt(q: Queryable, id: number, a: { error: string | null; chargeId: string | null }): Promise<void> {
  await q.query(`update invoices set attempt_count = attempt_count + 1, last_payment_error = $2, provider_charge_id = coalesce($3, provider_charge_id) where id = $1`, [id, a.error, a.chargeId]);
}

export async function recordRefund(q: Queryable, id: number, a: { refundCents: number; refundId: string; full: boolean }): Promise<void> {
  await q.query(`update invoices set refund_cents = refund_cents + $2, refund_id = $3, refunded_ts = now(), status = case when $4 then 'refunded' else status end where id = $1`, [id, a.refundCents, a.refundId, a.full]);
}

// ── idempotent requests ──
export async function storedResponse(q: Queryable, key: string): Promise<unknown> {
  return (await q.one<{ response: unknown }>('select response from billing_requests where idempotency_key = $1', [key]))?.response;
}

export async function storeResponse(q: Queryable, key: string, employerId: number | null, operation: string, response: unknown): Promise<void> {
  await q.query('insert into billing_requests (idempotency_key, employer_id, operation, response) values ($1, $2, $3, $4::jsonb) on conflict do nothing', [key, employerId, operation, JSON.stringify(response)]);
}

export async function insertEnterpriseRequest(q: Queryable, employerId: number, userId: number, message: string | null): Promise<number> {
  return (await q.one<{ id: number }>('insert into enterprise_requests (employer_id, user_profile_id, message) values ($1, $2, $3) returning id', [employerId, userId, message]))!.id;
}

export async function jobSlotSeries(q: Queryable, employerId: number, days: number) {
  return (
    await q.query<{ day: string; used: number }>(
      `select d::date::text as day,
              (select count(*)::int from jobs j where j.employer_id = $1 and j.status_update_ts::date <= d::date and j.status = 'live') as used
       from generate_series(current_date - ($2::int - 1), current_date, interval '1 day') d order by d`,
      [employerId, days],
    )
  ).rows;
}

export async function seededWithoutPeriod(q: Queryable) {
  return (
    await q.query<{ id: number; start_date: string; plan_length: 'annual' | 'quarterly' }>(
      `select id, start_date::text as start_date, plan_length from subscriptions
       where provider = 'local' and status in ('active', 'past_due') and plan_length is not null and current_period_end is null`,
    )
  ).rows;
}

/** The demo seed's plans: each employer's newest subscription that is not a free trial. */
export async function demoPlanSubscriptions(q: Queryable): Promise<{ id: number; employer_id: number; start_date: string }[]> {
  const { rows } = await q.query<{ id: number; employer_id: number; start_date: string }>(
    `select distinct on (employer_id) id, employer_id, start_date::text as start_date from subscriptions
      where plan <> 'Free Trial' order by employer_id, id desc`,
  );
  return rows;
}
