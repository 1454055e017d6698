import { useCallback, useState, type FormEvent } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { PRO_PROFILE_TEXTS } from '@floorhire/domain-pro-profile';
import { fieldError, formatPhoneInput, PhoneSchema } from '@floorhire/rules';
import type { UserProfileDto } from '@floorhire/schemas';
import { ErrorState, LoadingState, toApiError, useApi, useResource } from '@floorhire/remote-kit';
import { Box, Button, Heading, Stack, Text, TextField } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { Section } from '#app/components/pro-page';
import { PhotoField } from '#app/components/photo-field';
import { patchUserProfile, readOwnUserProfile } from '../api/user-profile';

const T = PAGE_TEXTS.userProfile;

/**
 * /all/profile (spec 000 §2.1 shared area): the signed-in employer user's or staff member's own
 * profile, opened from the user menu: photo, name, phone, sign-in e-mail. A pro's is /pro.
 */
export function UserProfilePage() {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => readOwnUserProfile(api, signal), [api]);
  const profile = useResource('user-profile-me', load);
  return (
    <Box maxW="720px" mx="auto" w="full">
      <Heading as="h1" size="2xl" mb="5">
        {T.title}
      </Heading>
      {profile.data === undefined && profile.error && <ErrorState message={PRO_PROFILE_TEXTS.couldNotGetUserProfile} onRetry={profile.reload} />}
      {profile.data === undefined && !profile.error && <LoadingState />}
      {profile.data && (
        <Stack gap="6">
          <Section title={T.photo}>
            <PhotoField
              userId={profile.data.id}
              name={`${profile.data.nameFirst} ${profile.data.nameLast}`.trim()}
              avatarUrl={profile.data.avatarUrl}
              onChange={(avatarUrl) => profile.setData({ ...profile.data!, avatarUrl })}
            />
          </Section>
          <Section title={T.details}>
            <DetailsForm key={profile.data.id} profile={profile.data} onSaved={profile.setData} />
          </Section>
        </Stack>
      )}
    </Box>
  );
}

function DetailsForm({ profile, onSaved }: { profile: UserProfileDto; onSaved(p: UserProfileDto): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [form, setForm] = useState({ nameFirst: profile.nameFirst, nameLast: profile.nameLast, phone: formatPhoneInput(profile.phone ?? '') });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {
      nameFirst: form.nameFirst.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      nameLast: form.nameLast.trim() ? undefined : PRO_PROFILE_TEXTS.required,
      phone: form.phone.trim() ? fieldError(PhoneSchema, form.phone) : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setSaving(true);
    try {
      const digits = form.phone.replace(/\D/gu, '');
      onSaved(await patchUserProfile(api, profile.id, { nameFirst: form.nameFirst.trim(), nameLast: form.nameLast.trim(), phone: digits || null }));
      notify({ kind: 'snackbar', type: 'success', message: PAGE_TEXTS.saved });
    } catch (e) {
      notify({ kind: 'alert', type: 'error', message: toApiError(e).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4">
        <TextField size="lg" label={PAGE_TEXTS.personal.nameFirst} value={form.nameFirst} onChange={set('nameFirst')} error={errors.nameFirst} required autoComplete="given-name" maxLength={100} />
        <TextField size="lg" label={PAGE_TEXTS.personal.nameLast} value={form.nameLast} onChange={set('nameLast')} error={errors.nameLast} required autoComplete="family-name" maxLength={100} />
        <TextField size="lg" label={PAGE_TEXTS.personal.phone} value={form.phone} onChange={(value) => set('phone')(formatPhoneInput(value))} error={errors.phone} type="tel" inputMode="tel" autoComplete="tel-national" />
        <TextField size="lg" label={PAGE_TEXTS.personal.email} value={profile.email} onChange={() => undefined} helper={PAGE_TEXTS.personal.emailHelp} type="email" name="email" readOnly />
        <Text color="fg.muted" fontSize="sm">
          {T.signInMethod(PAGE_TEXTS.settings.signInMethods[profile.authStrategy] ?? profile.authStrategy)}
        </Text>
        <Button type="submit" size="lg" loading={saving} loadingText={PAGE_TEXTS.saving} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {PAGE_TEXTS.save}
        </Button>
      </Stack>
    </form>
  );
}
