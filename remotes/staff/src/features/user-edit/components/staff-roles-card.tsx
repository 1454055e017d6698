import { useState } from 'react';
import { Card, Heading, Stack, Switch, Text } from '@floorhire/ui';
import { useRemoteProps } from '@floorhire/contract';
import { useApi } from '@floorhire/remote-kit';
import { STAFF_GRANTABLE_ROLES, type StaffGrantableRole } from '@floorhire/domain-staff';
import { DEFAULT_ERROR_MESSAGE } from '@floorhire/rules';
import type { UserProfileDto } from '@floorhire/schemas';
import { messageOf } from '#app/lib/errors';
import { STAFF_TEXTS } from '#app/texts';
import { setStaffRoles } from '../api/set-staff-roles';

const T = STAFF_TEXTS.user.roles;

const heldBy = (user: UserProfileDto): StaffGrantableRole[] => STAFF_GRANTABLE_ROLES.filter((role) => user.userRoles.some((r) => r.roleMembership === role));

/**
 * The staff roles of a staff user (ADR 305): today whether they edit the taxonomy (ADR 311), which
 * nothing else in the product grants.
 */
export function StaffRolesCard({ user, onChanged }: { user: UserProfileDto; onChanged(roles: StaffGrantableRole[]): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState(false);
  const held = heldBy(user);

  const toggle = async (role: StaffGrantableRole, on: boolean) => {
    setBusy(true);
    try {
      const answer = await setStaffRoles(api, user.id, on ? [...held, role] : held.filter((r) => r !== role));
      onChanged(answer.roles);
      notify({ kind: 'snackbar', type: 'success', message: T.saved });
    } catch (cause) {
      notify({ kind: 'snackbar', type: 'error', message: messageOf(cause, DEFAULT_ERROR_MESSAGE), duration: 5000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="staff-roles">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="staff-roles">
            {T.title}
          </Heading>
          <Text color="fg.muted">{T.intro}</Text>
          {STAFF_GRANTABLE_ROLES.map((role) => (
            <Switch.Root key={role} checked={held.includes(role)} disabled={busy} onCheckedChange={(e) => void toggle(role, e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{T.labels[role]}</Switch.Label>
            </Switch.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
