import { useState } from 'react';
import { Button, Flex, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import type { CalendarProvider, CalendarPublicDataSchema } from '@floorhire/domain-applications';
import type * as v from 'valibot';
import { useApi, toApiError, type Resource } from '@floorhire/remote-kit';
import type { Viewer } from '#app/lib/use-viewer';
import { REMOTE_TEXTS as T } from '#app/texts';
import { disconnectCalendar, startCalendarAuth } from '../api/calendar-auth';

/** Where the callback page returns to; an address, never a credential. */
export const CALENDAR_RETURN_KEY = 'floorhire.applicants.calendarReturn';

const PROVIDER_NAMES: Readonly<Record<CalendarProvider, string>> = { google: 'Google', microsoft: 'Microsoft' };

export function CalendarConnect({ viewer, data }: { viewer: Viewer; data: Resource<v.InferOutput<typeof CalendarPublicDataSchema>> }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState(false);
  const account = data.data?.accounts[0];

  const connect = async (provider: CalendarProvider) => {
    setBusy(true);
    try {
      const answer = await startCalendarAuth(api, provider);
      try {
        sessionStorage.setItem(CALENDAR_RETURN_KEY, `${window.location.pathname}${window.location.search}`);
      } catch {
        // Blocked storage: the callback falls back to the dashboard.
      }
      window.location.assign(answer.url);
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message });
      setBusy(false);
    }
  };

  const disconnect = async () => {
    if (!account) return;
    setBusy(true);
    try {
      await disconnectCalendar(api, account.id);
      data.reload();
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message });
    } finally {
      setBusy(false);
    }
  };

  if (!data.data) return null;
  return (
    <Flex gap="2" wrap="wrap" align="center" fontSize="sm" data-testid="calendar-connect">
      <Text fontWeight="semibold">{T.calendar}:</Text>
      {account ? (
        <>
          <Text>{T.connectedAs(PROVIDER_NAMES[account.provider], account.email)}</Text>
          <Button size="xs" variant="ghost" onClick={() => void disconnect()} loading={busy}>
            {T.disconnect}
          </Button>
        </>
      ) : viewer.canConnectCalendar ? (
        <>
          <Button size="xs" variant="outline" onClick={() => void connect('google')} disabled={busy}>
            {T.connectGoogle}
          </Button>
          <Button size="xs" variant="outline" onClick={() => void connect('microsoft')} disabled={busy}>
            {T.connectMicrosoft}
          </Button>
        </>
      ) : (
        <Text color="fg.muted">{T.calendarNeedsRole}</Text>
      )}
    </Flex>
  );
}
