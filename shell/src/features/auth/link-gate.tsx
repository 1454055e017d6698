// The forms a link leads to (reset password, invitee sign-up) check their code before asking for
// anything: a used or expired link shows the spec's expired-link panel (§2.4, §2.5), a code that
// names nothing says so and leads to login (ADR 150).
import { Button, Center, Heading, Spinner, Stack, Text } from '@floorhire/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from '@floorhire/router';
import { INVALID_LINK_TEXTS as T, linkTo, type AuthLinkChannel } from '@floorhire/rules';
import { ApiError, useSessionServices, type LinkPurpose } from '../session';
import { ExpiredLinkPanel } from './expired-link-panel';

type GateState = 'checking' | 'usable' | 'expired' | 'invalid';

export const isExpiredLink = (error: unknown) => error instanceof ApiError && error.error === 'ExpiredAuthLink';

export function InvalidLinkPanel() {
  return (
    <Stack maxW="480px" mx="auto" w="full" gap="4">
      <Heading as="h1" size="xl">
        {T.title}
      </Heading>
      <Text>{T.body}</Text>
      <Button asChild alignSelf="flex-start">
        <RouterLink to={linkTo('login')}>{T.toLogin}</RouterLink>
      </Button>
    </Stack>
  );
}

export interface LinkGateProps {
  code: string;
  /** The purposes this form serves; a code for anything else names nothing here. */
  purposes: readonly LinkPurpose[];
  /** The form; `expire()` switches to the expired panel when the server says so on submit. */
  children(expire: () => void): ReactNode;
}

export function LinkGate({ code, purposes, children }: LinkGateProps) {
  const { api } = useSessionServices();
  const navigate = useNavigate();
  const [state, setState] = useState<GateState>(code ? 'checking' : 'invalid');
  const wanted = purposes.join(' ');

  useEffect(() => {
    if (!code) return;
    let live = true;
    api.linkStatus(code).then(
      (purpose) => live && setState(wanted.split(' ').includes(purpose) ? 'usable' : 'invalid'),
      (error: unknown) => {
        if (!live) return;
        if (isExpiredLink(error)) setState('expired');
        else if (error instanceof ApiError && error.statusCode === 404) setState('invalid');
        // Anything else (offline, a server error): the form still works and reports its own failure.
        else setState('usable');
      },
    );
    return () => {
      live = false;
    };
  }, [api, code, wanted]);

  const expire = useCallback(() => setState('expired'), []);
  const resend = useCallback((channel: AuthLinkChannel) => api.resendLink(code, channel), [api, code]);
  const toLogin = useCallback(() => navigate(linkTo('login'), { replace: true }), [navigate]);

  switch (state) {
    case 'checking':
      return (
        <Center py="20">
          <Spinner size="lg" aria-label={T.checking} />
        </Center>
      );
    case 'expired':
      return <ExpiredLinkPanel onResend={resend} onDone={toLogin} />;
    case 'invalid':
      return <InvalidLinkPanel />;
    case 'usable':
      return <>{children(expire)}</>;
  }
}
