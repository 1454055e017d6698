import type { ServiceModule } from '../http/route';
import { conversationRoutes } from './conversations/conversations.routes';
import { employerRoutes } from './employer/employer.routes';
import { featureRoutes } from './features/features.routes';
import { subscriptionRoutes } from './subscription/subscription.routes';

// The reads the shell needs from the subscription, employer, feature-flag and conversations
// services (docs/decisions/130-134), registered as one entry of SERVICE_MODULES.
export const SHELL_READ_MODULES: readonly ServiceModule[] = [
  { service: 'subscription', routes: subscriptionRoutes },
  { service: 'employer', routes: employerRoutes },
  { service: 'featureFlags', routes: featureRoutes },
  { service: 'conversations', routes: conversationRoutes },
];
