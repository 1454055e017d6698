import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the card provider's HTTP API (Stripe's published REST API, the part the
// product uses), because tests cannot reach the provider. The API's Stripe adapter (the official
// SDK pointed here with STRIPE_API_HOST/PORT/PROTOCOL) and the browser stand-in of Stripe.js
// (e2e/support/stripe-js-stand-in.ts) both talk to it, so a payment method the browser creates is
// the one the server attaches and charges. Test cards follow the provider's published test
// numbers; decline and authentication messages are the provider's words. Signed webhooks are
// posted the way the provider signs them (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")).

export const STAND_IN_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  insufficientFunds: '4000000000009995',
  needsAuthentication: '4000002500003155',
} as const;

export const PROVIDER_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  authenticationRequired: 'Your card was declined. This transaction requires authentication.',
  incorrectNumber: 'Your card number is incorrect.',
  bankDebitFailed: 'The customer’s bank account could not be debited: insufficient funds.',
} as const;

/** Stripe's published test bank account numbers (routing 110000000). */
export const STAND_IN_BANK = { routing: '110000000', succeeds: '000123456789', fails: '000111111116' } as const;

interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card' | 'us_bank_account';
  customer: string | null;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number };
  us_bank_account?: { bank_name: string; last4: string; routing_number: string };
  billing_details: { name: string | null; email: string | null };
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  last_payment_error: { code: string; message: string; type: string } | null;
  next_action: { type: 'use_stripe_sdk' } | null;
  metadata: Record<string, string>;
}

interface SetupIntent {
  id: string;
  object: 'setup_intent';
  customer: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
}

export interface StandInRequest {
  method: string;
  path: string;
  key: string;
  body: string;
}

export interface StripeStandIn {
  url: string;
  port: number;
  /** Every request the stand-in received (the browser's and the server's), in order. */
  requests: StandInRequest[];
  intents: Map<string, PaymentIntent>;
  /** Where webhooks go, once the product's address is known. */
  webhookTo(url: string, secret: string): void;
  /** Settles a bank debit still processing, as the bank would days later (fires the webhook). */
  settle(intentId: string, ok: boolean): Promise<void>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's bracketed form encoding (card[number]=…, payment_method_data[billing_details][name]=…) to nested objects. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/gu, '').split('[');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const brandOf = (n: string) => (n.startsWith('4') ? 'visa' : /^5[1-5]/u.test(n) ? 'mastercard' : /^3[47]/u.test(n) ? 'amex' : 'unknown');

function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

export async function startStripeStandIn(options: { secretKey: string; publishableKey: string }): Promise<StripeStandIn> {
  const methods = new Map<string, PaymentMethod>();
  const numbers = new Map<string, string>();
  const intents = new Map<string, PaymentIntent>();
  const setups = new Map<string, SetupIntent>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: StandInRequest[] = [];
  let webhook: { url: string; secret: string } | null = null;

  const sendEvent = async (type: string, object: unknown) => {
    if (!webhook) return;
    const payload = JSON.stringify({ id: id('evt'), object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } }, null, 2);
    await fetch(webhook.url, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signWebhook(payload, webhook.secret) }, body: payload }).catch(() => undefined);
  };

  const cardError = (code: string, message: string, intent?: PaymentIntent) => ({
    status: 402,
    body: { error: { type: 'card_error', code, decline_code: code === 'card_declined' ? 'generic_decline' : code, message, ...(intent ? { payment_intent: intent } : {}) } },
  });

  /** Runs a confirmation of an intent with its payment method, on or off session. */
  const confirm = (intent: PaymentIntent, offSession: boolean): { status: number; body: unknown } => {
    const pm = intent.payment_method ? methods.get(intent.payment_method) : undefined;
    if (!pm) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'You cannot confirm this PaymentIntent because it’s missing a payment method.' } } };
    const number = numbers.get(pm.id) ?? '';
    intent.last_payment_error = null;
    intent.next_action = null;
    if (pm.type === 'us_bank_account') {
      // ACH debits settle days later; the webhook tells (settle()).
      intent.status = 'processing';
      void sendEvent('payment_intent.processing', intent);
      return { status: 200, body: intent };
    }
    if (number === STAND_IN_CARDS.declines || number === STAND_IN_CARDS.insufficientFunds) {
      const [code, message] = number === STAND_IN_CARDS.declines ? ['card_declined', PROVIDER_MESSAGES.declined] : ['insufficient_funds', PROVIDER_MESSAGES.insufficientFunds];
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code, message, type: 'card_error' };
      void sendEvent('payment_intent.payment_failed', intent);
      return cardError(code, message, intent);
    }
    if (number === STAND_IN_CARDS.needsAuthentication) {
      if (offSession) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { code: 'authentication_required', message: PROVIDER_MESSAGES.authenticationRequired, type: 'card_error' };
        void sendEvent('payment_intent.payment_failed', intent);
        return cardError('authentication_required', PROVIDER_MESSAGES.authenticationRequired, intent);
      }
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
      void sendEvent('payment_intent.requires_action', intent);
      return { status: 200, body: intent };
    }
    intent.status = 'succeeded';
    void sendEvent('payment_intent.succeeded', intent);
    return { status: 200, body: intent };
  };

  const secretOnly = (key: string) => key === options.secretKey;
  const publishable = (key: string) => key === options.publishableKey;
  const notFound = (what: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } } });
  const unauthorized = { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };

  function handle(method: string, path: string, key: string, form: Record<string, unknown>, query: URLSearchParams): { status: number; body: unknown } {
    const segments = path.split('/').filter(Boolean); // ['v1', 'payment_intents', 'pi_…', 'confirm']
    const [, resource, rid, action] = segments;
    if (!secretOnly(key) && !publishable(key)) return unauthorized;

    if (resource === 'customers' && method === 'POST' && !rid && secretOnly(key)) {
      return { status: 200, body: { id: id('cus'), object: 'customer', name: form.name ?? null, email: form.email ?? null, metadata: form.metadata ?? {} } };
    }
    if (resource === 'payment_methods' && method === 'POST' && !rid) {
      // The browser's card field posts the card here with the publishable key (never our server).
      const card = (form.card ?? {}) as Record<string, string>;
      const number = String(card.number ?? '').replace(/\D/gu, '');
      if (form.type !== 'card') return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid payment method type' } } };
      if (!luhn(number)) return { status: 402, body: { error: { type: 'card_error', code: 'incorrect_number', message: PROVIDER_MESSAGES.incorrectNumber } } };
      const billing = (form.billing_details ?? {}) as Record<string, string>;
      const pm: PaymentMethod = { id: id('pm'), object: 'payment_method', type: 'card', customer: null, card: { brand: brandOf(number), last4: number.slice(-4), exp_month: Number(card.exp_month), exp_year: Number(card.exp_year) }, billing_details: { name: billing.name ?? null, email: billing.email ?? null } };
      methods.set(pm.id, pm);
      numbers.set(pm.id, number);
      return { status: 200, body: pm };
    }
    if (resource === 'payment_methods' && rid) {
      const pm = methods.get(rid);
      if (!pm) return notFound(`payment_method: '${rid}'`);
      if (!secretOnly(key)) return unauthorized;
      if (action === 'attach' && method === 'POST') {
        pm.customer = String(form.customer);
        return { status: 200, body: pm };
      }
      if (!action && method === 'GET') return { status: 200, body: pm };
    }
    if (resource === 'payment_intents' && method === 'POST' && !rid && secretOnly(key)) {
      const intent: PaymentIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: String(form.currency ?? 'usd'),
        customer: form.customer ? String(form.customer) : null,
        description: form.description ? String(form.description) : null,
        payment_method: form.payment_method ? String(form.payment_method) : null,
        payment_method_types: Object.values((form.allowed_payment_method_types ?? { 0: 'card' }) as Record<string, string>),
        status: 'requires_confirmation',
        client_secret: '',
        last_payment_error: null,
        next_action: null,
        metadata: (form.metadata ?? {}) as Record<string, string>,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      intents.set(intent.id, intent);
      if (form.confirm === 'true') return confirm(intent, form.off_session === 'true');
      return { status: 200, body: intent };
    }
    if (resource === 'payment_intents' && rid) {
      const intent = intents.get(rid);
      if (!intent) return notFound(`payment_intent: '${rid}'`);
      // The browser reaches an intent with the publishable key and the intent's client secret only.
      const clientSecret = String(form.client_secret ?? query.get('client_secret') ?? '');
      if (publishable(key) && clientSecret !== intent.client_secret) return notFound(`payment_intent: '${rid}'`);
      if (!action && method === 'GET') return { status: 200, body: intent };
      if (action === 'confirm' && method === 'POST') {
        if (intent.status === 'succeeded' || intent.status === 'processing') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent has already succeeded.' } } };
        if (form.payment_method) intent.payment_method = String(form.payment_method);
        return confirm(intent, form.off_session === 'true');
      }
      if (action === 'authenticate' && method === 'POST') {
        // The stand-in of the bank's verification page (3-D Secure challenge): complete or fail.
        if (intent.status !== 'requires_action') return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Nothing to authenticate' } } };
        intent.next_action = null;
        if (form.result === 'complete') {
          intent.status = 'succeeded';
          void sendEvent('payment_intent.succeeded', intent);
        } else {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = { code: 'payment_intent_authentication_failure', message: PROVIDER_MESSAGES.authenticationFailed, type: 'invalid_request_error' };
          void sendEvent('payment_intent.payment_failed', intent);
        }
        return { status: 200, body: intent };
      }
    }
    if (resource === 'setup_intents' && method === 'POST' && !rid && secretOnly(key)) {
      const setup: SetupIntent = { id: id('seti'), object: 'setup_intent', customer: form.customer ? String(form.customer) : null, payment_method: null, payment_method_types: Object.values((form.allowed_payment_method_types ?? {}) as Record<string, string>), status: 'requires_payment_method', client_secret: '' };
      setup.client_secret = `${setup.id}_secret_${randomBytes(8).toString('hex')}`;
      setups.set(setup.id, setup);
      return { status: 200, body: setup };
    }
    if (resource === 'setup_intents' && rid) {
      const setup = setups.get(rid);
      if (!setup) return notFound(`setup_intent: '${rid}'`);
      const clientSecret = String(form.client_secret ?? query.get('client_secret') ?? '');
      if (publishable(key) && clientSecret !== setup.client_secret) return notFound(`setup_intent: '${rid}'`);
      if (!action && method === 'GET') return { status: 200, body: setup };
      if (action === 'link_bank_account' && method === 'POST') {
        // Stand-in of the bank link (Financial Connections): the account the employer picked.
        const account = String(form.account_number ?? '');
        const pm: PaymentMethod = { id: id('pm'), object: 'payment_method', type: 'us_bank_account', customer: setup.customer, us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: account.slice(-4), routing_number: STAND_IN_BANK.routing }, billing_details: { name: form.name ? String(form.name) : null, email: null } };
        methods.set(pm.id, pm);
        numbers.set(pm.id, account);
        setup.payment_method = pm.id;
        return { status: 200, body: setup };
      }
      if (action === 'confirm' && method === 'POST') {
        if (!setup.payment_method) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No bank account was linked.' } } };
        setup.status = 'succeeded';
        return { status: 200, body: setup };
      }
    }
    if (resource === 'refunds' && method === 'POST' && secretOnly(key)) {
      const intent = intents.get(String(form.payment_intent));
      if (!intent || intent.status !== 'succeeded') return notFound(`payment_intent: '${String(form.payment_intent)}'`);
      return { status: 200, body: { id: id('re'), object: 'refund', amount: Number(form.amount ?? intent.amount), payment_intent: intent.id, status: 'succeeded' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const key = (req.headers.authorization ?? '').replace(/^Bearer\s+/u, '') || String(parseForm(body).key ?? url.searchParams.get('key') ?? '');
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, key, body });
      // The browser calls from another origin (its script runs on the product's page).
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'authorization, content-type, idempotency-key, stripe-version');
      if (method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      const idem = req.headers['idempotency-key'];
      const cacheKey = typeof idem === 'string' ? `${key}:${method}:${url.pathname}:${idem}` : null;
      const known = cacheKey ? idempotent.get(cacheKey) : undefined;
      // The provider answers a retried request (same Idempotency-Key) with the first answer.
      const result = known ?? handle(method, url.pathname, key, parseForm(body), url.searchParams);
      if (cacheKey && !known) idempotent.set(cacheKey, result);
      res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    intents,
    webhookTo(url, secret) {
      webhook = { url, secret };
    },
    async settle(intentId, ok) {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== 'processing') throw new Error(`${intentId} is not processing`);
      intent.status = ok ? 'succeeded' : 'requires_payment_method';
      intent.last_payment_error = ok ? null : { code: 'insufficient_funds', message: PROVIDER_MESSAGES.bankDebitFailed, type: 'card_error' };
      await sendEvent(ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', intent);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
