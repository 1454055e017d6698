import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_API_TEXTS, BILLING_TEXTS, type AccountInformation, type ChargeResult, type Clock, type Invoice, type InvoicePage, type Offer, type SubscriptionHistoryItem } from '@floorhire/domain-billing';
import { SUBSCRIPTION_NOT_FOUND_TYPES } from '@floorhire/rules';
import type { SubscriptionDto } from '@floorhire/schemas';
import { call, closeContext, createEmployer, createUser, testContext, type TestContext, type TestUser } from './helpers';

// The billing engine on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// an employer on trial chooses a plan with a test card, the test clock ends trials and bills
// renewals, declined cards change nothing and retries never charge twice, staff cancel with
// proration, refund and mark invoices paid, and every employer reads only its own billing.

let ctx: TestContext;
let staff: TestUser;
let starter: number;
let professional: number;

const CARD = { ok: '4242 4242 4242 4242', decline: '4000000000000002', verify: '4000002500003155' } as const;

interface Employer {
  id: number;
  owner: TestUser;
  manager: TestUser;
}

async function employerOnTrial(trialDays = 14): Promise<Employer> {
  const id = await createEmployer(ctx);
  const owner = await createUser(ctx, { group: 'Company Admin', employerIds: [id] });
  const manager = await createUser(ctx, { group: 'Hiring Manager', employerIds: [id] });
  await ctx.db.query(
    `insert into subscriptions (employer_id, status, plan, start_date, end_date, job_slot_quantity, talent_search_credits, is_gated)
     values ($1, 'trial', 'Free Trial', current_date, current_date + $2::int, 1, 5, true)`,
    [id, trialDays],
  );
  return { id, owner, manager };
}

const addCard = (e: Employer, cardNumber: string) =>
  call(ctx, 'POST', `/v4/employer/${e.id}/payment/payment-method`, { token: e.owner.token, body: { cardNumber, expMonth: 12, expYear: 2099, cvc: '123' } });
const choose = (e: Employer, productId: number, planLength: 'annual' | 'quarterly', key?: string) =>
  call(ctx, 'POST', `/v4/employer/${e.id}/payment/subscribe`, { token: e.owner.token, body: { productId, planLength }, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const advance = (e: Employer, days: number) => call(ctx, 'POST', `/v4/employer/${e.id}/billing/clock/advance`, { token: staff.token, body: { days } });
const subscription = (e: Employer) => call(ctx, 'GET', `/v4/subscription/employer/${e.id}`, { token: e.owner.token });
const invoices = async (e: Employer, query = '') => (await call(ctx, 'GET', `/v4/employer/${e.id}/payment/invoice${query}`, { token: e.owner.token })).json<InvoicePage>();

beforeAll(async () => {
  ctx = await testContext();
  staff = await createUser(ctx, { group: 'Super Admin' });
  const product = async (name: string, cents: number, slots: number, credits: number) =>
    (await ctx.db.one<{ id: number }>(
      `insert into billing_products (name, nickname, plan, interval, amount_cents, job_slot_quantity, talent_search_credits) values ($1, $1, lower($1), 'month', $2, $3, $4) returning id`,
      [name, cents, slots, credits],
    ))!.id;
  starter = await product('Starter', 29_900, 2, 10);
  professional = await product('Professional', 89_900, 10, 100);
});
afterAll(closeContext);

describe('plans and offers', () => {
  it('offers each plan annual and quarterly at price x periods per year, a quarter of it for quarterly (spec 002 §9)', async () => {
    const e = await employerOnTrial();
    const res = await call(ctx, 'GET', `/v4/subscription/offers?employerId=${e.id}`, { token: e.owner.token });
    expect(res.statusCode).toBe(200);
    const mine = res.json<Offer[]>().filter((o) => o.productId === starter);
    expect(mine.map((o) => [o.type, o.contractAmountCents])).toEqual([
      ['annual', 358_800],
      ['quarterly', 89_700],
    ]);
    const products = await call(ctx, 'GET', '/v4/payment/product?active=true', { token: e.owner.token });
    expect(products.json<{ id: number; amountCents: number }[]>().find((p) => p.id === starter)?.amountCents).toBe(29_900);
  });
});

describe('an employer on trial chooses a plan with a test card', () => {
  it('pays the first period, becomes active, and a retry with the same Idempotency-Key charges nothing more', async () => {
    const e = await employerOnTrial();
    expect((await subscription(e)).json<SubscriptionDto>()).toMatchObject({ status: 'trial', isFreePlan: true });
    expect((await choose(e, starter, 'quarterly')).json()).toMatchObject({ statusCode: 400, message: BILLING_API_TEXTS.paymentMethodRequired });
    const card = await addCard(e, CARD.ok);
    expect(card.statusCode).toBe(201);
    expect(card.json()).toEqual([expect.objectContaining({ brand: 'Visa', paymentTypeNumber: '4242', isDefault: true })]);

    const first = await choose(e, starter, 'quarterly', 'choose-1');
    expect(first.statusCode).toBe(201);
    const result = first.json<ChargeResult>();
    expect(result.outcome).toBe('succeeded');
    expect(result.subscription).toMatchObject({ status: 'active', plan: 'Starter', planLength: 'quarterly', isFreePlan: false, isSubscribed: true, jobSlots: 2 });
    expect(result.invoice).toMatchObject({ status: 'paid', display: 'Paid', amountCents: 89_700, paymentMethod: 'Visa ending 4242' });

    const retry = await choose(e, starter, 'quarterly', 'choose-1');
    expect(retry.json<ChargeResult>().invoice.id).toBe(result.invoice.id);
    expect((await invoices(e)).data).toHaveLength(1);

    const history = await call(ctx, 'GET', `/v4/payment/subscription/history?employerId=${e.id}`, { token: e.owner.token });
    expect(history.json<{ data: SubscriptionHistoryItem[] }>().data.map((s) => [s.plan, s.status])).toEqual([
      ['Starter', 'active'],
      ['Free Trial', 'trial complete'],
    ]);
    const upcoming = await call(ctx, 'GET', `/v4/employer/${e.id}/payment/invoice-upcoming`, { token: e.owner.token });
    expect(upcoming.json()).toMatchObject({ amountCents: 89_700, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/u) });
  });

  it('a declined card changes nothing: 402 with the card message, still on trial, no invoice', async () => {
    const e = await employerOnTrial();
    await addCard(e, CARD.decline);
    const res = await choose(e, starter, 'annual', 'declined-1');
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([402, BILLING_API_TEXTS.cardDeclined]);
    expect((await subscription(e)).json<SubscriptionDto>().status).toBe('trial');
    expect((await invoices(e)).data).toHaveLength(0);
    // The same request retried after a good card is added goes through once.
    await addCard(e, CARD.ok);
    expect((await choose(e, starter, 'annual', 'declined-1')).json<ChargeResult>().outcome).toBe('succeeded');
    expect((await choose(e, starter, 'annual', 'declined-1')).statusCode).toBe(201);
    expect((await invoices(e)).data.map((i) => i.amountCents)).toEqual([358_800]);
  });

  it('a card that needs verification leaves the invoice unpaid until the employer verifies it', async () => {
    const e = await employerOnTrial();
    await addCard(e, CARD.verify);
    const res = await choose(e, starter, 'quarterly');
    const result = res.json<ChargeResult>();
    expect(result.outcome).toBe('requires_action');
    expect(result.invoice).toMatchObject({ status: 'open', display: 'Unpaid', lastPaymentError: BILLING_API_TEXTS.needsVerification });
    expect((await call(ctx, 'GET', `/v4/employer/${e.id}/payment/account-information`, { token: e.owner.token })).json<AccountInformation>().paymentNeedsVerification).toBe(true);
    const paid = await call(ctx, 'POST', `/v4/employer/${e.id}/payment/invoice/${result.invoice.id}/pay`, { token: e.owner.token });
    expect(paid.json<ChargeResult>()).toMatchObject({ outcome: 'succeeded', invoice: { status: 'paid' }, subscription: { status: 'active' } });
  });

  it('moving to a dearer plan credits the unused time of the old one in cents', async () => {
    const e = await employerOnTrial();
    await addCard(e, CARD.ok);
    await choose(e, starter, 'quarterly');
    const upgrade = (await choose(e, professional, 'quarterly')).json<ChargeResult>();
    // Same day: the whole Starter quarter is credited against the Professional quarter.
    expect(upgrade.invoice.lines.map((l) => [l.amountCents, l.proration])).toEqual([
      [269_700, false],
      [-89_700, true],
    ]);
    expect(upgrade.invoice.amountCents).toBe(180_000);
    expect((await choose(e, professional, 'quarterly')).statusCode).toBe(409);
  });
});

describe('the test clock', () => {
  it('ends a trial when its days run out: the subscription read then answers the expired 404', async () => {
    const e = await employerOnTrial(14);
    const upcoming = await call(ctx, 'GET', `/v4/employer/${e.id}/payment/invoice-upcoming`, { token: e.owner.token });
    expect([upcoming.statusCode, upcoming.json<{ error: string }>().error]).toEqual([404, BILLING_TEXTS.invoiceUpcomingNone]);
    expect((await advance(e, 14)).json<Clock>()).toMatchObject({ offsetDays: 14, statusChanges: 0 });
    expect((await subscription(e)).json<SubscriptionDto>().status).toBe('trial');
    const moved = (await advance(e, 1)).json<Clock>();
    expect(moved).toMatchObject({ offsetDays: 15, statusChanges: 1 });
    const after = await subscription(e);
    expect([after.statusCode, after.json<{ message: string; error: string }>()]).toEqual([404, expect.objectContaining({ message: BILLING_TEXTS.subscriptionNotFoundServerMessage, error: SUBSCRIPTION_NOT_FOUND_TYPES.expired })]);
  });

  it('renews a quarterly plan each quarter with a paid invoice, and a declined renewal makes it past due until paid', async () => {
    const e = await employerOnTrial();
    await addCard(e, CARD.ok);
    await choose(e, starter, 'quarterly');
    const year = (await advance(e, 365)).json<Clock>();
    expect(year.invoicesCreated).toBe(4);
    const page = await invoices(e, '?limit=10');
    expect(page.data.map((i) => i.display)).toEqual(['Paid', 'Paid', 'Paid', 'Paid', 'Paid']);
    expect((await subscription(e)).json<SubscriptionDto>().status).toBe('active');

    await addCard(e, CARD.decline);
    const declined = (await advance(e, 190)).json<Clock>();
    expect(declined.invoicesCreated).toBe(2);
    expect((await subscription(e)).json<SubscriptionDto>()).toMatchObject({ status: 'past_due', isSubscribed: true });
    const open = (await invoices(e)).data.filter((i) => i.status === 'open');
    expect(open.map((i) => i.lastPaymentError)).toEqual([BILLING_API_TEXTS.cardDeclined, BILLING_API_TEXTS.cardDeclined]);

    const retry = await call(ctx, 'POST', `/v4/employer/${e.id}/payment/invoice/${open[0]!.id}/pay`, { token: e.owner.token });
    expect([retry.statusCode, retry.json<{ message: string }>().message]).toEqual([402, BILLING_API_TEXTS.cardDeclined]);
    await addCard(e, CARD.ok);
    for (const invoice of open) {
      const paid = await call(ctx, 'POST', `/v4/employer/${e.id}/payment/invoice/${invoice.id}/pay`, { token: e.owner.token, headers: { 'idempotency-key': `pay-${invoice.id}` } });
      expect(paid.json<ChargeResult>().invoice.status).toBe('paid');
    }
    expect((await subscription(e)).json<SubscriptionDto>().status).toBe('active');
  });

  it('only staff move the clock', async () => {
    const e = await employerOnTrial();
    expect((await call(ctx, 'POST', `/v4/employer/${e.id}/billing/clock/advance`, { token: e.owner.token, body: { days: 30 } })).statusCode).toBe(403);
    const bad = await advance(e, 0);
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([400, BILLING_API_TEXTS.clockDays]);
  });
});

describe('invoice history', () => {
  it('pages 5 at a time, newest first, with starting_after and has_more', async () => {
    const e = await employerOnTrial();
    await addCard(e, CARD.ok);
    await choose(e, starter, 'quarterly');
    await advance(e, 92 * 6);
    const first = await invoices(e);
    expect(first.data).toHaveLength(5);
    expect(first.has_more).toBe(true);
    const ids = first.data.map((i) => i.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = await invoices(e, `?starting_after=${ids[4]}`);
    expect(second.has_more).toBe(false);
    expect(second.data.length).toBeGreaterThan(0);
    expect(second.data.every((i) => i.id < ids[4]!)).toBe(true);
  });
});

describe('staff billing actions', () => {
  it('cancel with proration refunds the unused time; with invoice_now a credit invoice lists it; the employer then has no active subscription', async () => {
    const e = await employerOnTrial();
    await addCard(e, CARD.ok);
    const chosen = (await choose(e, starter, 'quarterly')).json<ChargeResult>();
    await advance(e, 30);
    expect((await call(ctx, 'DELETE', `/v4/payment/subscription/${chosen.subscription.id}?invoice_now=true&proration=true`, { token: e.owner.token })).statusCode).toBe(403);
    const res = await call(ctx, 'DELETE', `/v4/payment/subscription/${chosen.subscription.id}?invoice_now=true&proration=true`, { token: staff.token });
    expect(res.json<SubscriptionHistoryItem>()).toMatchObject({ status: 'canceled' });
    const list = (await invoices(e)).data;
    const paid = list.find((i) => i.id === chosen.invoice.id)!;
    expect(paid.refundCents).toBeGreaterThan(0);
    expect(paid.refundCents).toBeLessThan(89_700);
    expect(list.find((i) => i.amountCents < 0)?.amountCents).toBe(-paid.refundCents);
    const view = await call(ctx, 'GET', `/v4/payment/invoice/${paid.id}/refund`, { token: staff.token });
    expect(view.json()).toMatchObject({ amountCents: paid.refundCents });
    const sub = await subscription(e);
    expect([sub.statusCode, sub.json<{ message: string }>().message]).toEqual([404, BILLING_TEXTS.subscriptionNotFoundServerMessage]);
  });

  it('creates an invoiced subscription, marks its invoice paid, refunds it, pauses and resumes', async () => {
    const e = await employerOnTrial();
    const created = await call(ctx, 'POST', '/v4/payment/subscription', {
      token: staff.token,
      body: { employerId: e.id, product: professional, interval: 'annual', amount: 500, collectionMethod: 'send_invoice', iterations: 2, contractJobSlots: 12 },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<SubscriptionHistoryItem>();
    expect(item).toMatchObject({ plan: 'Professional', status: 'active', amountCents: 600_000, contractJobSlots: 12, collectionMethod: 'send_invoice' });
    const [invoice] = (await invoices(e)).data;
    expect(invoice).toMatchObject({ status: 'open', display: 'Unpaid', action: 'Mark as Paid', amountCents: 600_000 });
    expect((await call(ctx, 'POST', `/v4/payment/invoice/${invoice!.id}/mark-paid`, { token: e.owner.token })).statusCode).toBe(403);
    const marked = await call(ctx, 'POST', `/v4/payment/invoice/${invoice!.id}/mark-paid`, { token: staff.token });
    expect(marked.json<Invoice>()).toMatchObject({ status: 'paid', display: 'Paid', action: 'Refund' });
    const refunded = await call(ctx, 'POST', `/v4/payment/invoice/${invoice!.id}/refund`, { token: staff.token, headers: { 'idempotency-key': 'refund-1' }, body: {} });
    expect(refunded.json<Invoice>()).toMatchObject({ status: 'refunded', display: 'Refunded', action: 'View Refund', refundCents: 600_000 });
    expect((await call(ctx, 'POST', `/v4/payment/invoice/${invoice!.id}/refund`, { token: staff.token, headers: { 'idempotency-key': 'refund-1' }, body: {} })).statusCode).toBe(200);

    const patched = await call(ctx, 'PATCH', `/v4/payment/subscription/${item.id}`, { token: staff.token, body: { addOnJobSlots: 3 } });
    expect(patched.json<SubscriptionHistoryItem>().addOnJobSlots).toBe(3);
    const paused = await call(ctx, 'POST', `/v4/payment/subscription/${item.id}/pause`, { token: staff.token, body: {} });
    expect(paused.json<SubscriptionHistoryItem>().status).toBe('paused');
    const info = (await call(ctx, 'GET', `/v4/employer/${e.id}/payment/account-information`, { token: e.owner.token })).json<AccountInformation>();
    expect(info).toMatchObject({ subscriptionPaused: true, productName: 'Professional' });
    expect((await subscription(e)).json<SubscriptionDto>().isSubscribed).toBe(false);
    const resumed = await call(ctx, 'POST', `/v4/payment/subscription/${item.id}/resume`, { token: staff.token });
    expect(resumed.json<SubscriptionHistoryItem>().status).toBe('active');
  });

  it('allocates live jobs + 1 job slots with its memo, and talent search unlocks', async () => {
    const e = await employerOnTrial();
    const slot = await call(ctx, 'POST', '/v4/subscription/create-allocation', { token: staff.token, body: { employerId: e.id, type: 'job-slot' } });
    expect(slot.json()).toMatchObject({ type: 'job-slot', quantity: 1, memo: BILLING_TEXTS.allocationMemos.jobSlot });
    const unlocks = await call(ctx, 'POST', '/v4/subscription/create-allocation', { token: staff.token, body: { employerId: e.id, type: 'talent_search_unlocks', quantity: 25 } });
    expect(unlocks.json()).toMatchObject({ quantity: 25, memo: BILLING_TEXTS.allocationMemos.talentSearchUnlocks });
    // The trial's 5 credits plus the 25 sold, through the credit ledger the shell's counter reads.
    expect((await subscription(e)).json<SubscriptionDto>().credits.available).toBe(30);
    const again = await call(ctx, 'POST', '/v4/subscription/create-allocation', { token: staff.token, headers: { 'idempotency-key': 'unlocks-1' }, body: { employerId: e.id, type: 'talent_search_unlocks', quantity: 10 } });
    const retry = await call(ctx, 'POST', '/v4/subscription/create-allocation', { token: staff.token, headers: { 'idempotency-key': 'unlocks-1' }, body: { employerId: e.id, type: 'talent_search_unlocks', quantity: 10 } });
    expect(retry.json<{ id: number }>().id).toBe(again.json<{ id: number }>().id);
    expect((await subscription(e)).json<SubscriptionDto>().credits.available).toBe(40);
    expect((await call(ctx, 'POST', '/v4/subscription/create-allocation', { token: e.owner.token, body: { employerId: e.id, type: 'job-slot' } })).statusCode).toBe(403);
    const missing = await call(ctx, 'POST', '/v4/subscription/create-allocation', { token: staff.token, body: { type: 'job-slot' } });
    expect(missing.json<{ message: string }>().message).toBe(BILLING_TEXTS.missingEmployerId);
  });
});

describe('ids, tenancy and roles', () => {
  it('answers missing_customer_stripe_id and missing_employer_id', async () => {
    const e = await employerOnTrial();
    const noCustomer = await call(ctx, 'GET', '/v4/payment/subscription/current', { token: e.owner.token });
    expect([noCustomer.statusCode, noCustomer.json<{ message: string }>().message]).toEqual([400, BILLING_TEXTS.missingCustomerStripeId]);
    const noEmployer = await call(ctx, 'GET', '/v4/payment/subscription/history', { token: staff.token });
    expect([noEmployer.statusCode, noEmployer.json<{ message: string }>().message]).toEqual([400, BILLING_TEXTS.missingEmployerId]);
    await addCard(e, CARD.ok);
    await choose(e, starter, 'annual');
    const info = (await call(ctx, 'GET', `/v4/employer/${e.id}/payment/account-information`, { token: e.owner.token })).json<AccountInformation>();
    const current = await call(ctx, 'GET', `/v4/payment/subscription/current?customer=${info.customerId}`, { token: e.owner.token });
    expect(current.json<SubscriptionDto>()).toMatchObject({ plan: 'Starter', status: 'active' });
  });

  it("an employer reads only its own billing; a hiring manager cannot pay; only staff change subscriptions", async () => {
    const a = await employerOnTrial();
    const b = await employerOnTrial();
    for (const path of ['payment/account-information', 'payment/invoice', 'payment/invoice-upcoming']) {
      expect((await call(ctx, 'GET', `/v4/employer/${a.id}/${path}`, { token: b.owner.token })).statusCode).toBe(403);
    }
    expect((await call(ctx, 'GET', `/v4/payment/subscription/history?employerId=${a.id}`, { token: b.owner.token })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `/v4/employer/${a.id}/payment/payment-method`, { token: b.owner.token, body: { cardNumber: CARD.ok, expMonth: 1, expYear: 2099, cvc: '123' } })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', `/v4/employer/${a.id}/payment/subscribe`, { token: a.manager.token, body: { productId: starter, planLength: 'annual' } })).statusCode).toBe(403);
    expect((await call(ctx, 'POST', '/v4/payment/subscription', { token: a.owner.token, body: { employerId: a.id, product: starter, interval: 'annual', collectionMethod: 'send_invoice' } })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', `/v4/employer/${a.id}/payment/account-information`, { token: a.manager.token })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/v4/employer/${a.id}/payment/account-information`)).statusCode).toBe(401);
  });

  it('refuses an invalid or expired card in the card words', async () => {
    const e = await employerOnTrial();
    const bad = await addCard(e, '4242 4242 4242 4241');
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([402, BILLING_API_TEXTS.cardNumberInvalid]);
    const expired = await call(ctx, 'POST', `/v4/employer/${e.id}/payment/payment-method`, { token: e.owner.token, body: { cardNumber: CARD.ok, expMonth: 1, expYear: 2001, cvc: '123' } });
    expect(expired.json<{ message: string }>().message).toBe(BILLING_API_TEXTS.cardExpired);
  });

  it('sends the enterprise request to the sales team', async () => {
    const e = await employerOnTrial();
    const res = await call(ctx, 'POST', '/v4/subscription/handle-enterprise-subscription-request', { token: e.owner.token, body: { employerId: e.id, message: 'We have 3 plants' } });
    expect(res.json()).toEqual({ ok: true });
    const mail = await ctx.db.one<{ to_address: string; body_text: string }>(`select to_address, body_text from outbox_messages where template = 'enterprise-request' order by id desc limit 1`);
    expect(mail).toMatchObject({ to_address: 'sales@floorhire.test', body_text: expect.stringContaining('We have 3 plants') });
  });
});
