// The new-password form a reset link leads to: the password twice, with the §5 password rules.
import { Button, Field, Input, Text } from '@floorhire/ui';
import { useState, type FormEvent } from 'react';
import { AUTH_ERRORS, PasswordSchema, RESET_PASSWORD_TEXTS as T, fieldError } from '@floorhire/rules';
import { AuthForm } from './auth-form';

export interface ResetPasswordFormProps {
  /** Rejects with the server's message when the password could not be set. */
  onSubmit(password: string): Promise<void>;
}

export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const passwordError = fieldError(PasswordSchema, password);
    const next = { password: passwordError, confirm: !passwordError && confirm !== password ? T.mismatch : undefined };
    setErrors(next);
    setFailure(null);
    if (next.password || next.confirm) return;
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : AUTH_ERRORS.loginUnavailable);
      setBusy(false);
    }
  }

  return (
    <AuthForm title={T.title} onSubmit={submit}>
      <Text id="reset-rules">{T.body}</Text>
      <Field.Root invalid={Boolean(errors.password)}>
        <Field.Label>{T.passwordLabel}</Field.Label>
        <Input name="new-password" type="password" autoComplete="new-password" aria-describedby="reset-rules" value={password} onChange={(e) => setPassword(e.target.value)} />
        <Field.ErrorText>{errors.password}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.confirm)}>
        <Field.Label>{T.confirmLabel}</Field.Label>
        <Input name="confirm-password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        <Field.ErrorText>{errors.confirm}</Field.ErrorText>
      </Field.Root>
      {failure && (
        <Text role="alert" color="red.600" bg="red.50" p="3" borderRadius="md">
          {failure}
        </Text>
      )}
      <Button type="submit" size="lg" loading={busy}>
        {T.submit}
      </Button>
    </AuthForm>
  );
}
