// Screens the shell renders itself, with their layouts (§2.3, §2.5).
import { Center, Spinner } from '@floorhire/ui';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { linkTo } from '@floorhire/rules';
import { matchPattern } from '../features/guards/route-pattern';
import { LoginLayout, SignupLayout, BareLayout } from '../features/chrome/layouts';
import { AuthCallbackPage } from '../features/auth/callback-page';
import { LinkGate } from '../features/auth/link-gate';
import { LinkPage } from '../features/auth/link-page';
import { LoginLinkPage } from '../features/auth/login-link-page';
import { LoginPage } from '../features/auth/login-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { SignupSuccessPage, WhoAreYouPage } from '../features/auth/who-are-you-page';
import { UserNotFoundPage } from '../features/error-pages/error-pages';
import { EmployerSignupPage, InviteeSignupPage } from '../features/signup/signup-pages';
import { useSession, useSessionServices } from '../features/session';

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
const SCREENS: readonly { pattern: string; render: (params: Record<string, string>) => ReactNode }[] = [
  { pattern: '/login', render: () => <LoginLayout><LoginPage /></LoginLayout> },
  { pattern: '/login/link', render: () => <LoginLayout><LoginLinkPage /></LoginLayout> },
  { pattern: '/reset-password', render: () => <LoginLayout><ResetPasswordPage /></LoginLayout> },
  { pattern: '/link/:code', render: ({ code = '' }) => <LoginLayout><LinkPage code={code} renderUserNotFound={() => <UserNotFoundPage />} /></LoginLayout> },
  { pattern: '/signup', render: () => <SignupLayout><SignupScreen /></SignupLayout> },
  { pattern: '/signup-2', render: () => <SignupLayout><EmployerSignupPage /></SignupLayout> },
  { pattern: '/signup/success', render: () => <SignupLayout><SignupSuccessPage /></SignupLayout> },
  { pattern: '/auth/who-are-you', render: () => <SignupLayout><WhoAreYouScreen /></SignupLayout> },
  { pattern: '/auth/callback', render: () => <BareLayout><AuthCallbackPage /></BareLayout> },
  { pattern: '/employer/auth/logout', render: () => <BareLayout><LogoutScreen /></BareLayout> },
];

export function ShellScreen({ path }: { path: string }) {
  for (const screen of SCREENS) {
    const params = matchPattern(screen.pattern, path);
    if (params) return <>{screen.render(params)}</>;
  }
  return null;
}
