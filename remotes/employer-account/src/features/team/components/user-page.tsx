import { useState } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { EMPLOYER_GROUPS, GRANTABLE_ROLES, type EmployerGroup, type GrantableRole } from '@floorhire/domain-employer-account';
import { useNavigate, useParams } from '@floorhire/router';
import { Loaded, NotFoundState, useApi, useViewer } from '@floorhire/remote-kit';
import { linkTo, userStatusLabel, type UserStatus } from '@floorhire/rules';
import type { UserProfileDto } from '@floorhire/schemas';
import { Badge, Box, Button, Card, Checkbox, Heading, HStack, SelectField, Stack, Text } from '@floorhire/ui';
import { SettingsLayout } from '#app/components/settings-layout';
import { REMOTE_TEXTS as T } from '#app/texts';
import { archiveTeamMember } from '../api/archive-user';
import { useColleague } from '../api/get-user';
import { changeTeamMember } from '../api/patch-user';
import { sendWelcomeEmail } from '../api/send-welcome';

const U = T.user;
const GROUP_OPTIONS = EMPLOYER_GROUPS.map((g) => ({ value: g, label: g }));
const ROLE_LABELS: Record<GrantableRole, string> = { 'employer.calendar.edit': T.team.calendarRole };

function Member({ employerId, person, onChanged }: { employerId: number; person: UserProfileDto; onChanged(p: Partial<UserProfileDto>): void }) {
  const api = useApi();
  const viewer = useViewer();
  const navigate = useNavigate();
  const { notify } = useRemoteProps();
  const held = person.userRoles.map((r) => r.roleMembership);
  const [group, setGroup] = useState<EmployerGroup>((person.groupMembership as EmployerGroup | null) ?? 'Hiring Manager');
  const [granted, setGranted] = useState<GrantableRole[]>(GRANTABLE_ROLES.filter((r) => held.includes(r)));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'save' | 'archive' | 'welcome' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = `${person.nameFirst} ${person.nameLast}`.trim() || person.email;
  const archived = person.status === 'archive';

  const run = async (what: 'save' | 'archive' | 'welcome', work: () => Promise<void>) => {
    setBusy(what);
    setError(null);
    try {
      await work();
    } catch (e) {
      // 'You are the last Company Admin …' and other refusals, in the API's words.
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const save = () =>
    run('save', async () => {
      const answer = await changeTeamMember(api, employerId, person.id, { groupMembership: group, roles: granted });
      onChanged({ groupMembership: answer.groupMembership as UserProfileDto['groupMembership'], userRoles: answer.roles.map((roleMembership) => ({ roleMembership })) });
      notify({ kind: 'snackbar', type: 'success', message: U.saved });
    });
  const archive = () =>
    run('archive', async () => {
      await archiveTeamMember(api, employerId, person.id);
      notify({ kind: 'snackbar', type: 'success', message: U.archived(name) });
      navigate(linkTo('employerUsers'));
    });
  const welcome = () =>
    run('welcome', async () => {
      await sendWelcomeEmail(api, { userProfileId: person.id, email: person.email, employerId });
      notify({ kind: 'snackbar', type: 'success', message: U.welcomeSent });
    });

  return (
    <Stack gap="5" maxW="3xl">
      <Box>
        <Heading as="h2" size="lg">
          {name} {person.id === viewer.userId && U.you}
        </Heading>
        <Text color="fg.muted" wordBreak="break-all">
          {person.email}
        </Text>
        <Badge mt="1" variant="outline" data-testid="member-status">
          {userStatusLabel(person.status as UserStatus, 'employer')}
        </Badge>
      </Box>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {!archived && (
        <Card.Root as="section" aria-labelledby="member-roles">
          <Card.Body gap="4">
            <Heading as="h3" size="md" id="member-roles">
              {T.team.group}
            </Heading>
            <SelectField label={T.team.group} helper={U.groupHelp} value={group} onChange={(value) => setGroup(value as EmployerGroup)} options={GROUP_OPTIONS} />
            <Stack gap="2" role="group" aria-labelledby="member-more-roles">
              <Text fontWeight="medium" id="member-more-roles">
                {U.rolesTitle}
              </Text>
              {GRANTABLE_ROLES.map((role) => (
                <Checkbox.Root key={role} checked={granted.includes(role)} onCheckedChange={(e) => setGranted((list) => (e.checked === true ? [...list, role] : list.filter((r) => r !== role)))}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{ROLE_LABELS[role]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            <Button alignSelf="flex-start" onClick={() => void save()} loading={busy === 'save'}>
              {U.saveChanges}
            </Button>
          </Card.Body>
        </Card.Root>
      )}
      {!archived && (
        <HStack gap="3" wrap="wrap">
          {person.status === 'invited' && (
            <Button variant="outline" onClick={() => void welcome()} loading={busy === 'welcome'}>
              {U.welcome}
            </Button>
          )}
          {confirming ? (
            <HStack gap="2" wrap="wrap" role="group" aria-label={U.confirmArchive(name)}>
              <Text fontWeight="medium">{U.confirmArchive(name)}</Text>
              <Button colorPalette="red" onClick={() => void archive()} loading={busy === 'archive'}>
                {U.archive}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {T.cancel}
              </Button>
            </HStack>
          ) : (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              {U.archive}
            </Button>
          )}
        </HStack>
      )}
      {!archived && (
        <Text fontSize="sm" color="fg.muted">
          {U.archiveHelp}
        </Text>
      )}
    </Stack>
  );
}

/** /employer/users/{id}: a colleague's group, granted roles (the calendar role), welcome e-mail, archiving. */
export function UserPage() {
  const viewer = useViewer();
  const { id } = useParams();
  const userId = id && /^\d{1,10}$/u.test(id) ? Number(id) : null;
  const person = useColleague(userId);
  if (viewer.employerId === null || userId === null) return <NotFoundState message={U.notFound} />;
  return (
    <SettingsLayout title={T.team.title}>
      <Loaded resource={person}>{(p) => <Member employerId={viewer.employerId!} person={p} onChanged={(change) => person.mutate((cur) => (cur ? { ...cur, ...change } : cur))} />}</Loaded>
    </SettingsLayout>
  );
}
