import { useState } from 'react';
import { Alert, Badge, Box, Button, Card, HStack, Heading, Stack, Text } from '@floorhire/ui';
import { useLocation } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { ActAsHistory } from '@floorhire/feature-act-as-history';
import { STATUSES_WITHOUT_SESSION } from '@floorhire/domain-staff';
import { useApi } from '@floorhire/remote-kit';
import { fullName, type UserStatus } from '@floorhire/rules';
import type { UserProfileDto } from '@floorhire/schemas';
import { startActAs } from '#app/api/start-act-as';
import { UserStatusBadge } from '#app/components/status-badge';
import { messageOf } from '#app/lib/errors';
import { STAFF_TEXTS } from '#app/texts';

const T = STAFF_TEXTS.actAs;

/**
 * Act as a user (spec 002 §2 users/employer/{id}/login and the pro's login sub-page; ADR 301):
 * who the user is, what acting means, the button that starts it, and the audit trail below.
 * The shell takes the session over and goes to the user's home when it hears act-as.changed.
 */
export function ActAsPanel({ user }: { user: UserProfileDto }) {
  const api = useApi();
  const { bus } = useRemoteProps();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = fullName(user.nameFirst, user.nameLast) || user.email;
  const staffAccount = user.type === 'Super Admin' || user.groupMembership === 'Super Admin';
  const stopped = (STATUSES_WITHOUT_SESSION as readonly string[]).includes(user.status);
  const blocker = staffAccount ? T.staff : user.groupMembership === null ? T.noGroup : stopped ? T.cannot : null;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await startActAs(api, user.id, pathname);
      bus.emit('act-as.changed', { state: 'started' });
    } catch (cause) {
      setError(messageOf(cause, STAFF_TEXTS.actAs.cannot));
      setBusy(false);
    }
  };

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <Heading as="h2" size="md">
              {T.title(name)}
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Text>{user.email}</Text>
              {user.groupMembership && <Badge>{user.groupMembership}</Badge>}
              <UserStatusBadge status={user.status as UserStatus} />
            </HStack>
            {user.employerUserMaps.length > 0 && <Text color="fg.muted">{user.employerUserMaps.map((m) => m.employer.name).join(', ')}</Text>}
            <Text>{T.explain}</Text>
            {blocker ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Description>{blocker}</Alert.Description>
              </Alert.Root>
            ) : (
              <Box>
                <Button colorPalette="brand" loading={busy} loadingText={T.starting} onClick={() => void start()} data-testid="start-act-as">
                  {T.start(name)}
                </Button>
              </Box>
            )}
            {error && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{error}</Alert.Description>
              </Alert.Root>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      <ActAsHistory userProfileId={user.id} audience="staff" />
    </Stack>
  );
}
