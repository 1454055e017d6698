// Every address goes through here: legacy deep links are mapped, then the §2.2 guards decide,
// and only then does a shell screen render or a remote mount.
import { Center, Spinner } from '@floorhire/ui';
import { lazyComponent, preloadComponent } from '@floorhire/remote-kit';
import { useAtom } from 'jotai';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from '@floorhire/router';
import { findOwner, matchRoute } from '@floorhire/registry';
import { linkTo } from '@floorhire/rules';
import { RemoteArea, useRegistry } from '../platform';
import { ROLE_HOMES, decideRoute } from '../features/guards/decide-route';
import { registryLookup } from '../features/guards/owner-lookup';
import { mapLegacyLink, resolveConversationEmployer } from '../features/legacy-links/legacy-links';
import { savedRedirectAtom, useSession, useSessionServices } from '../features/session';
import { hasSessionHint } from '../platform/early-reads';
import { MAIN_CHROME_CHUNK, SCREEN_ROUTES } from './screen-chunks';

// Each screen family is its own chunk, loaded when first shown (ADR 140): a visitor's /login
// does not download the signed-in chrome, the modals or the sign-up wizard.
const ShellScreen = lazyComponent(() => import('./shell-screens').then((m) => ({ default: m.ShellScreen })));
const MainChrome = lazyComponent(() => MAIN_CHROME_CHUNK().then((m) => ({ default: m.MainChrome })));
const AccessDeniedModal = lazyComponent(() => import('../features/chrome/modals').then((m) => ({ default: m.AccessDeniedModal })));
const ExpiredPlanScreen = lazyComponent(() => import('../features/chrome/modals').then((m) => ({ default: m.ExpiredPlanScreen })));
const NoSubscriptionModal = lazyComponent(() => import('../features/chrome/modals').then((m) => ({ default: m.NoSubscriptionModal })));
const NotAvailableYet = lazyComponent(() => import('../features/chrome/not-available').then((m) => ({ default: m.NotAvailableYet })));
const NotFoundPage = lazyComponent(() => import('../features/error-pages/error-pages').then((m) => ({ default: m.NotFoundPage })));

// What the first screen needs starts now, so it draws in the first render (ADR 282): the
// signed-in frame when a session may exist, the shell's screens on an address they serve.
if (hasSessionHint(document.cookie)) preloadComponent(MainChrome);
if (SCREEN_ROUTES.some((route) => matchRoute(route.pattern, window.location.pathname))) preloadComponent(ShellScreen);

/** fromUI3=true hides the older drawer and app bar for the rest of this tab's visit. */
function useStickyHideChrome(asked: boolean): boolean {
  const [sticky, setSticky] = useState(() => {
    try {
      return sessionStorage.getItem('floorhire.fromUI3') === 'true';
    } catch {
      return false;
    }
  });
  useEffect(() => {
    if (!asked || sticky) return;
    setSticky(true);
    try {
      sessionStorage.setItem('floorhire.fromUI3', 'true');
    } catch {
      // Blocked storage: it holds for this page only.
    }
  }, [asked, sticky]);
  return asked || sticky;
}

function Waiting() {
  return (
    <Center py="20">
      <Spinner size="lg" aria-label="Loading" />
    </Center>
  );
}

export function GuardedRoute() {
  return (
    <Suspense fallback={<Waiting />}>
      <Guarded />
    </Suspense>
  );
}

function Guarded() {
  const location = useLocation();
  const navigate = useNavigate();
  const { doc, loaded } = useRegistry();
  const session = useSession();
  const { controller, api } = useSessionServices();
  const [savedRedirect, setSavedRedirect] = useAtom(savedRedirectAtom);
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const hideChrome = useStickyHideChrome(query.get('fromUI3') === 'true');
  const [conversationEmployer, setConversationEmployer] = useState<{ key: string; id: number | null } | null>(null);

  const lookup = useMemo(() => registryLookup(doc), [doc]);

  const profile = session.profile;
  const signedIn = session.status === 'signed-in';
  const employerIds = useMemo(() => profile?.employers.map((e) => e.id) ?? [], [profile]);
  const legacyKey = `${location.pathname}${location.search}`;
  const legacy =
    signedIn && profile?.routeRole === 'employer'
      ? mapLegacyLink({
          path: location.pathname,
          query,
          currentEmployerId: session.activeEmployerId,
          employerIds,
          servedDirectly: (p) => findOwner(doc, p) !== null,
          ...(conversationEmployer?.key === legacyKey ? { conversationEmployerId: conversationEmployer.id } : {}),
        })
      : ({ kind: 'none' } as const);

  const decision =
    session.status === 'restoring' || !loaded
      ? null
      : decideRoute({
          path: location.pathname,
          query,
          session: {
            signedIn,
            role: signedIn ? (profile?.routeRole ?? null) : null,
            roles: profile?.roles ?? [],
            employerIds,
            activeEmployerId: session.activeEmployerId,
            switching: session.switching,
          },
          subscription: session.subscriptionLoading ? 'loading' : session.subscription.state,
          savedRedirect,
          lookup,
        });

  // Side effects of the decision: remember where a signed-out visitor wanted to go, switch employer.
  const saveRedirect = decision?.kind === 'redirect' ? decision.saveRedirect : undefined;
  const switchTo = decision?.kind === 'allow' ? decision.switchEmployerTo : undefined;
  // The saved address is forgotten once the signed-in user has left the login and root routes:
  // clearing it in the same commit as the redirect would race the router's own update.
  const leftEntry = signedIn && location.pathname !== '/login' && location.pathname !== '/';
  useEffect(() => {
    if (saveRedirect) setSavedRedirect(saveRedirect);
    else if (leftEntry) setSavedRedirect(null);
  }, [saveRedirect, leftEntry, setSavedRedirect]);
  useEffect(() => {
    if (switchTo !== undefined) void controller.switchEmployer(switchTo);
  }, [switchTo, controller]);

  const resolveId = legacy.kind === 'resolve-conversation' ? legacy.conversationId : null;
  useEffect(() => {
    if (resolveId === null) return;
    let live = true;
    const token = controller.accessor().getAccessToken();
    void resolveConversationEmployer(
      (ids, id) => (token ? api.findConversationEmployer(token, ids, id) : Promise.resolve(null)),
      employerIds,
      resolveId,
      session.activeEmployerId,
    ).then((id) => live && setConversationEmployer({ key: legacyKey, id }));
    return () => {
      live = false;
    };
  }, [resolveId, legacyKey, api, controller, employerIds, session.activeEmployerId]);

  if (legacy.kind === 'redirect') return <Navigate to={legacy.to} replace />;
  if (legacy.kind === 'resolve-conversation' || decision === null) return <Waiting />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'not-found') {
    return (
      <MainChrome hideChrome={hideChrome}>
        <Suspense fallback={<Waiting />}>
          <NotFoundPage />
        </Suspense>
      </MainChrome>
    );
  }

  const { owner } = decision;
  if (owner.owner === 'shell') return <ShellScreen path={location.pathname} />;

  const role = profile?.routeRole ?? null;
  const home = role ? ROLE_HOMES[role] : '/';
  let content;
  switch (decision.blocker) {
    case 'switching':
      // A mounted remote stays mounted through a switch: it hears the switch on the bus.
      content = owner.owner === 'remote' ? <RemoteArea key={owner.remote} /> : <Waiting />;
      break;
    case 'expired-plan':
      content = <ExpiredPlanScreen />;
      break;
    case 'no-subscription':
      content = <NoSubscriptionModal onViewPlans={() => navigate(linkTo('employerPlans'))} onClose={() => navigate(linkTo('employerPlans'))} />;
      break;
    case 'access-denied':
      content = <AccessDeniedModal onGoBack={() => (window.history.length > 1 ? navigate(-1) : navigate(home, { replace: true }))} />;
      break;
    default:
      content = owner.owner === 'remote' ? <RemoteArea key={owner.remote} /> : <NotAvailableYet path={location.pathname} />;
  }
  return (
    <MainChrome hideChrome={hideChrome}>
      <Suspense fallback={<Waiting />}>{content}</Suspense>
    </MainChrome>
  );
}
