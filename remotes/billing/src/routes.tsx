import { DeclaredRoutes, lazyPage, type Pages } from '@floorhire/remote-kit';
import remote from '../remote.json';

// The only place this remote's features meet. Each page is its own chunk, so the exposed
// lifecycle stays small and apexcharts loads only with Job Slot Analytics.
const BillingPage = lazyPage(() => import('./features/billing/components/billing-page').then((m) => ({ default: m.BillingPage })));
const AdminBillingPage = lazyPage(() => import('./features/billing/components/admin-billing-page').then((m) => ({ default: m.AdminBillingPage })));
const PlansPage = lazyPage(() => import('./features/plans/components/plans-page').then((m) => ({ default: m.PlansPage })));
const JobSlotAnalyticsPage = lazyPage(() => import('./features/job-slot-analytics/components/job-slot-analytics-page').then((m) => ({ default: m.JobSlotAnalyticsPage })));

export const PAGES: Pages = {
  billing: BillingPage,
  'admin-billing': AdminBillingPage,
  plans: PlansPage,
  'job-slot-analytics': JobSlotAnalyticsPage,
};

export function AppRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} />;
}
