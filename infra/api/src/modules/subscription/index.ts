import { defineModule } from '../module';
import { billingRoutes } from './billing.routes';
import { runBillingCycle, usePaymentAdapter } from './billing.service';
import { paymentAdapterFromEnv } from './payment-adapters';
import { providerPaymentRoutes } from './provider-payments.routes';
import { useWebhookSecret } from './stripe-webhooks';
import { subscriptionRoutes } from './subscription.routes';
import { seedBillingPeriods } from './subscription.seed';

/** How often the billing cycle looks for trials that ended and periods that are due. */
export const BILLING_CYCLE_EVERY_MS = 60_000;

// Subscriptions and billing (spec 002 §3, §4, §7, §9): the employer's plan, the one rule of
// "subscribed", trials, job-slot allocations and the local billing engine (docs/decisions/260).
export const apiModule = defineModule({
  name: 'subscription',
  summary: "Employers' subscriptions, the subscribed rule, trials, job-slot allocations and the billing engine (plans, cards, invoices, renewals, refunds, test clock)",
  routes: [{ service: 'subscription', routes: [...subscriptionRoutes, ...billingRoutes, ...providerPaymentRoutes] }],
  tables: [
    'subscriptions',
    'subscription_components',
    'allocations',
    'credit_ledger',
    'billing_products',
    'billing_customers',
    'payment_methods',
    'invoices',
    'invoice_line_items',
    'billing_clocks',
    'billing_requests',
    'enterprise_requests',
    'billing_provider_events',
  ],
  seed: { order: 100, run: ({ tx, now }) => seedBillingPeriods(tx, now.toISOString().slice(0, 10)) },
  setup({ db, worker }) {
    usePaymentAdapter(paymentAdapterFromEnv(process.env));
    useWebhookSecret(process.env.STRIPE_WEBHOOK_SECRET);
    // Durable and leased (docs/scaling.md): one process runs each slot; what it does is keyed by
    // subscription period, so a slot run twice bills once.
    worker.every('billing.cycle', BILLING_CYCLE_EVERY_MS, async () => {
      await runBillingCycle(db, null);
    });
  },
});

export {
  activeSubscriptionOf,
  allocateExtraJobSlot,
  assertSubscribed,
  currentSubscriptionOrNull,
  isEmployerSubscribed,
  jobSlotPlan,
  startTrial,
  type SlotPlan,
} from './subscription.service';
export {
  CREDITS_EXHAUSTED,
  CreditsExhaustedError,
  creditLedger,
  grantTalentSearchCredits,
  spendTalentSearchCredits,
  type CreditBalance,
  type CreditChange,
  type CreditLedgerEntry,
} from './credits.service';
