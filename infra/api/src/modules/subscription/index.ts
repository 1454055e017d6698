import { defineModule } from '../module';
import { subscriptionRoutes } from './subscription.routes';

// Subscriptions (spec 002 §3, §4, §7, §9): the employer's plan and the one rule of "subscribed".
export const apiModule = defineModule({
  name: 'subscription',
  summary: "Employers' subscriptions, the subscribed rule, trials and job-slot allocations",
  routes: [{ service: 'subscription', routes: subscriptionRoutes }],
  tables: ['subscriptions', 'subscription_components', 'allocations'],
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
