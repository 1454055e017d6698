// Screens the shell renders itself, with their layouts (§2.3, §2.5).
import { Center, Spinner } from '@floorhire/ui';
import { lazyComponent, preloadComponent } from '@floorhire/remote-kit';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from '@floorhire/router';
import { linkTo } from '@floorhire/rules';
import { matchRoute } from '@floorhire/registry';
import { LoginLayout, SignupLayout, BareLayout } from '../features/chrome/layouts';
import { UserNotFoundPage } from '../features/error-pages/error-pages';
import { useSession, useSessionServices } from '../features/session';
import { FirstPaintHandOver } from '../first-paint/hand-over';
import { SCREEN_CHUNKS } from './screen-chunks';

// One chunk per screen (ADR 140): /login does not download the sign-up wizard or the link pages.
const AuthCallbackPage = lazyComponent(() => SCREEN_CHUNKS.callback().then((m) => ({ default: m.AuthCallbackPage })));
const LinkPage = lazyComponent(() => SCREEN_CHUNKS.link().then((m) => ({ default: m.LinkPage })));
const LoginPage = lazyComponent(() => SCREEN_CHUNKS.login().then((m) => ({ default: m.LoginPage })));
const LoginLinkPage = lazyComponent(() => SCREEN_CHUNKS.loginLink().then((m) => ({ default: m.LoginLinkPage })));
const ResetPasswordPage = lazyComponent(() => SCREEN_CHUNKS.resetPassword().then((m) => ({ default: m.ResetPasswordPage })));
const LinkGate = lazyComponent(() => SCREEN_CHUNKS.linkGate().then((m) => ({ default: m.LinkGate })));
const SignupSuccessPage = lazyComponent(() => SCREEN_CHUNKS.whoAreYou().then((m) => ({ default: m.SignupSuccessPage })));
const WhoAreYouPage = lazyComponent(() => SCREEN_CHUNKS.whoAreYou().then((m) => ({ default: m.WhoAreYouPage })));
const EmployerSignupPage = lazyComponent(() => SCREEN_CHUNKS.signup().then((m) => ({ default: m.EmployerSignupPage })));
const InviteeSignupPage = lazyComponent(() => SCREEN_CHUNKS.signup().then((m) => ({ default: m.InviteeSignupPage })));

/**
 * The layout paints at once; the screen's own chunk fills it when it arrives. The prerendered
 * first paint (ADR 280) stays until the screen itself commits: never a spinner in between.
 */
function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="20">
          <Spinner aria-label="Loading" />
        </Center>
      }
    >
      {children}
      <FirstPaintHandOver />
    </Suspense>
  );
}

function LogoutScreen() {
  const { controller } = useSessionServices();
  const navigate = useNavigate();
  useEffect(() => {
    void controller.logout().finally(() => navigate(linkTo('login'), { replace: true }));
  }, [controller, navigate]);
  return (
    <Center py="20">
      <Spinner aria-label="Signing out" />
    </Center>
  );
}

function WhoAreYouScreen() {
  const { status } = useSession();
  const { api, controller } = useSessionServices();
  const signedIn = status === 'signed-in';
  return (
    <WhoAreYouPage
      onChoose={
        signedIn
          ? async (side) => {
              const token = controller.accessor().getAccessToken();
              if (token) await api.setAuthGroup(token, side === 'employer' ? 'Company Admin' : 'Expert');
              await controller.restore();
            }
          : undefined
      }
    />
  );
}

const INVITE_PURPOSES = ['invite'] as const;

/** /signup is one address for two forms: an invitation link carries inviteCode (ADR 150). */
function SignupScreen() {
  const [params] = useSearchParams();
  const inviteCode = params.get('inviteCode');
  if (inviteCode === null) return <EmployerSignupPage />;
  return <LinkGate code={inviteCode} purposes={INVITE_PURPOSES}>{(expire) => <InviteeSignupPage inviteCode={inviteCode} onExpired={expire} />}</LinkGate>;
}

// Screens render under the catch-all route, so useParams() knows no ':code': a screen gets the
// parameters of its own pattern from here.
const SCREENS: readonly { pattern: string; render: (params: Record<string, string>) => ReactNode; screens: readonly object[] }[] = [
  { pattern: '/login', render: () => <LoginLayout><Deferred><LoginPage /></Deferred></LoginLayout>, screens: [LoginPage] },
  { pattern: '/login/link', render: () => <LoginLayout><Deferred><LoginLinkPage /></Deferred></LoginLayout>, screens: [LoginLinkPage] },
  { pattern: '/reset-password', render: () => <LoginLayout><Deferred><ResetPasswordPage /></Deferred></LoginLayout>, screens: [ResetPasswordPage] },
  { pattern: '/link/:code', render: ({ code = '' }) => <LoginLayout><Deferred><LinkPage code={code} renderUserNotFound={() => <UserNotFoundPage />} /></Deferred></LoginLayout>, screens: [LinkPage] },
  { pattern: '/signup', render: () => <SignupLayout><Deferred><SignupScreen /></Deferred></SignupLayout>, screens: [EmployerSignupPage, LinkGate, InviteeSignupPage] },
  { pattern: '/signup-2', render: () => <SignupLayout><Deferred><EmployerSignupPage /></Deferred></SignupLayout>, screens: [EmployerSignupPage] },
  { pattern: '/signup/success', render: () => <SignupLayout><Deferred><SignupSuccessPage /></Deferred></SignupLayout>, screens: [SignupSuccessPage] },
  { pattern: '/auth/who-are-you', render: () => <SignupLayout><Deferred><WhoAreYouScreen /></Deferred></SignupLayout>, screens: [WhoAreYouPage] },
  { pattern: '/auth/callback', render: () => <BareLayout><Deferred><AuthCallbackPage /></Deferred></BareLayout>, screens: [AuthCallbackPage] },
  { pattern: '/employer/auth/logout', render: () => <BareLayout><Deferred><LogoutScreen /></Deferred></BareLayout>, screens: [] },
];

// The screen of the address the page opened on starts now (its chunk is already on its way,
// ADR 144), so it draws in the first render instead of after a Suspense fallback (ADR 282).
for (const screen of SCREENS.find((candidate) => matchRoute(candidate.pattern, window.location.pathname))?.screens ?? []) preloadComponent(screen);

export function ShellScreen({ path }: { path: string }) {
  for (const screen of SCREENS) {
    const params = matchRoute(screen.pattern, path);
    if (params) return <>{screen.render(params)}</>;
  }
  return null;
}
