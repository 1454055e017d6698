import { DeclaredRoutes, lazyPage, withDataPreload, type Pages } from '@floorhire/remote-kit';
import remote from '../remote.json';
import { preloadCompanyProfile } from './features/company-profile/api/preload-company-profile';

// The only place this remote's features meet. Each page is its own chunk, so the exposed
// lifecycle stays small; routes come from remote.json, pages by the names it gives them.
const profile = () => import('./features/company-profile/components/section-page');
const CompanyProfilePage = lazyPage(() => import('./features/company-profile/components/company-profile-page').then((m) => ({ default: m.CompanyProfilePage })));

export const PAGES: Pages = {
  settings: lazyPage(() => import('./features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage }))),
  'company-profile': withDataPreload(CompanyProfilePage, preloadCompanyProfile),
  'jobs-settings': lazyPage(() => import('./features/jobs-settings/components/jobs-settings-page').then((m) => ({ default: m.JobsSettingsPage }))),
  notifications: lazyPage(() => import('./features/notifications/components/notifications-page').then((m) => ({ default: m.NotificationsPage }))),
  'sign-in': lazyPage(() => import('./features/sign-in/components/sign-in-page').then((m) => ({ default: m.SignInPage }))),
  calendar: lazyPage(() => import('./features/calendar/components/calendar-page').then((m) => ({ default: m.CalendarPage }))),
  profile: lazyPage(() => import('./features/company-profile/components/profile-view-page').then((m) => ({ default: m.ProfileViewPage }))),
  users: lazyPage(() => import('./features/team/components/users-page').then((m) => ({ default: m.UsersPage }))),
  'user-create': lazyPage(() => import('./features/team/components/user-create-page').then((m) => ({ default: m.UserCreatePage }))),
  user: lazyPage(() => import('./features/team/components/user-page').then((m) => ({ default: m.UserPage }))),
  onboard: lazyPage(() => import('./features/onboarding/components/onboard-page').then((m) => ({ default: m.OnboardPage }))),
  'redirect-auth-link': lazyPage(() => import('./features/settings/components/redirect-auth-link-page').then((m) => ({ default: m.RedirectAuthLinkPage }))),
  'basic-info': lazyPage(() => import('./features/company-profile/components/basic-info-page').then((m) => ({ default: m.BasicInfoPage }))),
  'company-introduction': lazyPage(() => profile().then((m) => ({ default: m.CompanyIntroductionPage }))),
  'culture-benefits': lazyPage(() => profile().then((m) => ({ default: m.CultureBenefitsPage }))),
  facility: lazyPage(() => profile().then((m) => ({ default: m.FacilityPage }))),
  products: lazyPage(() => profile().then((m) => ({ default: m.ProductsPage }))),
  'frequent-positions': lazyPage(() => import('./features/company-profile/components/frequent-positions-page').then((m) => ({ default: m.FrequentPositionsPage }))),
};

export function AppRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} />;
}
