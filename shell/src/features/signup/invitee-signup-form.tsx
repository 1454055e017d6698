// Invitee sign-up (§2.5): one step, full name and 'Join'; the referral question is skipped.
import { Box, Button, Field, Heading, Input, Stack, Text } from '@floorhire/ui';
import { useState, type FormEvent } from 'react';
import { FullNameSchema, SIGNUP_TEXTS, fieldError } from '@floorhire/rules';

const T = SIGNUP_TEXTS.invitee;

export function InviteeSignupForm({ onSubmit }: { onSubmit(fullName: string): Promise<void> }) {
  const [fullName, setFullName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = fieldError(FullNameSchema, fullName);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(fullName.trim());
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box maxW="480px" mx="auto" w="full">
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <Heading as="h1" size="2xl">
            {T.title}
          </Heading>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{T.nameLabel}</Field.Label>
            <Input value={fullName} autoComplete="name" onChange={(e) => setFullName(e.target.value)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          {failure && (
            <Text role="alert" color="red.600">
              {failure}
            </Text>
          )}
          <Button type="submit" loading={busy}>
            {T.submit}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
