import { useEffect, useState } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { CALENDAR_PROVIDERS } from '@floorhire/domain-applications';
import { Loaded, useApi, useViewer } from '@floorhire/remote-kit';
import { formatDate, formatTime, linkTo } from '@floorhire/rules';
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@floorhire/ui';
import { SettingsLayout } from '#app/components/settings-layout';
import { REMOTE_TEXTS as T } from '#app/texts';
import { checkPrimary } from '../api/check-primary';
import { disconnectCalendar } from '../api/disconnect';
import { useCalendarPublicData } from '../api/get-public-data';
import { startConnect } from '../api/start-connect';

const C = T.calendar;
// The calendar callback page (applicants remote) returns to the address kept under this key.
const CALENDAR_RETURN_KEY = 'floorhire.applicants.calendarReturn';

type Primary = { state: 'checking' } | { state: 'ready'; id: string; at: Date } | { state: 'missing'; at: Date };

/** The primary-calendar check (GET check-primary-calendar-id): one try now, lastRetry on the user's second. */
function PrimaryCheck() {
  const api = useApi();
  const [primary, setPrimary] = useState<Primary>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setPrimary({ state: 'checking' });
    checkPrimary(api, attempt > 0, controller.signal).then(
      (answer) => setPrimary(answer.ready && answer.primaryCalendarId ? { state: 'ready', id: answer.primaryCalendarId, at: new Date() } : { state: 'missing', at: new Date() }),
      () => setPrimary({ state: 'missing', at: new Date() }),
    );
    return () => controller.abort();
  }, [api, attempt]);
  return (
    <Box role="status" data-testid="primary-calendar">
      {primary.state === 'checking' && <Text>{C.primaryWaiting}</Text>}
      {primary.state === 'ready' && <Text>{C.primaryReady(primary.id)}</Text>}
      {primary.state === 'missing' && (
        <HStack gap="3" wrap="wrap">
          <Text>{C.primaryMissing}</Text>
          <Button size="xs" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {C.checkAgain}
          </Button>
        </HStack>
      )}
      {primary.state !== 'checking' && (
        <Text fontSize="sm" color="fg.muted">
          {C.lastChecked(`${formatDate(primary.at)} ${formatTime(primary.at)}`)}
        </Text>
      )}
    </Box>
  );
}

/** /employer/settings/calendar: connect or disconnect Google or Microsoft (spec 002 §5, §7); needs employer.calendar.edit. */
export function CalendarPage() {
  const api = useApi();
  const viewer = useViewer();
  const { notify } = useRemoteProps();
  const data = useCalendarPublicData(viewer.userId);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const connect = async (provider: string) => {
    setBusy(provider);
    setError(null);
    try {
      const { url } = await startConnect(api, provider);
      try {
        sessionStorage.setItem(CALENDAR_RETURN_KEY, linkTo('employerCalendarSettings'));
      } catch {
        // Blocked storage: the callback page then lands on the dashboard.
      }
      window.location.assign(url);
    } catch (e) {
      // 'Invalid calendar provider' and any other refusal, in the API's words.
      setError(e instanceof Error ? e.message : String(e));
      setBusy(null);
    }
  };

  const disconnect = async (accountId: number) => {
    setBusy(String(accountId));
    try {
      await disconnectCalendar(api, accountId);
      data.reload();
      notify({ kind: 'snackbar', type: 'success', message: C.disconnected });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsLayout title={C.title}>
      <Stack gap="5" maxW="3xl">
        <Text color="fg.muted">{C.intro}</Text>
        {error && (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        )}
        <Loaded resource={data}>
          {(d) => (
            <Card.Root as="section" aria-labelledby="calendar-accounts">
              <Card.Body gap="4">
                <Heading as="h2" size="md" id="calendar-accounts">
                  {d.connected ? C.connected : C.notConnected}
                </Heading>
                {d.accounts.map((a) => (
                  <HStack key={a.id} justify="space-between" wrap="wrap" gap="2" data-testid="calendar-account">
                    <Box>
                      <Text fontWeight="medium">{C.account(C.providers[a.provider as keyof typeof C.providers] ?? a.provider, a.email)}</Text>
                      <Badge colorPalette="green">{C.connected}</Badge>
                    </Box>
                    <Button size="sm" variant="outline" onClick={() => void disconnect(a.id)} loading={busy === String(a.id)}>
                      {C.disconnect}
                    </Button>
                  </HStack>
                ))}
                {d.connected && <PrimaryCheck />}
                <HStack gap="2" wrap="wrap">
                  {CALENDAR_PROVIDERS.map((p) => (
                    <Button key={p} variant={d.connected ? 'outline' : 'solid'} onClick={() => void connect(p)} loading={busy === p}>
                      {C.connect(C.providers[p])}
                    </Button>
                  ))}
                </HStack>
              </Card.Body>
            </Card.Root>
          )}
        </Loaded>
      </Stack>
    </SettingsLayout>
  );
}
