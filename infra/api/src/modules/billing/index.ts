import { defineModule } from '../module';
import { billingRoutes } from './billing.routes';
import { runBillingCycle, usePaymentAdapter } from './billing.service';
import { paymentAdapterFromEnv } from './payment-adapters';
import { billingSeed } from './billing.seed';
import { providerPaymentRoutes } from './provider-payments.routes';
import { useWebhookSecret } from './stripe-webhooks';

/** How often the billing cycle looks for trials that ended and periods that are due. */
const BILLING_CYCLE_EVERY_MS = 60_000;

// Billing (spec 002 §3, §4, §7, §9; docs/decisions/260-265): the local billing engine and its
// payment adapters, plans, cards, invoices, the renewal cycle, the test clock and the staff
// operations. The subscription rows it bills are the subscription module's, written through
// that module's index.
export const apiModule = defineModule({
  name: 'billing',
  summary: 'The billing engine: plans, cards, invoices, renewals, refunds, the test clock and staff billing operations',
  routes: [{ service: 'subscription', routes: [...billingRoutes, ...providerPaymentRoutes] }],
  tables: ['billing_products', 'billing_customers', 'payment_methods', 'invoices', 'invoice_line_items', 'billing_clocks', 'billing_requests', 'enterprise_requests', 'billing_provider_events'],
  seed: billingSeed,
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
