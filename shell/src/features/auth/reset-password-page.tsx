// /reset-password?code=…: where a reset-password link leads (after /link/{code}). A new password
// signs the user in (the API ends their other sessions) and the guards take them home (ADR 150).
import { useNavigate, useSearchParams } from '@floorhire/router';
import { getEventBus } from '@floorhire/event-bus';
import { RESET_PASSWORD_TEXTS, linkTo } from '@floorhire/rules';
import { useSessionServices } from '../session';
import { LinkGate, isExpiredLink } from './link-gate';
import { ResetPasswordForm } from './reset-password-form';

const PURPOSES = ['reset-password'] as const;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { api, controller } = useSessionServices();
  const navigate = useNavigate();
  return (
    <LinkGate code={code} purposes={PURPOSES}>
      {(expire) => (
        <ResetPasswordForm
          onSubmit={async (password) => {
            try {
              const tokens = await api.completePasswordReset(code, password);
              await controller.adoptTokens(tokens);
            } catch (error) {
              if (!isExpiredLink(error)) throw error;
              expire();
              return;
            }
            getEventBus().emit('notify', { kind: 'snackbar', type: 'success', message: RESET_PASSWORD_TEXTS.done });
            navigate(linkTo('home'), { replace: true });
          }}
        />
      )}
    </LinkGate>
  );
}
