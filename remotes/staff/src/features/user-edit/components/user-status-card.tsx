import { useState } from 'react';
import { Button, Card, Heading, HStack, Stack } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { useApi } from '@floorhire/remote-kit';
import { statusMovesFrom, type StaffStatusMove } from '@floorhire/domain-staff';
import { DEFAULT_ERROR_MESSAGE, userStatusLabel, type UserStatus } from '@floorhire/rules';
import type { UserProfileDto } from '@floorhire/schemas';
import { UserStatusBadge } from '#app/components/status-badge';
import { messageOf } from '#app/lib/errors';
import { STAFF_TEXTS } from '#app/texts';
import { sendWelcome } from '../api/send-welcome';
import { setUserStatus } from '../api/set-user-status';

const T = STAFF_TEXTS.user;

/** The user's status (spec 000 §4) and the moves staff make: archive, block, suspend, and back. */
export function UserStatusCard({ user, onChanged }: { user: UserProfileDto; onChanged(status: UserStatus): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState<StaffStatusMove | 'welcome' | null>(null);
  const status = user.status as UserStatus;

  const move = async (to: StaffStatusMove) => {
    setBusy(to);
    try {
      await setUserStatus(api, user.id, to);
      onChanged(to);
      notify({ kind: 'snackbar', type: 'success', message: T.moved(userStatusLabel(to)) });
    } catch (cause) {
      notify({ kind: 'snackbar', type: 'error', message: messageOf(cause, DEFAULT_ERROR_MESSAGE), duration: 5000 });
    } finally {
      setBusy(null);
    }
  };
  const welcome = async () => {
    setBusy('welcome');
    try {
      await sendWelcome(api, user.id, user.email);
      notify({ kind: 'snackbar', type: 'success', message: T.welcomeSent(user.email) });
    } catch (cause) {
      notify({ kind: 'snackbar', type: 'error', message: messageOf(cause, DEFAULT_ERROR_MESSAGE), duration: 5000 });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2">
            <Heading as="h2" size="md">
              {T.status}
            </Heading>
            <UserStatusBadge status={status} />
          </HStack>
          <HStack gap="2" wrap="wrap">
            {statusMovesFrom(status).map((to) => (
              <Button key={to} size="sm" variant={to === 'normal' ? 'solid' : 'outline'} colorPalette={to === 'normal' ? 'brand' : to === 'suspend' ? 'gray' : 'red'} loading={busy === to} onClick={() => void move(to)}>
                {T.move[to]}
              </Button>
            ))}
            <Button size="sm" variant="ghost" loading={busy === 'welcome'} onClick={() => void welcome()}>
              {T.welcome}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
