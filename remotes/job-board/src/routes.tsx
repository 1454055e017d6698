import { lazy } from 'react';
import { DeclaredRoutes, type Pages } from '@floorhire/remote-kit';
import remote from '../remote.json';

// The only place this remote's features meet. Each page is its own chunk, so the exposed
// lifecycle stays small; routes come from remote.json, pages by the names it gives them.
const OpenJobsPage = lazy(() => import('./features/jobs/components/open-jobs-page').then((m) => ({ default: m.OpenJobsPage })));
const JobDetailPage = lazy(() => import('./features/jobs/components/job-detail-page').then((m) => ({ default: m.JobDetailPage })));
const CreateProfilePage = lazy(() => import('./features/apply/components/create-profile-page').then((m) => ({ default: m.CreateProfilePage })));
const ProfileInfoPage = lazy(() => import('./features/apply/components/profile-info-page').then((m) => ({ default: m.ProfileInfoPage })));
const ResumePage = lazy(() => import('./features/apply/components/resume-page').then((m) => ({ default: m.ResumePage })));
const ApplicationsPage = lazy(() => import('./features/applications/components/applications-page').then((m) => ({ default: m.ApplicationsPage })));
const ApplicationDetailPage = lazy(() => import('./features/applications/components/application-detail-page').then((m) => ({ default: m.ApplicationDetailPage })));
const ScreeningPage = lazy(() => import('./features/applications/components/screening-page').then((m) => ({ default: m.ScreeningPage })));
const ScreeningSuccessPage = lazy(() => import('./features/applications/components/screening-success-page').then((m) => ({ default: m.ScreeningSuccessPage })));
const SchedulePage = lazy(() => import('./features/applications/components/schedule-page').then((m) => ({ default: m.SchedulePage })));

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
};

export function AppRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} />;
}
