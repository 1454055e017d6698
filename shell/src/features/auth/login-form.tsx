// The login screen of spec 000 §2.5. Errors: the server's message, or the §8 fallback.
import { Box, Button, Field, Input, Link, Separator, Stack, Text } from '@floorhire/ui';
import { lazyComponent } from '@floorhire/remote-kit';
import { Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { AUTH_ERRORS, EmailSchema, LOGIN_TEXTS as T, LoginPasswordSchema, fieldError, linkTo } from '@floorhire/rules';
import { AuthForm } from './auth-form';

export interface LoginFormProps {
  onLogin(email: string, password: string): Promise<void>;
  onRecover(email: string): Promise<string>;
  /** Where "Continue with Google" and "Continue with Facebook" send the browser (social login redirects). */
  googleHref: string;
  facebookHref: string;
}

// The dialog (and the overlay components it needs) loads when first asked for, not with /login (ADR 140).
const RecoverPasswordModal = lazyComponent(() => import('./recover-password-modal').then((m) => ({ default: m.RecoverPasswordModal })));

export function LoginForm({ onLogin, onRecover, googleHref, facebookHref }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recovering, setRecovering] = useState(false);
  // Stays mounted once opened, so closing it still animates.
  const [recoverAsked, setRecoverAsked] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = { email: fieldError(EmailSchema, email), password: fieldError(LoginPasswordSchema, password) };
    setErrors(next);
    setFailure(null);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      await onLogin(email.trim(), password);
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : AUTH_ERRORS.loginUnavailable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <AuthForm title={T.title} onSubmit={submit}>
        <Field.Root invalid={Boolean(errors.email)}>
          <Field.Label>{T.emailLabel}</Field.Label>
          <Input name="email" type="email" autoComplete="username" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)}>
          <Field.Label>{T.passwordLabel}</Field.Label>
          <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <Box textAlign="right" mt="-2">
          <Button
            type="button"
            variant="plain"
            size="sm"
            px="0"
            onClick={() => {
              setRecoverAsked(true);
              setRecovering(true);
            }}
          >
            {T.forgotPassword}
          </Button>
        </Box>
        {failure && (
          <Text role="alert" color="red.600" bg="red.50" p="3" borderRadius="md">
            {failure}
          </Text>
        )}
        <Button type="submit" size="lg" loading={busy}>
          {T.submit}
        </Button>
        <Separator />
        <Button asChild variant="outline" size="lg">
          <a href={googleHref}>{T.google}</a>
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href={facebookHref}>{T.facebook}</a>
        </Button>
        <Stack gap="2" align="center">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={linkTo('loginLinkRequest')}>{T.loginLinkEntry}</RouterLink>
          </Link>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={linkTo('freeTrial')}>{T.freeTrialLink}</RouterLink>
          </Link>
        </Stack>
      </AuthForm>
      {recoverAsked && (
        <Suspense fallback={null}>
          <RecoverPasswordModal open={recovering} initialEmail={email} onClose={() => setRecovering(false)} onRecover={onRecover} />
        </Suspense>
      )}
    </>
  );
}
