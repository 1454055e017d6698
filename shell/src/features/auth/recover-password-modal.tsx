import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@floorhire/ui';
import { useState, type FormEvent } from 'react';
import { AUTH_ERRORS, CHROME_TEXTS, EmailSchema, RECOVER_PASSWORD_TEXTS as T, fieldError } from '@floorhire/rules';

export interface RecoverPasswordModalProps {
  open: boolean;
  initialEmail?: string;
  onClose(): void;
  /** Resolves with the server's message; rejects with the server's error message. */
  onRecover(email: string): Promise<string>;
}

export function RecoverPasswordModal({ open, initialEmail = '', onClose, onRecover }: RecoverPasswordModalProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fieldError(EmailSchema, email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const message = await onRecover(email.trim());
      setResult({ ok: true, text: message || T.success });
    } catch (e) {
      setResult({ ok: false, text: e instanceof Error && e.message ? e.message : AUTH_ERRORS.recoverPasswordFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form onSubmit={submit} noValidate>
            <Dialog.Header>
              <Dialog.Title>{T.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{T.body}</Text>
                <Field.Root invalid={Boolean(error)}>
                  <Field.Label>{T.emailLabel}</Field.Label>
                  <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
                {result && (
                  <Text role={result.ok ? 'status' : 'alert'} color={result.ok ? 'brand.fg' : 'red.600'}>
                    {result.text}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="outline" onClick={onClose}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={busy}>
                {T.submit}
              </Button>
            </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={CHROME_TEXTS.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
