import { useState, type FormEvent } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import type { ProProfile } from '@floorhire/domain-pro-profile';
import { LazyActAsHistory } from '@floorhire/feature-act-as-history';
import { SignInSettings } from '@floorhire/feature-sign-in';
import { fieldError, PasswordSchema } from '@floorhire/rules';
import { toApiError, useApi } from '@floorhire/remote-kit';
import { Button, Fieldset, Stack, Switch, TextField } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { ProPage, Section } from '#app/components/pro-page';
import { useProProfile, useProSave } from '#app/api/pro-profile';
import { useProRecord } from '#app/lib/pro-record';
import { changePassword, putChannels } from '../api/settings';

const T = PAGE_TEXTS.settings;

/** /pro/settings: notification channels and the sign-in settings. */
export function SettingsPage() {
  const profile = useProProfile();
  const record = useProRecord() !== null;
  const user = useRemoteProps().session.getUser();
  return (
    <ProPage title={PAGE_TEXTS.sections.settings} profile={profile}>
      {(p) => (
        <>
          <Channels profile={p} onSaved={profile.setData} />
          {/* The pro's own password, linked Google or Facebook and login links are the shared sign-in
              settings (ADR 296), which speak for the signed-in user; on a pro's record staff set
              the pro's password instead (ADR 206). The pro sees when staff acted as them (ADR 304). */}
          {record ? <StaffPasswordForm profile={p} /> : <SignInSettings>{user && <LazyActAsHistory userProfileId={user.id} audience="self" />}</SignInSettings>}
        </>
      )}
    </ProPage>
  );
}

function Channel({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange(on: boolean): void; disabled: boolean }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} disabled={disabled} size="lg" py="1">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

function Channels({ profile, onSaved }: { profile: ProProfile; onSaved(p: ProProfile): void }) {
  const { save, saving } = useProSave(onSaved);
  const set = (channel: 'notificationEmail' | 'notificationSms', on: boolean) =>
    void save(profile.id, (api, id) => putChannels(api, id, { notificationEmail: profile.notificationEmail, notificationSms: profile.notificationSms, [channel]: on ? 1 : 0 }));
  return (
    <Section title={T.notifications}>
      <Fieldset.Root>
        <Fieldset.Legend srOnly>{T.notifications}</Fieldset.Legend>
        <Fieldset.HelperText mb="2">{T.notificationsHelp}</Fieldset.HelperText>
        <Stack gap="2">
          <Channel label={T.email} checked={profile.notificationEmail === 1} onChange={(on) => set('notificationEmail', on)} disabled={saving} />
          <Channel label={T.sms} checked={profile.notificationSms === 1} onChange={(on) => set('notificationSms', on)} disabled={saving} />
        </Stack>
      </Fieldset.Root>
    </Section>
  );
}

/** Staff set a pro's password on the record without knowing the old one (the API allows it). */
function StaffPasswordForm({ profile }: { profile: ProProfile }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = fieldError(PasswordSchema, next);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const answer = await changePassword(api, profile.id, { newPassword: next });
      notify({ kind: 'snackbar', type: 'success', message: answer.message });
      setNext('');
    } catch (error) {
      setError(toApiError(error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Section title={T.password}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <TextField size="lg" label={T.newPassword} type="password" value={next} onChange={setNext} error={error} autoComplete="new-password" helper={PAGE_TEXTS.signup.passwordHelp} />
          <Button type="submit" size="lg" loading={saving} variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            {T.changePassword}
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
