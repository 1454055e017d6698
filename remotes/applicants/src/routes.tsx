import { lazy, Suspense } from 'react';
import { Route, Routes } from '@floorhire/router';
import { DeclaredRoutes, lazyPage, LoadingState, NotFoundState, withDataPreload, withPreloadOf, type Pages } from '@floorhire/remote-kit';
import { preloadInbox } from './features/inbox/api/preload-inbox';
import type { ApplicantContext } from './features/applicant-detail/components/applicant-detail-page';
import remote from '../remote.json';

// The only place features meet. Each page is its own chunk, so the exposed lifecycle stays
// small and the dashboard's charts load only on the dashboard.
const InboxPage = lazyPage(() => import('./features/inbox/components/inbox-page').then((m) => ({ default: m.InboxPage })));
const DashboardPage = lazyPage(() => import('./features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ApplicantsPage = lazyPage(() => import('./features/applicants/components/applicants-page').then((m) => ({ default: m.ApplicantsPage })));
const ApplicantDetailPage = lazyPage(() => import('./features/applicant-detail/components/applicant-detail-page').then((m) => ({ default: m.ApplicantDetailPage })));
const ApplicationRedirect = lazy(() => import('./features/applicant-detail/components/application-redirect').then((m) => ({ default: m.ApplicationRedirect })));
const NotesPanel = lazy(() => import('@floorhire/feature-notes').then((m) => ({ default: m.NotesPanel })));
const InterviewTab = lazy(() => import('./features/interviews/components/interview-tab').then((m) => ({ default: m.InterviewTab })));
const CalendarCallbackPage = lazyPage(() => import('./features/interviews/components/calendar-callback-page').then((m) => ({ default: m.CalendarCallbackPage })));

function Detail() {
  return (
    <ApplicantDetailPage
      renderNotes={({ applicant, viewer }: ApplicantContext) => (
        <Suspense fallback={<LoadingState />}>
          <NotesPanel proId={applicant.userProfileId} employerId={viewer.kind === 'staff' ? null : applicant.job.employerId} jobApplicantId={applicant.id} />
        </Suspense>
      )}
      renderInterview={({ applicant, viewer, reload }: ApplicantContext) => (
        <Suspense fallback={<LoadingState />}>
          <InterviewTab
            applicantId={applicant.id}
            proName={`${applicant.userProfile.nameFirst} ${applicant.userProfile.nameLast}`}
            initial={applicant.interview}
            viewer={viewer}
            onChanged={reload}
          />
        </Suspense>
      )}
    />
  );
}

/** The declared /jobs/:jobId/candidates/* family: the list, and one application by its id. */
function Candidates() {
  return (
    <Routes>
      <Route index element={<ApplicantsPage />} />
      <Route path=":applicationId" element={<ApplicationRedirect />} />
      <Route path="*" element={<NotFoundState />} />
    </Routes>
  );
}

/** Pages by the names remote.json gives them. */
export const PAGES: Pages = {
  inbox: withDataPreload(InboxPage, preloadInbox),
  dashboard: DashboardPage,
  'calendar-callback': CalendarCallbackPage,
  applicants: withPreloadOf(Candidates, ApplicantsPage),
  'applicant-detail': withPreloadOf(Detail, ApplicantDetailPage),
};

export function AppRoutes() {
  return <DeclaredRoutes declaration={remote} pages={PAGES} />;
}
