import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Box, Button, Card, Heading, SimpleGrid, Stack, Text, TextField } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { useApi } from '@floorhire/remote-kit';
import { DEFAULT_ERROR_MESSAGE, PhoneSchema, RequiredStringSchema, fieldError, formatDate, formatPhoneInput } from '@floorhire/rules';
import type { UserProfileDto } from '@floorhire/schemas';
import { updateUserProfile } from '#app/api/update-user-profile';
import { messageOf } from '#app/lib/errors';
import { STAFF_TEXTS } from '#app/texts';

const T = STAFF_TEXTS.user;

/** Name and phone (PATCH user-profile/{id}); the e-mail is shown, not changed here. */
export function UserDetailsForm({ user, onSaved }: { user: UserProfileDto; onSaved(next: UserProfileDto): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [draft, setDraft] = useState({ nameFirst: user.nameFirst, nameLast: user.nameLast, phone: user.phone ? formatPhoneInput(user.phone) : '' });
  const [errors, setErrors] = useState<Partial<Record<'nameFirst' | 'nameLast' | 'phone', string>>>({});
  const [busy, setBusy] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      nameFirst: fieldError(RequiredStringSchema, draft.nameFirst),
      nameLast: fieldError(RequiredStringSchema, draft.nameLast),
      phone: draft.phone.trim() ? fieldError(PhoneSchema, draft.phone) : undefined,
    };
    setErrors(found);
    if (found.nameFirst || found.nameLast || found.phone) return;
    setBusy(true);
    try {
      const next = await updateUserProfile(api, user.id, { nameFirst: draft.nameFirst.trim(), nameLast: draft.nameLast.trim(), phone: draft.phone.trim() ? v.parse(PhoneSchema, draft.phone) : null });
      onSaved(next);
      notify({ kind: 'snackbar', type: 'success', message: T.saved });
    } catch (cause) {
      notify({ kind: 'snackbar', type: 'error', message: messageOf(cause, DEFAULT_ERROR_MESSAGE), duration: 5000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <form noValidate onSubmit={(e: FormEvent) => void save(e)}>
          <Stack gap="4">
            <Heading as="h2" size="md">
              {T.details}
            </Heading>
            <Text color="fg.muted">
              {user.email} · {T.created(formatDate(user.createTs))}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <TextField label={STAFF_TEXTS.create.nameFirst} required value={draft.nameFirst} onChange={(nameFirst) => setDraft({ ...draft, nameFirst })} error={errors.nameFirst} />
              <TextField label={STAFF_TEXTS.create.nameLast} required value={draft.nameLast} onChange={(nameLast) => setDraft({ ...draft, nameLast })} error={errors.nameLast} />
              <TextField label={STAFF_TEXTS.create.phone} type="tel" inputMode="tel" value={draft.phone} onChange={(phone) => setDraft({ ...draft, phone })} error={errors.phone} />
            </SimpleGrid>
            <Box>
              <Button type="submit" colorPalette="brand" loading={busy}>
                {T.save}
              </Button>
            </Box>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
