import type { ProProfile } from '@floorhire/domain-pro-profile';
import { SignInSettings } from '@floorhire/feature-sign-in';
import { Fieldset, Stack, Switch } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { ProPage, Section } from '#app/components/pro-page';
import { useProProfile, useProSave } from '#app/api/pro-profile';
import { putChannels } from '../api/settings';

const T = PAGE_TEXTS.settings;

/** /pro/settings: notification channels and the sign-in settings. */
export function SettingsPage() {
  const profile = useProProfile();
  return (
    <ProPage title={PAGE_TEXTS.sections.settings} profile={profile}>
      {(p) => (
        <>
          <Channels profile={p} onSaved={profile.setData} />
          {/* Password, linked Google or Facebook, login links: the shared sign-in settings (ADR 296). */}
          <SignInSettings />
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
