import { randomUUID } from 'node:crypto';
import { BILLING_API_TEXTS, cardBrand, cardDigits, cardExpired, luhnValid } from '@floorhire/domain-billing';
import { HttpError } from '../../http/errors';
import { StripePaymentAdapter } from './stripe-adapter';

// Card payments behind one interface (docs/decisions/261-payment-adapters.md). The local adapter
// is the default everywhere outside production: it behaves like a card provider's test mode, so
// the product, the tests and a demo run the real billing engine without a network. The Stripe
// adapter is chosen by PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY.

/**
 * What the add-payment-method call carries: in the local test mode the card's (or the test bank
 * account's) numbers; with a provider only the token its browser field made (ADR 265).
 */
export interface CardInput {
  paymentType?: 'card' | 'bank' | undefined;
  cardNumber?: string | undefined;
  expMonth?: number | undefined;
  expYear?: number | undefined;
  cvc?: string | undefined;
  routingNumber?: string | undefined;
  accountNumber?: string | undefined;
  providerToken?: string | undefined;
}

export interface AttachedCard {
  providerPaymentMethodId: string;
  paymentType?: 'card' | 'bank';
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

export type ChargeOutcome =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'requires_action'; chargeId: string }
  /** A bank debit: the bank answers days later (the provider's webhook, ADR 267). */
  | { status: 'processing'; chargeId: string }
  | { status: 'declined'; message: string };

/** What the browser needs to know of the provider: none in the local test mode. */
export type BrowserPaymentSettings = { provider: 'local'; bankDebit: boolean } | { provider: 'stripe'; publishableKey: string; bankDebit: boolean };

export interface PaymentAdapter {
  readonly provider: 'local' | 'stripe';
  readonly browser: BrowserPaymentSettings;
  createCustomer(a: { employerId: number; name: string; email: string | null }): Promise<string>;
  attachCard(customerId: string, card: CardInput, today: string): Promise<AttachedCard>;
  /**
   * Charges the payment method; the same idempotency key never charges twice. onSession: the
   * employer is at the page (a verification can be asked for). previousChargeId: this invoice's
   * earlier charge, which is settled or reused rather than a second one made (ADR 266).
   */
  charge(a: { customerId: string; paymentMethodId: string; amountCents: number; description: string; idempotencyKey: string; onSession?: boolean; previousChargeId?: string | null }): Promise<ChargeOutcome>;
  /** Where a charge stands now: completes one that needed the bank's verification. */
  confirm(chargeId: string): Promise<ChargeOutcome>;
  /** The secret the provider's browser flow verifies a charge with; null when the server confirms (local). */
  verification(chargeId: string): Promise<{ clientSecret: string; paymentMethod: string | null } | null>;
  /** The secret the provider's bank link saves a bank account with; null in the local test mode. */
  bankSetup(customerId: string): Promise<{ clientSecret: string } | null>;
  refund(a: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<string>;
}

/** The test card numbers of the local adapter, as a card provider's test mode has them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  needsVerification: '4000002500003155',
} as const;

/** The test bank accounts of the local adapter (routing 110000000), as card providers publish them. */
export const TEST_BANK_ACCOUNTS = { routing: '110000000', succeeds: '000123456789', fails: '000111111116' } as const;

const cardError = (message: string) => new HttpError(402, message, 'CardError');

/**
 * Test mode without a network: any valid number works, except the decline card (attaches, then
 * every charge is declined) and the verification card (each charge waits for confirmation).
 * Charges are remembered by idempotency key, so a retried charge answers the first outcome.
 */
export class LocalPaymentAdapter implements PaymentAdapter {
  readonly provider = 'local' as const;
  readonly browser = { provider: 'local', bankDebit: true } as const;
  private readonly charges = new Map<string, ChargeOutcome>();

  createCustomer(a: { employerId: number }): Promise<string> {
    return Promise.resolve(`cus_local_${a.employerId}_${randomUUID().slice(0, 8)}`);
  }

  attachCard(_customerId: string, card: CardInput, today: string): Promise<AttachedCard> {
    if (card.paymentType === 'bank') return Promise.resolve(attachTestBankAccount(card));
    const digits = cardDigits(card.cardNumber ?? '');
    if (!luhnValid(digits)) throw cardError(BILLING_API_TEXTS.cardNumberInvalid);
    if (card.expMonth === undefined || card.expYear === undefined || cardExpired(card.expMonth, card.expYear, today)) throw cardError(BILLING_API_TEXTS.cardExpired);
    if (!/^\d{3,4}$/u.test(card.cvc ?? '')) throw cardError(BILLING_API_TEXTS.cvcInvalid);
    // The number itself is never stored: the payment method id carries the test behaviour.
    const behaviour = digits === TEST_CARDS.declines ? 'decline' : digits === TEST_CARDS.needsVerification ? 'verify' : 'ok';
    return Promise.resolve({ providerPaymentMethodId: `pm_local_${behaviour}_${randomUUID().slice(0, 12)}`, brand: cardBrand(digits), last4: digits.slice(-4), expMonth: card.expMonth, expYear: card.expYear });
  }

  charge(a: { paymentMethodId: string; amountCents: number; idempotencyKey: string }): Promise<ChargeOutcome> {
    const known = this.charges.get(a.idempotencyKey);
    if (known) return Promise.resolve(known);
    let outcome: ChargeOutcome;
    if (a.paymentMethodId.startsWith('pm_local_decline_')) outcome = { status: 'declined', message: BILLING_API_TEXTS.cardDeclined };
    else if (a.paymentMethodId.startsWith('pm_local_bankfail_')) outcome = { status: 'declined', message: BILLING_API_TEXTS.bankDebitFailed };
    else if (a.paymentMethodId.startsWith('pm_local_verify_')) outcome = { status: 'requires_action', chargeId: `pi_local_${randomUUID()}` };
    else outcome = { status: 'succeeded', chargeId: `pi_local_${randomUUID()}` };
    // A declined attempt is not remembered: the same request may be tried again with another card.
    if (outcome.status !== 'declined') this.charges.set(a.idempotencyKey, outcome);
    return Promise.resolve(outcome);
  }

  confirm(chargeId: string): Promise<ChargeOutcome> {
    return Promise.resolve({ status: 'succeeded', chargeId });
  }

  verification(): Promise<null> {
    return Promise.resolve(null);
  }

  bankSetup(): Promise<null> {
    return Promise.resolve(null);
  }

  refund(a: { chargeId: string }): Promise<string> {
    return Promise.resolve(`re_local_${a.chargeId.slice(-12)}_${randomUUID().slice(0, 8)}`);
  }
}


/**
 * PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (the browser's card
 * field); anything else is the local test mode. STRIPE_API_HOST/PORT/PROTOCOL point the SDK at
 * another address (a local stand-in in tests, a proxy); bank debits are offered when the
 * deployment names a bank-link script (BANK_LINK_SCRIPT_URL, spec 000 §2.3; ADR 268).
 */
export function paymentAdapterFromEnv(env: NodeJS.ProcessEnv): PaymentAdapter {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    if (!env.STRIPE_PUBLISHABLE_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY');
    return new StripePaymentAdapter({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      bankDebit: !!env.BANK_LINK_SCRIPT_URL,
      ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
      ...(env.STRIPE_API_PORT ? { port: Number(env.STRIPE_API_PORT) } : {}),
      ...(env.STRIPE_API_PROTOCOL === 'http' || env.STRIPE_API_PROTOCOL === 'https' ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
    });
  }
  return new LocalPaymentAdapter();
}

/** The local test mode's bank accounts (the routing and account numbers card providers publish for tests). */
function attachTestBankAccount(input: CardInput): AttachedCard {
  const routing = (input.routingNumber ?? '').replace(/\D/gu, '');
  const account = (input.accountNumber ?? '').replace(/\D/gu, '');
  if (routing.length !== 9 || account.length < 4 || account.length > 17) throw cardError(BILLING_API_TEXTS.bankAccountInvalid);
  const behaviour = account === TEST_BANK_ACCOUNTS.fails ? 'bankfail' : 'bank';
  return { providerPaymentMethodId: `pm_local_${behaviour}_${randomUUID().slice(0, 12)}`, paymentType: 'bank', brand: 'Bank account', last4: account.slice(-4), expMonth: null, expYear: null };
}


export { StripePaymentAdapter };
