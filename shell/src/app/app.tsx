// The shell: session services, the guarded catch-all route, notices and the loading bar.
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from '@floorhire/router';
import { getEventBus } from '@floorhire/event-bus';
import { LoadingBar } from '../platform';
import { usePageVisits } from '../features/analytics/page-visits';
import { NoticeCenter } from '../features/chrome/notice-center';
import { ShellErrorBoundary } from '../features/error-pages/error-pages';
import { captureReferral, flushReferral } from '../features/referral/referral-capture';
import { SessionServicesProvider, shellNavigationAtom, useSession, useSessionServices } from '../features/session';
import { GuardedRoute } from './guarded-route';
import { browserSessionStorage, shellServices } from './services';

/** §2.2: a referral handler runs on every page; the referral is posted once signed in. */
function ReferralHandler() {
  const { search } = useLocation();
  const { status } = useSession();
  const { api, controller } = useSessionServices();
  useEffect(() => {
    captureReferral(search, browserSessionStorage());
  }, [search]);
  useEffect(() => {
    if (status !== 'signed-in') return;
    const token = controller.accessor().getAccessToken();
    if (token) void flushReferral(browserSessionStorage(), (referral) => api.postReferral(token, referral));
  }, [status, api, controller]);
  return null;
}

/** §2.2: the page-visit analytics hook runs on navigation (ADR 068). */
function PageVisitAnalytics() {
  const { pathname } = useLocation();
  const { status, profile } = useSession();
  usePageVisits(getEventBus(), {
    pathname,
    role: status === 'signed-in' ? (profile?.routeRole ?? null) : null,
    ready: status !== 'restoring',
  });
  return null;
}

/** Goes where the session sends the page: a user's home when acting starts, back when it ends (ADR 301). */
function SessionNavigation() {
  const next = useAtomValue(shellNavigationAtom);
  const navigate = useNavigate();
  const key = next?.key;
  useEffect(() => {
    if (next) navigate(next.to);
    // Once per request: the key changes with each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

export function App() {
  const [services] = useState(shellServices);
  useEffect(() => {
    // Page load: the refresh cookie restores the session (tokens were only ever in memory).
    void services.controller.restoreOnLoad();
  }, [services]);

  return (
    <JotaiProvider store={services.store}>
      <SessionServicesProvider value={{ controller: services.controller, api: services.api, authBase: services.authBase }}>
        <LoadingBar />
        <ShellErrorBoundary>
          <ReferralHandler />
          <PageVisitAnalytics />
          <SessionNavigation />
          <Routes>
            <Route path="*" element={<GuardedRoute />} />
          </Routes>
        </ShellErrorBoundary>
        <NoticeCenter bus={getEventBus()} />
      </SessionServicesProvider>
    </JotaiProvider>
  );
}
