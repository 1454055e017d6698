import { DeclaredRoutes, lazyPage, type Pages } from '@floorhire/remote-kit';
import remote from '../remote.json';

// The only place this remote's features meet. Each page is its own chunk, so the exposed
// lifecycle stays small; routes come from remote.json, pages by the names it gives them.
const OpenJobsPage = lazyPage(() => import('./features/jobs/components/open-jobs-page').then((m) => ({ default: m.OpenJobsPage })));
const JobDetailPage = lazyPage(() => import('./features/jobs/components/job-detail-page').then((m) => ({ default: m.JobDetailPage })));
const CreateProfilePage = lazyPage(() => import('./features/apply/components/create-profile-page').then((m) => ({ default: m.CreateProfilePage })));
const ProfileInfoPage = lazyPage(() => import('./features/apply/components/profile-info-page').then((m) => ({ default: m.ProfileInfoPage })));
const ResumePage = lazyPage(() => import('./features/apply/components/resume-page').then((m) => ({ default: m.ResumePage })));
const ApplicationsPage = lazyPage(() => import('./features/applications/components/applications-page').then((m) => ({ default: m.ApplicationsPage })));
const ApplicationDetailPage = lazyPage(() => import('./features/applications/components/application-detail-page').then((m) => ({ default: m.ApplicationDetailPage })));
const ScreeningPage = lazyPage(() => import('./features/applications/components/screening-page').then((m) => ({ default: m.ScreeningPage })));
const ScreeningSuccessPage = lazyPage(() => import('./features/applications/components/screening-success-page').then((m) => ({ default: m.ScreeningSuccessPage })));
const PostingPage = lazyPage(() => import('./features/posting/components/posting-page').then((m) => ({ default: m.PostingPage })));
const SchedulePage = lazyPage(() => import('./features/applications/components/schedule-page').then((m) => ({ default: m.SchedulePage })));

export const PAGES: Pages = {
  'open-jobs': OpenJobsPage,
  'job-detail': JobDetailPage,
  'apply-create-profile': CreateProfilePage,
  'apply-profile-info': ProfileInfoPage,
  'apply-resume': ResumePage,
  applications: ApplicationsPage,
  'application-detail': ApplicationDetailPage,
  'screening-questions': ScreeningPage,
  'screening-success': ScreeningSuccessPage,
  schedule: SchedulePage,
  'job-board-posting': PostingPage,
};

export function AppRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} />;
}
