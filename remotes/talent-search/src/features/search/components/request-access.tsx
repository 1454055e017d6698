import { useState } from 'react';
import { Alert, Button, Stack } from '@floorhire/ui';
import { EmployerFeatureSchema } from '@floorhire/schemas';
import { useApi } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';

interface Props {
  employerId: number | null;
  status: 'Disabled' | 'Requested' | 'Enabled' | undefined;
  /** Reloads the gate once the request is stored. */
  onRequested(): void;
}

/**
 * The gate when Talent Search is not on (spec 002 §3: Disabled, Requested, Enabled): the employer
 * asks for it (POST employer-feature, Requested) and staff switch it on. ADR 192.
 */
export function RequestAccess({ employerId, status, onRequested }: Props) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = async () => {
    if (employerId === null) return;
    setBusy(true);
    setError(null);
    try {
      await api.featureFlags.post('/employer-feature', {
        schema: EmployerFeatureSchema,
        body: { employerId, featureName: 'Talent Search', featureStatus: 'Requested' },
      });
      onRequested();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : T.requestFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3" align="start">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{status === 'Requested' ? T.requestedNotice : T.disabledNotice}</Alert.Description>
      </Alert.Root>
      {status !== 'Requested' && employerId !== null && (
        <Button colorPalette="brand" onClick={() => void request()} loading={busy}>
          {T.requestAccess}
        </Button>
      )}
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
