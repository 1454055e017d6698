// Screens the shell renders itself, with their layouts (§2.3, §2.5).
import { Center, Spinner } from '@floorhire/ui';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { matchPattern } from '../features/guards/route-pattern';
import { LoginLayout, SignupLayout, BareLayout } from '../features/chrome/layouts';
import { UserNotFoundPage } from '../features/error-pages/error-pages';
import { useSession, useSessionServices } from '../features/session';
import { SCREEN_CHUNKS } from './screen-chunks';

// One chunk per screen (ADR 140): /login does not download the sign-up wizard or the link pages.
const AuthCallbackPage = lazy(() => SCREEN_CHUNKS.callback().then((m) => ({ default: m.AuthCallbackPage })));
const LinkPage = lazy(() => SCREEN_CHUNKS.link().then((m) => ({ default: m.LinkPage })));
const LoginPage = lazy(() => SCREEN_CHUNKS.login().then((m) => ({ default: m.LoginPage })));
const SignupSuccessPage = lazy(() => SCREEN_CHUNKS.whoAreYou().then((m) => ({ default: m.SignupSuccessPage })));
const WhoAreYouPage = lazy(() => SCREEN_CHUNKS.whoAreYou().then((m) => ({ default: m.WhoAreYouPage })));
const EmployerSignupPage = lazy(() => SCREEN_CHUNKS.signup().then((m) => ({ default: m.EmployerSignupPage })));
const InviteeSignupPage = lazy(() => SCREEN_CHUNKS.signup().then((m) => ({ default: m.InviteeSignupPage })));

/** The layout paints at once; the screen's own chunk fills it when it arrives. */
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
    </Suspense>
  );
}

function LogoutScreen() {
  const { controller } = useSessionServices();
  const navigate = useNavigate();
  useEffect(() => {
    void controller.logout().finally(() => navigate('/login', { replace: true }));
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

const SCREENS: readonly { pattern: string; render: () => ReactNode }[] = [
  { pattern: '/login', render: () => <LoginLayout><Deferred><LoginPage /></Deferred></LoginLayout> },
  { pattern: '/link/:code', render: () => <LoginLayout><Deferred><LinkPage renderUserNotFound={() => <UserNotFoundPage />} /></Deferred></LoginLayout> },
  { pattern: '/signup', render: () => <SignupLayout><Deferred><EmployerSignupPage /></Deferred></SignupLayout> },
  { pattern: '/signup-2', render: () => <SignupLayout><Deferred><EmployerSignupPage /></Deferred></SignupLayout> },
  { pattern: '/signup/invite', render: () => <SignupLayout><Deferred><InviteeSignupPage /></Deferred></SignupLayout> },
  { pattern: '/signup/success', render: () => <SignupLayout><Deferred><SignupSuccessPage /></Deferred></SignupLayout> },
  { pattern: '/auth/who-are-you', render: () => <SignupLayout><Deferred><WhoAreYouScreen /></Deferred></SignupLayout> },
  { pattern: '/auth/callback', render: () => <BareLayout><Deferred><AuthCallbackPage /></Deferred></BareLayout> },
  { pattern: '/employer/auth/logout', render: () => <BareLayout><Deferred><LogoutScreen /></Deferred></BareLayout> },
];

export function ShellScreen({ path }: { path: string }) {
  const screen = SCREENS.find((s) => matchPattern(s.pattern, path));
  return <>{screen?.render()}</>;
}
