import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState, ErrorState } from './components/page-states';
import type { ApplicantContext } from './features/applicant-detail/components/applicant-detail-page';
import { REMOTE_TEXTS } from './texts';

// The only place features meet. Each page is its own chunk, so the exposed lifecycle stays
// small and the dashboard's charts load only on the dashboard.
const InboxPage = lazy(() => import('./features/inbox/components/inbox-page').then((m) => ({ default: m.InboxPage })));
const DashboardPage = lazy(() => import('./features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const ApplicantsPage = lazy(() => import('./features/applicants/components/applicants-page').then((m) => ({ default: m.ApplicantsPage })));
const ApplicantDetailPage = lazy(() => import('./features/applicant-detail/components/applicant-detail-page').then((m) => ({ default: m.ApplicantDetailPage })));
const ApplicationRedirect = lazy(() => import('./features/applicant-detail/components/application-redirect').then((m) => ({ default: m.ApplicationRedirect })));
const NotesPanel = lazy(() => import('./features/notes/components/notes-panel').then((m) => ({ default: m.NotesPanel })));
const InterviewTab = lazy(() => import('./features/interviews/components/interview-tab').then((m) => ({ default: m.InterviewTab })));
const CalendarCallbackPage = lazy(() => import('./features/interviews/components/calendar-callback-page').then((m) => ({ default: m.CalendarCallbackPage })));

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

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/employer" element={<InboxPage />} />
        <Route path="/employer/dashboard" element={<DashboardPage />} />
        <Route path="/employer/calendar-callback" element={<CalendarCallbackPage />} />
        {(['/employer', '/admin'] as const).map((area) => [
          <Route key={`${area}-list`} path={`${area}/jobs/:jobId/candidates`} element={<ApplicantsPage />} />,
          <Route key={`${area}-one`} path={`${area}/jobs/:jobId/candidates/:applicationId`} element={<ApplicationRedirect />} />,
          <Route key={`${area}-detail`} path={`${area}/jobs/:jobId/pro/:proId/application/:${area === '/admin' ? 'applicationId' : 'jobApplicantId'}`} element={<Detail />} />,
        ])}
        <Route path="*" element={<ErrorState message={REMOTE_TEXTS.notFound} />} />
      </Routes>
    </Suspense>
  );
}
