import Stripe from 'stripe';
import { BILLING_API_TEXTS } from '@floorhire/domain-billing';
import { HttpError } from '../../http/errors';
import type { AttachedCard, BrowserPaymentSettings, CardInput, ChargeOutcome, PaymentAdapter } from './payment-adapters';

// Card payments and bank debits through the official Stripe SDK (ADRs 261, 265-268). Card and
// account numbers never reach this server: the browser's card field (or bank link) gives the
// provider's payment method id. Every invoice has at most one payment intent: a later attempt
// confirms that intent again instead of creating a second one, so an invoice can never be
// charged twice, whatever the browser, the worker and the webhooks do in between.

const cardError = (message: string) => new HttpError(402, message, 'CardError');

export interface StripeAdapterOptions {
  secretKey: string;
  publishableKey: string;
  bankDebit: boolean;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

type Intent = Stripe.PaymentIntent;

function outcomeOf(intent: Intent): ChargeOutcome {
  if (intent.status === 'succeeded') return { status: 'succeeded', chargeId: intent.id };
  if (intent.status === 'requires_action') return { status: 'requires_action', chargeId: intent.id };
  if (intent.status === 'processing') return { status: 'processing', chargeId: intent.id };
  // An off-session charge the bank wants verified comes back as requires_payment_method with
  // authentication_required: the employer verifies it in the browser.
  if (intent.last_payment_error?.code === 'authentication_required') return { status: 'requires_action', chargeId: intent.id };
  return { status: 'declined', message: intent.last_payment_error?.message ?? BILLING_API_TEXTS.cardDeclined };
}

/** The intent a card error carries, if any (a decline or an authentication_required answer). */
function intentOfError(error: InstanceType<typeof Stripe.errors.StripeError>): Intent | undefined {
  const raw = error.raw as { payment_intent?: Intent } | undefined;
  return raw?.payment_intent?.id ? raw.payment_intent : undefined;
}

export class StripePaymentAdapter implements PaymentAdapter {
  readonly provider = 'stripe' as const;
  readonly browser: BrowserPaymentSettings;
  private readonly stripe: Stripe;

  constructor(options: StripeAdapterOptions) {
    this.browser = { provider: 'stripe', publishableKey: options.publishableKey, bankDebit: options.bankDebit };
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
    });
  }

  async createCustomer(a: { employerId: number; name: string; email: string | null }): Promise<string> {
    const customer = await this.stripe.customers.create({ name: a.name, ...(a.email ? { email: a.email } : {}), metadata: { employerId: String(a.employerId) } }, { idempotencyKey: `customer:${a.employerId}` });
    return customer.id;
  }

  async attachCard(customerId: string, input: CardInput): Promise<AttachedCard> {
    if (!input.providerToken) throw new HttpError(400, BILLING_API_TEXTS.providerTokenRequired, 'ProviderTokenRequired');
    try {
      // A bank account saved through the bank link is attached by its setup already.
      const existing = await this.stripe.paymentMethods.retrieve(input.providerToken);
      const pm = existing.customer ? existing : await this.stripe.paymentMethods.attach(input.providerToken, { customer: customerId });
      if (typeof pm.customer === 'string' && pm.customer !== customerId) throw cardError(BILLING_API_TEXTS.cardNumberInvalid);
      if (pm.type === 'us_bank_account') {
        return { providerPaymentMethodId: pm.id, paymentType: 'bank', brand: pm.us_bank_account?.bank_name ?? 'Bank account', last4: pm.us_bank_account?.last4 ?? '', expMonth: null, expYear: null };
      }
      return { providerPaymentMethodId: pm.id, paymentType: 'card', brand: pm.card?.brand ?? 'card', last4: pm.card?.last4 ?? '', expMonth: pm.card?.exp_month ?? null, expYear: pm.card?.exp_year ?? null };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw cardError(error.message);
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw cardError(BILLING_API_TEXTS.cardNumberInvalid);
      throw error;
    }
  }

  async charge(a: { customerId: string; paymentMethodId: string; amountCents: number; description: string; idempotencyKey: string; onSession?: boolean; previousChargeId?: string | null }): Promise<ChargeOutcome> {
    const offSession = !a.onSession;
    try {
      if (a.previousChargeId) {
        const previous = await this.stripe.paymentIntents.retrieve(a.previousChargeId);
        // Paid, processing or waiting for the employer's verification: nothing new to charge.
        if (['succeeded', 'processing', 'requires_action'].includes(previous.status)) return outcomeOf(previous);
        if (previous.status !== 'canceled') {
          const again = await this.stripe.paymentIntents.confirm(previous.id, { payment_method: a.paymentMethodId, ...(offSession ? { off_session: true } : {}) }, { idempotencyKey: a.idempotencyKey });
          return outcomeOf(again);
        }
      }
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: a.amountCents,
          currency: 'usd',
          customer: a.customerId,
          payment_method: a.paymentMethodId,
          allowed_payment_method_types: ['card', 'us_bank_account'],
          description: a.description,
          confirm: true,
          ...(offSession ? { off_session: true } : {}),
        },
        { idempotencyKey: a.idempotencyKey },
      );
      return outcomeOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intent = intentOfError(error);
        if (error.code === 'authentication_required' && intent) return { status: 'requires_action', chargeId: intent.id };
        return { status: 'declined', message: error.message };
      }
      throw error;
    }
  }

  async confirm(chargeId: string): Promise<ChargeOutcome> {
    // Where the intent stands now. A verification the employer failed or gave up on leaves it
    // waiting for a payment method with the provider's message: declined, the message kept.
    return outcomeOf(await this.stripe.paymentIntents.retrieve(chargeId));
  }

  async verification(chargeId: string): Promise<{ clientSecret: string; paymentMethod: string | null } | null> {
    const intent = await this.stripe.paymentIntents.retrieve(chargeId);
    // After an off-session attempt the intent no longer holds its payment method; its error does.
    const pm = intent.payment_method ?? intent.last_payment_error?.payment_method ?? null;
    return intent.client_secret ? { clientSecret: intent.client_secret, paymentMethod: typeof pm === 'string' ? pm : (pm?.id ?? null) } : null;
  }

  async bankSetup(customerId: string): Promise<{ clientSecret: string } | null> {
    const setup = await this.stripe.setupIntents.create({ customer: customerId, allowed_payment_method_types: ['us_bank_account'], usage: 'off_session' });
    return setup.client_secret ? { clientSecret: setup.client_secret } : null;
  }

  async refund(a: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<string> {
    const refund = await this.stripe.refunds.create({ payment_intent: a.chargeId, amount: a.amountCents }, { idempotencyKey: a.idempotencyKey });
    return refund.id;
  }

  /** The event of a webhook delivery, or null when its signature is missing, wrong or older than the tolerance. */
  async verifyEvent(payload: string, signature: string | undefined, secret: string, toleranceSeconds: number): Promise<Stripe.Event | null> {
    if (!signature) return null;
    try {
      return await this.stripe.webhooks.constructEventAsync(payload, signature, secret, toleranceSeconds);
    } catch {
      return null;
    }
  }
}
