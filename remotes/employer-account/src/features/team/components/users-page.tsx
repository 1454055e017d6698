import { useState } from 'react';
import { Link as RouterLink } from '@floorhire/router';
import { Loaded, NotFoundState, useViewer } from '@floorhire/remote-kit';
import { userStatusLabel, type UserStatus } from '@floorhire/rules';
import type { PersonSummary } from '@floorhire/schemas';
import { Badge, Box, Button, HStack, Link, Stack, Switch, Text } from '@floorhire/ui';
import { SettingsLayout } from '#app/components/settings-layout';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useTeam } from '../api/get-users';

const M = T.team;

function Person({ person, you }: { person: PersonSummary; you: boolean }) {
  const name = `${person.nameFirst} ${person.nameLast}`.trim() || person.email;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="team-member">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
        <Box minW="0">
          <Link asChild fontWeight="semibold" color="green.800">
            <RouterLink to={`/employer/users/${person.id}`} aria-label={M.open(name)}>
              {name} {you && T.user.you}
            </RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {person.email}
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          {person.groupMembership && <Badge colorPalette={person.groupMembership === 'Company Admin' ? 'green' : 'gray'}>{person.groupMembership}</Badge>}
          <Badge variant="outline">{userStatusLabel(person.status as UserStatus, 'employer')}</Badge>
        </HStack>
      </HStack>
    </Box>
  );
}

/** /employer/users: the employer's team (GET employer/{id}/user-profile); needs user.admin or employer.user.edit. */
export function UsersPage() {
  const viewer = useViewer();
  const team = useTeam(viewer.employerId);
  const [showArchived, setShowArchived] = useState(false);
  if (viewer.employerId === null) return <NotFoundState message={T.noEmployer} />;
  return (
    <SettingsLayout title={M.title}>
      <Stack gap="4" maxW="4xl">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted">{M.intro}</Text>
          <Button asChild>
            <RouterLink to="/employer/users/create">{M.add}</RouterLink>
          </Button>
        </HStack>
        <Switch.Root checked={showArchived} onCheckedChange={(e) => setShowArchived(e.checked)} size="sm">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{M.showArchived}</Switch.Label>
        </Switch.Root>
        <Loaded resource={team}>
          {(people) => {
            const shown = people.filter((p) => showArchived || p.status !== 'archive');
            return shown.length <= 1 && !people.some((p) => p.id !== viewer.userId) ? (
              <Text>{M.empty}</Text>
            ) : (
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" data-testid="team-list">
                {shown.map((p) => (
                  <Person key={p.id} person={p} you={p.id === viewer.userId} />
                ))}
              </Stack>
            );
          }}
        </Loaded>
      </Stack>
    </SettingsLayout>
  );
}
