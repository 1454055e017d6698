import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_API_TEXTS, type AccountInformation, type ChargeResult, type InvoicePage, type PaymentMethod } from '@floorhire/domain-billing';
import { SUBSCRIPTION_NOT_FOUND_TYPES } from '@floorhire/rules';
import type { SubscriptionDto } from '@floorhire/schemas';
import { PROVIDER_MESSAGES, STAND_IN_BANK, STAND_IN_CARDS, startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

// Provider mode (ADRs 265-268) on a real database, both engines: the API runs the Stripe adapter
// (the official SDK) against a local stand-in of the provider's HTTP API, because the provider
// cannot be reached from here. What the browser does (the card field creating a payment method,
// the bank's verification page, the bank link) is done here with the provider's publishable key,
// as Stripe.js would; our API only ever sees payment method ids and client secrets.

const SECRET = 'sk_test_standin';
const PUBLISHABLE = 'pk_test_standin';
const WEBHOOK_SECRET = 'whsec_standin_secret';

let standIn: StripeStandIn;
// Set before the app is built (the module's setup reads the environment once) and put back
// after: a test process may run other files after this one.
const PROVIDER_ENV: Record<string, string> = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: SECRET,
  STRIPE_PUBLISHABLE_KEY: PUBLISHABLE,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PROTOCOL: 'http',
  STRIPE_API_PORT: '',
  BANK_LINK_SCRIPT_URL: 'https://js.stripe.com/endive/stripe.js',
};
const previousEnv = Object.fromEntries(Object.keys(PROVIDER_ENV).map((k) => [k, process.env[k]]));
Object.assign(process.env, PROVIDER_ENV);

const helpers = await import('./helpers');
const { call, closeContext, createEmployer, createUser, testContext } = helpers;
type TestContext = Awaited<ReturnType<typeof testContext>>;
type TestUser = Awaited<ReturnType<typeof createUser>>;

let ctx: TestContext;
let starter: number;
const sdk = new Stripe(SECRET);

interface Employer {
  id: number;
  owner: TestUser;
}

async function employerOnTrial(): Promise<Employer> {
  const id = await createEmployer(ctx);
  const owner = await createUser(ctx, { group: 'Company Admin', employerIds: [id] });
  await ctx.db.query(
    `insert into subscriptions (employer_id, status, plan, start_date, end_date, job_slot_quantity, talent_search_credits, is_gated)
     values ($1, 'trial', 'Free Trial', current_date, current_date + 14, 1, 5, true)`,
    [id],
  );
  return { id, owner };
}

/** What the provider's card field does in the browser: the card goes to the provider, a pm_… id comes back. */
async function browserCreatesCard(number: string): Promise<string> {
  const res = await fetch(`${standIn.url}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PUBLISHABLE}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ type: 'card', 'card[number]': number, 'card[exp_month]': '12', 'card[exp_year]': '2034', 'card[cvc]': '123' }),
  });
  return ((await res.json()) as { id: string }).id;
}

/** The bank's verification page in the browser: Stripe.js confirms with the client secret, the bank completes or fails it. */
async function browserVerifies(clientSecret: string, result: 'complete' | 'fail'): Promise<void> {
  const intentId = clientSecret.split('_secret_')[0]!;
  const post = (path: string, body: Record<string, string>) =>
    fetch(`${standIn.url}/v1/payment_intents/${intentId}${path}`, { method: 'POST', headers: { authorization: `Bearer ${PUBLISHABLE}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_secret: clientSecret, ...body }) });
  const confirmed = (await (await post('/confirm', {})).json()) as { status: string };
  expect(confirmed.status).toBe('requires_action');
  await post('/authenticate', { result });
}

const addToken = (e: Employer, providerToken: string) => call(ctx, 'POST', `/v4/employer/${e.id}/payment/payment-method`, { token: e.owner.token, body: { providerToken } });
const choose = (e: Employer, key: string) => call(ctx, 'POST', `/v4/employer/${e.id}/payment/subscribe`, { token: e.owner.token, body: { productId: starter, planLength: 'quarterly' }, headers: { 'idempotency-key': key } });
const pay = (e: Employer, invoiceId: number, key: string, afterVerification?: boolean) =>
  call(ctx, 'POST', `/v4/employer/${e.id}/payment/invoice/${invoiceId}/pay`, { token: e.owner.token, headers: { 'idempotency-key': key }, ...(afterVerification ? { body: { afterVerification } } : {}) });
const verification = (e: Employer, invoiceId: number) => call(ctx, 'POST', `/v4/employer/${e.id}/payment/invoice/${invoiceId}/verification`, { token: e.owner.token });
const invoices = async (e: Employer) => (await call(ctx, 'GET', `/v4/employer/${e.id}/payment/invoice`, { token: e.owner.token })).json<InvoicePage>();
const subscription = (e: Employer) => call(ctx, 'GET', `/v4/subscription/employer/${e.id}`, { token: e.owner.token });
const intentsCreated = () => standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;

/** A delivery as the provider signs it (the official SDK's own test signer), optionally with a given timestamp or secret. */
async function deliver(event: { id: string; type: string; object: unknown }, options: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const payload = JSON.stringify({ id: event.id, object: 'event', type: event.type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object: event.object } }, null, 2);
  const signature =
    options.signature === null
      ? undefined
      : (options.signature ?? (await sdk.webhooks.generateTestHeaderStringAsync({ payload, secret: options.secret ?? WEBHOOK_SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) })));
  return ctx.app.inject({ method: 'POST', url: '/v4/payment/webhook/stripe', payload, headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) } });
}

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET, publishableKey: PUBLISHABLE });
  process.env.STRIPE_API_PORT = String(standIn.port);
  ctx = await testContext();
  starter = (await ctx.db.one<{ id: number }>(
    `insert into billing_products (name, nickname, plan, interval, amount_cents, job_slot_quantity, talent_search_credits) values ('Starter', 'Starter', 'starter', 'month', 29900, 2, 10) returning id`,
  ))!.id;
});
afterAll(async () => {
  await closeContext();
  await standIn.close();
  for (const [key, value] of Object.entries(previousEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('cards in provider mode: the number goes to the provider, only its token to us', () => {
  it('tells the browser to use the provider’s card field, with the publishable key only', async () => {
    const e = await employerOnTrial();
    const account = (await call(ctx, 'GET', `/v4/employer/${e.id}/payment/account-information`, { token: e.owner.token })).json<AccountInformation>();
    expect(account.paymentProvider).toEqual({ provider: 'stripe', publishableKey: PUBLISHABLE, bankDebit: true });
    expect(JSON.stringify(account)).not.toContain(SECRET);
  });

  it('refuses a card number with a clear error, on the card call and on any other call, and stores nothing', async () => {
    const e = await employerOnTrial();
    const before = standIn.requests.length;
    const res = await call(ctx, 'POST', `/v4/employer/${e.id}/payment/payment-method`, { token: e.owner.token, body: { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' } });
    expect([res.statusCode, res.json()]).toEqual([400, { statusCode: 400, error: 'CardNumberRefused', message: BILLING_API_TEXTS.cardNumberRefused }]);
    const elsewhere = await call(ctx, 'POST', '/v4/subscription/handle-enterprise-subscription-request', { token: e.owner.token, body: { employerId: e.id, message: 'Please charge 5555-5555-5555-4444 for us' } });
    expect(elsewhere.json()).toMatchObject({ statusCode: 400, error: 'CardNumberRefused' });
    const inQuery = await call(ctx, 'GET', `/v4/employer/${e.id}/payment/invoice?note=4242424242424242`, { token: e.owner.token });
    expect(inQuery.statusCode).toBe(400);
    expect(standIn.requests.length).toBe(before);
    expect((await ctx.db.one<{ n: number }>('select count(*)::int as n from payment_methods where employer_id = $1', [e.id]))!.n).toBe(0);
    expect((await ctx.db.one<{ n: number }>('select count(*)::int as n from enterprise_requests where employer_id = $1', [e.id]))!.n).toBe(0);
  });

  it('attaches the card field’s payment method and pays a plan with it', async () => {
    const e = await employerOnTrial();
    const added = await addToken(e, await browserCreatesCard(STAND_IN_CARDS.succeeds));
    expect(added.statusCode).toBe(201);
    expect(added.json<PaymentMethod[]>()).toEqual([expect.objectContaining({ paymentType: 'card', brand: 'visa', paymentTypeNumber: '4242', expMonth: 12, expYear: 2034, isDefault: true })]);
    const chosen = await choose(e, 'card-ok');
    expect(chosen.json<ChargeResult>()).toMatchObject({ outcome: 'succeeded', invoice: { status: 'paid', display: 'Paid' }, subscription: { status: 'active', plan: 'Starter' } });
    // The provider never received a card number from our server: only ids.
    const fromServer = standIn.requests.filter((r) => r.key === SECRET);
    expect(fromServer.some((r) => r.body.includes(STAND_IN_CARDS.succeeds))).toBe(false);
  });

  it('answers a declined card with the provider’s own message and changes nothing', async () => {
    const e = await employerOnTrial();
    await addToken(e, await browserCreatesCard(STAND_IN_CARDS.insufficientFunds));
    const res = await choose(e, 'card-declined');
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([402, PROVIDER_MESSAGES.insufficientFunds]);
    expect((await subscription(e)).json<SubscriptionDto>().status).toBe('trial');
    expect((await invoices(e)).data).toHaveLength(0);
  });

  it('refuses a token the provider does not know', async () => {
    const e = await employerOnTrial();
    const res = await addToken(e, 'pm_doesnotexist');
    expect(res.statusCode).toBe(402);
  });
});

describe('verification in the browser', () => {
  it('a card that needs verification is verified with the intent’s client secret; the invoice and plan follow; a retry charges nothing more', async () => {
    const e = await employerOnTrial();
    await addToken(e, await browserCreatesCard(STAND_IN_CARDS.needsAuthentication));
    const chosen = (await choose(e, 'verify-1')).json<ChargeResult>();
    expect(chosen).toMatchObject({ outcome: 'requires_action', invoice: { status: 'open', waiting: 'verify', lastPaymentError: BILLING_API_TEXTS.needsVerification }, subscription: { status: 'incomplete' } });
    const { clientSecret } = (await verification(e, chosen.invoice.id)).json<{ clientSecret: string }>();
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/u);
    await browserVerifies(clientSecret, 'complete');

    const intents = intentsCreated();
    const paid = await pay(e, chosen.invoice.id, 'after-verify-1', true);
    expect(paid.json<ChargeResult>()).toMatchObject({ outcome: 'succeeded', invoice: { status: 'paid', waiting: null }, subscription: { status: 'active' } });
    const again = await pay(e, chosen.invoice.id, 'after-verify-2');
    expect(again.json<ChargeResult>()).toMatchObject({ outcome: 'succeeded', invoice: { status: 'paid' } });
    expect(intentsCreated()).toBe(intents);
    const account = (await call(ctx, 'GET', `/v4/employer/${e.id}/payment/account-information`, { token: e.owner.token })).json<AccountInformation>();
    expect(account.paymentNeedsVerification).toBe(false);
  });

  it('a cancelled verification leaves the invoice open with the provider’s message; a retry re-uses the one charge', async () => {
    const e = await employerOnTrial();
    await addToken(e, await browserCreatesCard(STAND_IN_CARDS.needsAuthentication));
    const chosen = (await choose(e, 'verify-cancel')).json<ChargeResult>();
    const { clientSecret } = (await verification(e, chosen.invoice.id)).json<{ clientSecret: string }>();
    await browserVerifies(clientSecret, 'fail');
    // The provider's webhook may tell us first; the browser's call after the verification still only reads the outcome.
    const intentId = clientSecret.split('_secret_')[0]!;
    await deliver({ id: `evt_cancel_${e.id}`, type: 'payment_intent.payment_failed', object: { id: intentId, object: 'payment_intent' } });
    const before = intentsCreated();
    const confirms = standIn.requests.filter((r) => r.key === SECRET && r.path.endsWith('/confirm')).length;
    const failed = await pay(e, chosen.invoice.id, 'after-cancel-1', true);
    expect(standIn.requests.filter((r) => r.key === SECRET && r.path.endsWith('/confirm')).length).toBe(confirms);
    expect(intentsCreated()).toBe(before);
    expect([failed.statusCode, failed.json<{ message: string }>().message]).toEqual([402, PROVIDER_MESSAGES.authenticationFailed]);
    const [invoice] = (await invoices(e)).data;
    expect(invoice).toMatchObject({ id: chosen.invoice.id, status: 'open', display: 'Unpaid', lastPaymentError: PROVIDER_MESSAGES.authenticationFailed, waiting: null });
    expect((await subscription(e)).json<SubscriptionDto>().status).toBe('incomplete');

    const intents = intentsCreated();
    const retry = await pay(e, chosen.invoice.id, 'after-cancel-2');
    expect(retry.json<ChargeResult>()).toMatchObject({ outcome: 'requires_action', invoice: { waiting: 'verify' } });
    expect(intentsCreated()).toBe(intents);
    const second = (await verification(e, chosen.invoice.id)).json<{ clientSecret: string }>();
    expect(second.clientSecret).toBe(clientSecret);
  });
});

describe('bank debits through the bank link', () => {
  it('a linked bank account pays by debit: processing until the bank answers, then paid through the webhook', async () => {
    const e = await employerOnTrial();
    const setup = (await call(ctx, 'POST', `/v4/employer/${e.id}/payment/bank-account-setup`, { token: e.owner.token })).json<{ clientSecret: string }>();
    expect(setup.clientSecret).toMatch(/^seti_\w+_secret_\w+$/u);
    // The bank link in the browser (Stripe.js) links the account and confirms the setup.
    const setupId = setup.clientSecret.split('_secret_')[0]!;
    const browser = (path: string, body: Record<string, string>) =>
      fetch(`${standIn.url}/v1/setup_intents/${setupId}${path}`, { method: 'POST', headers: { authorization: `Bearer ${PUBLISHABLE}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_secret: setup.clientSecret, ...body }) });
    await browser('/link_bank_account', { account_number: STAND_IN_BANK.succeeds, name: 'Dana Billing' });
    const confirmed = (await (await browser('/confirm', {})).json()) as { payment_method: string; status: string };
    expect(confirmed.status).toBe('succeeded');

    const added = await addToken(e, confirmed.payment_method);
    expect(added.json<PaymentMethod[]>()[0]).toMatchObject({ paymentType: 'bank', paymentTypeNumber: '6789', isDefault: true });
    const chosen = (await choose(e, 'bank-1')).json<ChargeResult>();
    expect(chosen).toMatchObject({ outcome: 'processing', invoice: { status: 'open', waiting: 'processing', lastPaymentError: BILLING_API_TEXTS.bankDebitProcessing }, subscription: { status: 'incomplete' } });

    const intentId = [...standIn.intents.values()].find((i) => i.payment_method === confirmed.payment_method)!.id;
    await standIn.settle(intentId, true);
    const settled = await deliver({ id: `evt_bank_${e.id}`, type: 'payment_intent.succeeded', object: standIn.intents.get(intentId) });
    expect(settled.json()).toEqual({ received: true, applied: true });
    expect((await invoices(e)).data[0]).toMatchObject({ status: 'paid', waiting: null });
    expect((await subscription(e)).json<SubscriptionDto>()).toMatchObject({ status: 'active', isSubscribed: true });
  });
});

describe('the provider’s webhooks', () => {
  /** An open invoice whose charge the employer then verified (or failed to) in the browser, without telling our API. */
  async function invoiceVerifiedElsewhere(result: 'complete' | 'fail'): Promise<{ e: Employer; invoiceId: number; intentId: string }> {
    const e = await employerOnTrial();
    await addToken(e, await browserCreatesCard(STAND_IN_CARDS.needsAuthentication));
    const chosen = (await choose(e, `hook-${e.id}`)).json<ChargeResult>();
    const { clientSecret } = (await verification(e, chosen.invoice.id)).json<{ clientSecret: string }>();
    await browserVerifies(clientSecret, result);
    return { e, invoiceId: chosen.invoice.id, intentId: clientSecret.split('_secret_')[0]! };
  }

  it('applies a payment that succeeded once, however often it is delivered', async () => {
    const { e, intentId } = await invoiceVerifiedElsewhere('complete');
    expect((await invoices(e)).data.map((i) => i.status)).toEqual(['open']);
    const event = { id: `evt_ok_${e.id}`, type: 'payment_intent.succeeded', object: { id: intentId, object: 'payment_intent', status: 'succeeded', payment_method: null, last_payment_error: null } };
    const first = await deliver(event);
    expect([first.statusCode, first.json()]).toEqual([200, { received: true, applied: true }]);
    const second = await deliver(event);
    expect([second.statusCode, second.json()]).toEqual([200, { received: true, applied: false }]);
    expect((await invoices(e)).data.map((i) => i.status)).toEqual(['paid']);
    expect((await subscription(e)).json<SubscriptionDto>().status).toBe('active');
    const events = await ctx.db.one<{ n: number }>(`select count(*)::int as n from platform_events where topic = $1 and payload->>'what' = 'invoice-paid'`, [`employer:${e.id}`]);
    expect(events!.n).toBe(1);
  });

  it('refuses an unsigned delivery, a wrong signature and a replayed capture older than five minutes', async () => {
    const { e, intentId } = await invoiceVerifiedElsewhere('complete');
    const event = { id: `evt_bad_${e.id}`, type: 'payment_intent.succeeded', object: { id: intentId, object: 'payment_intent', status: 'succeeded' } };
    for (const res of [
      await deliver(event, { signature: null }),
      await deliver(event, { secret: 'whsec_somebody_else' }),
      await deliver(event, { signature: 't=1,v1=00ff' }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    ]) {
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([400, BILLING_API_TEXTS.webhookSignatureInvalid]);
    }
    expect((await invoices(e)).data.map((i) => i.status)).toEqual(['open']);
    // Refused deliveries are not remembered: the genuine one still applies.
    expect((await deliver(event)).json()).toEqual({ received: true, applied: true });
    expect((await invoices(e)).data.map((i) => i.status)).toEqual(['paid']);
  });

  it('follows where the payment stands now, whatever order the provider delivers its events in', async () => {
    const { e, invoiceId, intentId } = await invoiceVerifiedElsewhere('fail');
    // The "needs verification" of the attempt arrives after the failure that ended it.
    await deliver({ id: `evt_fail_${e.id}`, type: 'payment_intent.payment_failed', object: { id: intentId, object: 'payment_intent', status: 'requires_payment_method' } });
    await deliver({ id: `evt_late_${e.id}`, type: 'payment_intent.requires_action', object: { id: intentId, object: 'payment_intent', status: 'requires_action' } });
    expect((await invoices(e)).data[0]).toMatchObject({ id: invoiceId, status: 'open', lastPaymentError: PROVIDER_MESSAGES.authenticationFailed, waiting: null });
    const account = (await call(ctx, 'GET', `/v4/employer/${e.id}/payment/account-information`, { token: e.owner.token })).json<AccountInformation>();
    expect(account.paymentNeedsVerification).toBe(false);
  });

  it('an ended provider subscription falls back to the expired plan state: no active subscription, no error', async () => {
    const e = await employerOnTrial();
    await ctx.db.query(`delete from subscriptions where employer_id = $1`, [e.id]);
    await ctx.db.query(
      `insert into subscriptions (employer_id, provider, provider_subscription_id, status, plan, price_cents, start_date, is_gated)
       values ($1, 'stripe', $2, 'active', 'Professional', 89900, current_date - 30, true)`,
      [e.id, `sub_legacy_${e.id}`],
    );
    expect((await subscription(e)).json<SubscriptionDto>()).toMatchObject({ status: 'active', isSubscribed: true });
    // Other employers' test clocks exist on a shared database: the employer's own date must be the one read.
    for (const other of [await createEmployer(ctx), await createEmployer(ctx)]) await ctx.db.query('insert into billing_clocks (employer_id, offset_days) values ($1, 3)', [other]);
    const ended = { id: `evt_end_${e.id}`, type: 'customer.subscription.deleted', object: { id: `sub_legacy_${e.id}`, object: 'subscription', status: 'canceled', ended_at: Math.floor(Date.now() / 1000) } };
    expect((await deliver(ended)).json()).toEqual({ received: true, applied: true });
    expect((await deliver(ended)).json()).toEqual({ received: true, applied: false });
    const read = await subscription(e);
    expect([read.statusCode, read.json()]).toEqual([404, expect.objectContaining({ message: 'Subscription not found', error: SUBSCRIPTION_NOT_FOUND_TYPES.expired })]);
    const history = (await call(ctx, 'GET', `/v4/payment/subscription/history?employerId=${e.id}`, { token: e.owner.token })).json<{ data: { plan: string; status: string }[] }>();
    expect(history.data.slice(0, 2).map((s) => [s.plan, s.status])).toEqual([
      ['Stripe Subscription Expired', 'canceled'],
      ['Professional', 'canceled'],
    ]);
  });
});
