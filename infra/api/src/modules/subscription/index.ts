import { defineModule } from '../module';
import { subscriptionRoutes } from './subscription.routes';
import { subscriptionSeed } from './subscription.seed';

// Subscriptions (spec 002 §3, §4, §9): the employer's plan, the one rule of "subscribed"
// (docs/decisions/173), trials, job slots and talent-search credits. The billing module builds
// plans, payments and periods on these rows and keeps them through this index.
export const apiModule = defineModule({
  name: 'subscription',
  summary: "Employers' subscriptions: the subscribed rule, trials, job-slot allocations and talent-search credits",
  routes: [{ service: 'subscription', routes: subscriptionRoutes }],
  tables: ['subscriptions', 'subscription_components', 'allocations', 'credit_ledger'],
  seed: subscriptionSeed,
});

export {
  activeSubscriptionOf,
  allocateExtraJobSlot,
  assertSubscribed,
  changeSubscription,
  createSubscription,
  currentSubscriptionOrNull,
  endProviderSubscription,
  isEmployerSubscribed,
  jobSlotPlan,
  recordAllocation,
  setBillingPeriod,
  setSubscriptionComponents,
  startTrial,
  type NewSubscription,
  type SlotPlan,
  type SubscriptionChange,
  type SubscriptionColumn,
} from './subscription.service';
// A read fragment other repositories embed: the employer's billing date (its test clock).
export { BILLING_TODAY_SQL } from './subscription.repository';
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
