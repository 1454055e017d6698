import { useState } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { CHANNEL_SUMMARY_LABELS, COMMUNICATION_DEFAULTS, COMMUNICATION_LABELS, type NotificationPreference } from '@floorhire/domain-employer-account';
import { Loaded, useApi, useViewer } from '@floorhire/remote-kit';
import { channelSummary, formatPhone } from '@floorhire/rules';
import type { UserProfileDto } from '@floorhire/schemas';
import { Box, Card, Fieldset, Heading, Stack, Switch, Text } from '@floorhire/ui';
import { SettingsLayout } from '#app/components/settings-layout';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useMe } from '../api/get-me';
import { patchChannels } from '../api/patch-channels';
import { usePreferences } from '../api/get-preferences';
import { savePreference } from '../api/save-preference';

const N = T.notifications;

function Toggle({ label, checked, disabled, onChange, testId }: { label: string; checked: boolean; disabled?: boolean; onChange(on: boolean): void; testId?: string }) {
  return (
    <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(e) => onChange(e.checked)} py="1" {...(testId ? { 'data-testid': testId } : {})}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

function Channels({ me, onSaved }: { me: UserProfileDto; onSaved(me: UserProfileDto): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [saving, setSaving] = useState(false);
  const set = async (key: 'notificationEmail' | 'notificationSms', on: boolean) => {
    setSaving(true);
    try {
      onSaved(await patchChannels(api, me.id, { [key]: on ? 1 : 0 }));
      notify({ kind: 'snackbar', type: 'success', message: N.saved });
    } catch (e) {
      notify({ kind: 'snackbar', type: 'error', message: e instanceof Error ? e.message : String(e), duration: 5000 });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card.Root as="section" aria-labelledby="channels-title">
      <Card.Body gap="2">
        <Fieldset.Root>
          <Fieldset.Legend asChild>
            <Heading as="h2" size="md" id="channels-title">
              {N.channelsTitle}
            </Heading>
          </Fieldset.Legend>
          <Fieldset.HelperText>{N.channelsIntro}</Fieldset.HelperText>
          <Stack gap="1" mt="2">
            <Toggle label={N.email(me.email)} checked={me.notificationEmail === 1} disabled={saving} onChange={(on) => void set('notificationEmail', on)} testId="channel-email" />
            <Toggle label={me.phone ? N.sms(formatPhone(me.phone)) : N.smsNoPhone} checked={me.notificationSms === 1} disabled={saving || !me.phone} onChange={(on) => void set('notificationSms', on)} testId="channel-sms" />
          </Stack>
        </Fieldset.Root>
        <Text fontSize="sm" data-testid="channel-summary">
          {N.summary} {CHANNEL_SUMMARY_LABELS[channelSummary(me.notificationEmail, me.notificationSms)]}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Preferences({ userId, list, onSaved }: { userId: number; list: NotificationPreference[]; onSaved(list: NotificationPreference[]): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [saving, setSaving] = useState<string | null>(null);
  const save = async (next: NotificationPreference) => {
    setSaving(next.communicationId);
    try {
      onSaved(await savePreference(api, userId, next));
      notify({ kind: 'snackbar', type: 'success', message: N.saved });
    } catch (e) {
      notify({ kind: 'snackbar', type: 'error', message: e instanceof Error ? e.message : String(e), duration: 5000 });
    } finally {
      setSaving(null);
    }
  };
  return (
    <Card.Root as="section" aria-labelledby="preferences-title">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="preferences-title">
          {N.perNotification}
        </Heading>
        {list.map((p) => {
          const label = COMMUNICATION_LABELS[p.communicationId];
          const busy = saving === p.communicationId;
          return (
            <Fieldset.Root key={p.communicationId} data-testid={`preference-${p.communicationId}`}>
              <Fieldset.Legend fontWeight="semibold">{label.title}</Fieldset.Legend>
              <Fieldset.HelperText>{label.description}</Fieldset.HelperText>
              <Stack gap="1" mt="1">
                <Toggle label={`${label.title}: ${N.byEmail}`} checked={p.channelEmail} disabled={busy} onChange={(on) => void save({ ...p, channelEmail: on })} />
                {COMMUNICATION_DEFAULTS[p.communicationId].sms ? (
                  <Toggle label={`${label.title}: ${N.bySms}`} checked={p.channelSms} disabled={busy} onChange={(on) => void save({ ...p, channelSms: on })} />
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    {N.noSms}
                  </Text>
                )}
              </Stack>
            </Fieldset.Root>
          );
        })}
      </Card.Body>
    </Card.Root>
  );
}

/** /employer/settings/notifications: the profile's channels and each notification's (spec 002 §3, §7). */
export function NotificationsPage() {
  const viewer = useViewer();
  const me = useMe();
  const preferences = usePreferences(viewer.userId);
  return (
    <SettingsLayout title={N.title}>
      <Stack gap="5" maxW="3xl">
        <Loaded resource={me}>{(m) => <Channels me={m} onSaved={me.setData} />}</Loaded>
        <Box>
          <Loaded resource={preferences}>{(list) => <Preferences userId={viewer.userId} list={list} onSaved={preferences.setData} />}</Loaded>
        </Box>
      </Stack>
    </SettingsLayout>
  );
}
