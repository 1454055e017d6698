import { useState } from 'react';
import { Alert, Badge, Button, Card, Heading, HStack, Stack, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { useApi } from '@floorhire/remote-kit';
import { DEFAULT_ERROR_MESSAGE } from '@floorhire/rules';
import type { StaffEmployerSummary } from '@floorhire/domain-staff';
import { messageOf } from '#app/lib/errors';
import { STAFF_TEXTS } from '#app/texts';
import { setTalentSearch } from '../api/set-talent-search';

const T = STAFF_TEXTS.employer;
type Status = StaffEmployerSummary['talentSearch'];

/**
 * Talent Search of the employer (spec 002 §3, §6, §7; ADR 306): a request is enabled or refused,
 * an enabled search disabled, a disabled one enabled. The employer is e-mailed and its open pages
 * hear the change at once (the API publishes feature.changed).
 */
export function TalentSearchCard({ employerId, status, onChanged }: { employerId: number; status: Status; onChanged(status: Status): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState<'Enabled' | 'Disabled' | null>(null);
  const set = async (next: 'Enabled' | 'Disabled') => {
    setBusy(next);
    try {
      await setTalentSearch(api, employerId, next);
      onChanged(next);
      notify({ kind: 'snackbar', type: 'success', message: T.tsSaved(next) });
    } catch (cause) {
      notify({ kind: 'snackbar', type: 'error', message: messageOf(cause, DEFAULT_ERROR_MESSAGE), duration: 5000 });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card.Root data-testid="talent-search-card">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2">
            <Heading as="h2" size="md">
              {T.talentSearch}
            </Heading>
            <Badge colorPalette={status === 'Enabled' ? 'green' : status === 'Requested' ? 'yellow' : 'gray'} data-testid="talent-search-status">
              {status}
            </Badge>
          </HStack>
          {status === 'Requested' && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Description>{T.tsRequested}</Alert.Description>
            </Alert.Root>
          )}
          <HStack gap="2" wrap="wrap">
            {status !== 'Enabled' && (
              <Button size="sm" colorPalette="brand" loading={busy === 'Enabled'} onClick={() => void set('Enabled')}>
                {T.enable}
              </Button>
            )}
            {status === 'Requested' && (
              <Button size="sm" variant="outline" loading={busy === 'Disabled'} onClick={() => void set('Disabled')}>
                {T.refuse}
              </Button>
            )}
            {status === 'Enabled' && (
              <Button size="sm" variant="outline" loading={busy === 'Disabled'} onClick={() => void set('Disabled')}>
                {T.disable}
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {T.tsStatus(status)}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
