import { DeclaredRoutes, lazyPage, withDataPreload, type Pages } from '@floorhire/remote-kit';
import { preloadHome } from './features/home/api/preload-home';
import remote from '../remote.json';

// The only place this remote's features meet. Each page is its own chunk, so the exposed
// lifecycle stays small; routes come from remote.json, pages by the names it gives them.
const HomePage = lazyPage(() => import('./features/home/components/staff-home-page').then((m) => ({ default: m.StaffHomePage })));
const ProfilePage = lazyPage(() => import('./features/profile/components/staff-profile-page').then((m) => ({ default: m.StaffProfilePage })));
const RedirectAuthLinkPage = lazyPage(() => import('./features/redirect/components/redirect-auth-link-page').then((m) => ({ default: m.RedirectAuthLinkPage })));
const UsersPage = lazyPage(() => import('./features/users/components/users-page').then((m) => ({ default: m.UsersPage })));
const UserCreatePage = lazyPage(() => import('./features/user-create/components/user-create-page').then((m) => ({ default: m.UserCreatePage })));
const StaffUserPage = lazyPage(() => import('./features/user-edit/components/staff-user-page').then((m) => ({ default: m.StaffUserPage })));
const EmployerUserPage = lazyPage(() => import('./features/user-edit/components/employer-user-page').then((m) => ({ default: m.EmployerUserPage })));
const EmployerUserLoginPage = lazyPage(() => import('./features/act-as/components/act-as-pages').then((m) => ({ default: m.EmployerUserLoginPage })));
const ProLoginPage = lazyPage(() => import('./features/act-as/components/act-as-pages').then((m) => ({ default: m.ProLoginPage })));
const ApplicationLoginPage = lazyPage(() => import('./features/act-as/components/act-as-pages').then((m) => ({ default: m.ApplicationLoginPage })));
const EmployersPage = lazyPage(() => import('./features/employers/components/employers-page').then((m) => ({ default: m.EmployersPage })));
const EmployerCreatePage = lazyPage(() => import('./features/employer-create/components/employer-create-page').then((m) => ({ default: m.EmployerCreatePage })));
const EmployerPage = lazyPage(() => import('./features/employer/components/employer-page').then((m) => ({ default: m.EmployerPage })));

export const PAGES: Pages = {
  home: withDataPreload(HomePage, preloadHome),
  profile: ProfilePage,
  'redirect-auth-link': RedirectAuthLinkPage,
  users: UsersPage,
  'user-create': UserCreatePage,
  'staff-user': StaffUserPage,
  'employer-user': EmployerUserPage,
  'employer-user-login': EmployerUserLoginPage,
  'pro-login': ProLoginPage,
  'application-login': ApplicationLoginPage,
  employers: EmployersPage,
  'employer-create': EmployerCreatePage,
  employer: EmployerPage,
};

export function AppRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} />;
}
