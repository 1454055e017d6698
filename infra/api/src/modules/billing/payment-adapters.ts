import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { BILLING_API_TEXTS, cardBrand, cardDigits, cardExpired, luhnValid } from '@floorhire/domain-billing';
import { HttpError } from '../../http/errors';

// Card payments behind one interface (docs/decisions/261-payment-adapters.md). The local adapter
// is the default everywhere outside production: it behaves like a card provider's test mode, so
// the product, the tests and a demo run the real billing engine without a network. The Stripe
// adapter is chosen by PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY.

export interface CardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  providerToken?: string | undefined;
}

export interface AttachedCard {
  providerPaymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeOutcome =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'requires_action'; chargeId: string }
  | { status: 'declined'; message: string };

export interface PaymentAdapter {
  readonly provider: 'local' | 'stripe';
  createCustomer(a: { employerId: number; name: string; email: string | null }): Promise<string>;
  attachCard(customerId: string, card: CardInput, today: string): Promise<AttachedCard>;
  /** Charges off-session; the same idempotency key never charges twice. */
  charge(a: { customerId: string; paymentMethodId: string; amountCents: number; description: string; idempotencyKey: string }): Promise<ChargeOutcome>;
  /** Completes a charge that needed the bank's verification (3-D Secure in test mode). */
  confirm(chargeId: string): Promise<ChargeOutcome>;
  refund(a: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<string>;
}

/** The test card numbers of the local adapter, as a card provider's test mode has them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  needsVerification: '4000002500003155',
} as const;

const cardError = (message: string) => new HttpError(402, message, 'CardError');

/**
 * Test mode without a network: any valid number works, except the decline card (attaches, then
 * every charge is declined) and the verification card (each charge waits for confirmation).
 * Charges are remembered by idempotency key, so a retried charge answers the first outcome.
 */
export class LocalPaymentAdapter implements PaymentAdapter {
  readonly provider = 'local' as const;
  private readonly charges = new Map<string, ChargeOutcome>();

  createCustomer(a: { employerId: number }): Promise<string> {
    return Promise.resolve(`cus_local_${a.employerId}_${randomUUID().slice(0, 8)}`);
  }

  attachCard(_customerId: string, card: CardInput, today: string): Promise<AttachedCard> {
    const digits = cardDigits(card.cardNumber);
    if (!luhnValid(digits)) throw cardError(BILLING_API_TEXTS.cardNumberInvalid);
    if (cardExpired(card.expMonth, card.expYear, today)) throw cardError(BILLING_API_TEXTS.cardExpired);
    // The number itself is never stored: the payment method id carries the test behaviour.
    const behaviour = digits === TEST_CARDS.declines ? 'decline' : digits === TEST_CARDS.needsVerification ? 'verify' : 'ok';
    return Promise.resolve({ providerPaymentMethodId: `pm_local_${behaviour}_${randomUUID().slice(0, 12)}`, brand: cardBrand(digits), last4: digits.slice(-4), expMonth: card.expMonth, expYear: card.expYear });
  }

  charge(a: { paymentMethodId: string; amountCents: number; idempotencyKey: string }): Promise<ChargeOutcome> {
    const known = this.charges.get(a.idempotencyKey);
    if (known) return Promise.resolve(known);
    let outcome: ChargeOutcome;
    if (a.paymentMethodId.startsWith('pm_local_decline_')) outcome = { status: 'declined', message: BILLING_API_TEXTS.cardDeclined };
    else if (a.paymentMethodId.startsWith('pm_local_verify_')) outcome = { status: 'requires_action', chargeId: `pi_local_${randomUUID()}` };
    else outcome = { status: 'succeeded', chargeId: `pi_local_${randomUUID()}` };
    // A declined attempt is not remembered: the same request may be tried again with another card.
    if (outcome.status !== 'declined') this.charges.set(a.idempotencyKey, outcome);
    return Promise.resolve(outcome);
  }

  confirm(chargeId: string): Promise<ChargeOutcome> {
    return Promise.resolve({ status: 'succeeded', chargeId });
  }

  refund(a: { chargeId: string }): Promise<string> {
    return Promise.resolve(`re_local_${a.chargeId.slice(-12)}_${randomUUID().slice(0, 8)}`);
  }
}

/** Production card payments through the official SDK. Card numbers never reach our server: the card field's token does. */
export class StripePaymentAdapter implements PaymentAdapter {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(secretKey: string) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  }

  async createCustomer(a: { employerId: number; name: string; email: string | null }): Promise<string> {
    const customer = await this.stripe.customers.create({ name: a.name, ...(a.email ? { email: a.email } : {}), metadata: { employerId: String(a.employerId) } }, { idempotencyKey: `customer:${a.employerId}` });
    return customer.id;
  }

  async attachCard(customerId: string, card: CardInput): Promise<AttachedCard> {
    if (!card.providerToken) throw cardError(BILLING_API_TEXTS.cardNumberInvalid);
    try {
      const pm = await this.stripe.paymentMethods.attach(card.providerToken, { customer: customerId });
      return { providerPaymentMethodId: pm.id, brand: pm.card?.brand ?? 'card', last4: pm.card?.last4 ?? '', expMonth: pm.card?.exp_month ?? card.expMonth, expYear: pm.card?.exp_year ?? card.expYear };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw cardError(error.message);
      throw error;
    }
  }

  async charge(a: { customerId: string; paymentMethodId: string; amountCents: number; description: string; idempotencyKey: string }): Promise<ChargeOutcome> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        { amount: a.amountCents, currency: 'usd', customer: a.customerId, payment_method: a.paymentMethodId, description: a.description, off_session: true, confirm: true },
        { idempotencyKey: a.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', chargeId: intent.id };
      if (intent.status === 'requires_action') return { status: 'requires_action', chargeId: intent.id };
      return { status: 'declined', message: intent.last_payment_error?.message ?? BILLING_API_TEXTS.cardDeclined };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intentId = error.raw && typeof error.raw === 'object' && 'payment_intent' in error.raw ? (error.raw as { payment_intent?: { id?: string; status?: string } }).payment_intent : undefined;
        if (error.code === 'authentication_required' && intentId?.id) return { status: 'requires_action', chargeId: intentId.id };
        return { status: 'declined', message: error.message };
      }
      throw error;
    }
  }

  async confirm(chargeId: string): Promise<ChargeOutcome> {
    const intent = await this.stripe.paymentIntents.retrieve(chargeId);
    if (intent.status === 'succeeded') return { status: 'succeeded', chargeId };
    if (intent.status === 'requires_action') return { status: 'requires_action', chargeId };
    return { status: 'declined', message: intent.last_payment_error?.message ?? BILLING_API_TEXTS.cardDeclined };
  }

  async refund(a: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<string> {
    const refund = await this.stripe.refunds.create({ payment_intent: a.chargeId, amount: a.amountCents }, { idempotencyKey: a.idempotencyKey });
    return refund.id;
  }
}

/** PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY; anything else is the local test mode. */
export function paymentAdapterFromEnv(env: NodeJS.ProcessEnv): PaymentAdapter {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    return new StripePaymentAdapter(env.STRIPE_SECRET_KEY);
  }
  return new LocalPaymentAdapter();
}
