import { Box, Button, Heading } from '@floorhire/ui';
import { useNavigate } from '@floorhire/router';
import { AUTH_ERRORS, CHROME_TEXTS, linkTo } from '@floorhire/rules';
import { ApiError, useSession, useSessionServices } from '../session';
import { EmployerSignupWizard } from './employer-signup-wizard';
import { InviteeSignupForm } from './invitee-signup-form';

/** §4: creating an account is refused while signed in; logging out here lets the link be used. */
function AlreadyAuthenticated() {
  const { controller } = useSessionServices();
  return (
    <Box maxW="480px" mx="auto" textAlign="center">
      <Heading as="h1" size="xl" mb="4">
        {AUTH_ERRORS.alreadyAuthenticated}
      </Heading>
      <Button variant="outline" onClick={() => void controller.logout()}>
        {CHROME_TEXTS.logout}
      </Button>
    </Box>
  );
}

/** /signup and /signup-2: the guest employer sign-up (free trial). */
export function EmployerSignupPage() {
  const { api } = useSessionServices();
  const { status } = useSession();
  const navigate = useNavigate();
  if (status === 'signed-in') return <AlreadyAuthenticated />;
  return (
    <EmployerSignupWizard
      onSubmit={async (values) => {
        await api.signupEmployer(values);
        navigate(linkTo('signupSuccess'), { replace: true });
      }}
    />
  );
}

export interface InviteeSignupPageProps {
  inviteCode: string;
  /** The server said the invitation was used or has expired. */
  onExpired(): void;
}

/** /signup?inviteCode=…: a teammate invited by an employer joins in one step (§2.5). */
export function InviteeSignupPage({ inviteCode, onExpired }: InviteeSignupPageProps) {
  const { api, controller } = useSessionServices();
  const { status } = useSession();
  const navigate = useNavigate();
  if (status === 'signed-in') return <AlreadyAuthenticated />;
  return (
    <InviteeSignupForm
      onSubmit={async (fullName) => {
        let tokens;
        try {
          tokens = await api.signupInvitee({ inviteCode, fullName });
        } catch (error) {
          if (!(error instanceof ApiError && error.error === 'ExpiredAuthLink')) throw error;
          onExpired();
          return;
        }
        if (tokens) {
          await controller.adoptTokens(tokens);
          navigate(linkTo('home'), { replace: true });
        } else navigate(linkTo('signupSuccess'), { replace: true });
      }}
    />
  );
}
