import { Box, Heading, Text } from '@floorhire/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_ERRORS } from '@floorhire/rules';
import { useSession, useSessionServices } from '../session';
import { EmployerSignupWizard } from './employer-signup-wizard';
import { InviteeSignupForm } from './invitee-signup-form';

function AlreadyAuthenticated() {
  return (
    <Box maxW="480px" mx="auto" textAlign="center">
      <Heading as="h1" size="xl">
        {AUTH_ERRORS.alreadyAuthenticated}
      </Heading>
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
        navigate('/signup/success', { replace: true });
      }}
    />
  );
}

/** /signup/invite?code=…: a teammate invited by an employer joins in one step. */
export function InviteeSignupPage() {
  const { api, controller } = useSessionServices();
  const { status } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inviteCode = params.get('code') ?? '';
  if (status === 'signed-in') return <AlreadyAuthenticated />;
  if (!inviteCode) {
    return (
      <Text role="alert" textAlign="center">
        {AUTH_ERRORS.linkExpired}
      </Text>
    );
  }
  return (
    <InviteeSignupForm
      onSubmit={async (fullName) => {
        const tokens = await api.signupInvitee({ inviteCode, fullName });
        if (tokens) {
          await controller.adoptTokens(tokens);
          navigate('/', { replace: true });
        } else navigate('/signup/success', { replace: true });
      }}
    />
  );
}
