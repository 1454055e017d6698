// /link/{code}: follow a magic login link. A live link gives a redirect URL; an expired one
// shows the resend panel; an unknown user the user-not-found page (§2.4, §2.5, §8); any other
// failure 'Log in to your account', where a new link goes to the registered e-mail or phone.
import { Center, Spinner } from '@floorhire/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@floorhire/router';
import { linkTo } from '@floorhire/rules';
import { ApiError, useSessionServices } from '../session';
import { ExpiredLinkPanel } from './expired-link-panel';
import { MagicLinkScreen } from './magic-link-screen';

type LinkState = { kind: 'checking' } | { kind: 'expired' } | { kind: 'choose' } | { kind: 'user-not-found' };

export function LinkPage({ code, renderUserNotFound }: { code: string; renderUserNotFound(): React.ReactNode }) {
  const { api, controller } = useSessionServices();
  const navigate = useNavigate();
  const [state, setState] = useState<LinkState>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    api
      .linkRedirectUrl(code)
      .then(async (redirectUrl) => {
        if (!live) return;
        // The server may have signed the user in through the link (refresh cookie): pick that up.
        await controller.restore();
        if (redirectUrl.startsWith('/') && !redirectUrl.startsWith('//')) navigate(redirectUrl, { replace: true });
        else window.location.assign(redirectUrl);
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.error === 'ExpiredAuthLink') setState({ kind: 'expired' });
        else if (error instanceof ApiError && error.error === 'UserNotFound') setState({ kind: 'user-not-found' });
        else setState({ kind: 'choose' });
      });
    return () => {
      live = false;
    };
  }, [api, code, controller, navigate]);

  const toLogin = useCallback(() => navigate(linkTo('login'), { replace: true }), [navigate]);
  const resend = useCallback((channel: 'EMAIL' | 'SMS') => api.resendLink(code, channel), [api, code]);

  switch (state.kind) {
    case 'checking':
      return (
        <Center py="20">
          <Spinner size="lg" aria-label="Checking your link" />
        </Center>
      );
    case 'expired':
      return <ExpiredLinkPanel onResend={resend} onDone={toLogin} />;
    case 'user-not-found':
      return <>{renderUserNotFound()}</>;
    case 'choose':
      return <MagicLinkScreen onSend={(request) => api.requestLoginLink(request)} />;
  }
}
