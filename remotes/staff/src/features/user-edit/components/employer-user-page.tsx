import { useState } from 'react';
import { Box, Button, Card, Heading, HStack, Stack } from '@floorhire/ui';
import { Link as RouterLink, useParams } from '@floorhire/router';
import { useRemoteProps } from '@floorhire/contract';
import { ActAsHistory } from '@floorhire/feature-act-as-history';
import { Loaded, NotFoundState, useApi } from '@floorhire/remote-kit';
import { STAFF_SPEC_TEXTS } from '@floorhire/domain-staff';
import { fullName, linkTo } from '@floorhire/rules';
import type { UserProfileDto } from '@floorhire/schemas';
import { useUserProfile } from '#app/api/get-user-profile';
import { EmployerPicker, type PickedEmployer } from '#app/components/employer-picker';
import { PageFrame } from '#app/components/page-frame';
import { messageOf } from '#app/lib/errors';
import { STAFF_TEXTS } from '#app/texts';
import { setAuthGroup } from '../api/set-auth-group';
import { setUserEmployers } from '../api/set-user-employers';
import { UserDetailsForm } from '#app/components/user-details-form';
import { UserStatusCard } from './user-status-card';

const T = STAFF_TEXTS.user;
const EMPLOYER_GROUPS = ['Company Admin', 'Hiring Manager'] as const;

/** Company Admin or Hiring Manager (POST user-profile/user-auth-group; 'Error updating auth group'). */
function GroupCard({ user, onSaved }: { user: UserProfileDto; onSaved(next: UserProfileDto): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [busy, setBusy] = useState(false);
  const choose = async (group: (typeof EMPLOYER_GROUPS)[number]) => {
    if (group === user.groupMembership) return;
    setBusy(true);
    try {
      onSaved(await setAuthGroup(api, user.id, group));
      notify({ kind: 'snackbar', type: 'success', message: T.groupSaved });
    } catch {
      notify({ kind: 'snackbar', type: 'error', message: STAFF_SPEC_TEXTS.authGroupUpdateFailed, duration: 5000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root>
      <Card.Body>
        <Stack as="fieldset" gap="2" borderWidth="0" p="0" m="0" aria-busy={busy}>
          <Heading as="legend" size="md" mb="2">
            {T.group}
          </Heading>
          {EMPLOYER_GROUPS.map((group) => (
            <label key={group} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <input type="radio" name="employer-user-group" checked={user.groupMembership === group} onChange={() => void choose(group)} />
              {group}
            </label>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The employers the user belongs to (PUT /user-profile/{id}/employers; at least one). */
function EmployersCard({ user, onSaved }: { user: UserProfileDto; onSaved(next: UserProfileDto): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const [picked, setPicked] = useState<PickedEmployer[]>(user.employerUserMaps.map((m) => ({ id: m.employerId, name: m.employer.name })));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onSaved(await setUserEmployers(api, user.id, picked.map((e) => e.id)));
      notify({ kind: 'snackbar', type: 'success', message: T.employersSaved });
    } catch (cause) {
      setError(messageOf(cause, STAFF_SPEC_TEXTS.userEmployerLoadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {T.employers}
          </Heading>
          <EmployerPicker id="employer-user-employers" value={picked} onChange={setPicked} error={error} />
          <Box>
            <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void save()}>
              {T.save}
            </Button>
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/users/employer/{id}/edit (spec 002 §2): an employer user, their group and employers, status, and act as them. */
export function EmployerUserPage() {
  const raw = useParams().id;
  const id = raw && /^\d+$/u.test(raw) ? Number(raw) : null;
  const user = useUserProfile(id);
  if (id === null) return <NotFoundState />;
  const title = user.data ? fullName(user.data.nameFirst, user.data.nameLast) || user.data.email : T.employerTitle;
  return (
    <PageFrame
      title={title}
      back={{ label: STAFF_TEXTS.users.title, to: linkTo('adminUsers') }}
      maxW="60rem"
      actions={
        <HStack>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={linkTo('adminEmployerUserLogin', { id })}>{T.actAs}</RouterLink>
          </Button>
        </HStack>
      }
    >
      <Loaded resource={user}>
        {(profile) => (
          <Stack gap="5">
            <UserDetailsForm key={`${profile.id}:${profile.nameFirst}:${profile.nameLast}:${profile.phone}`} user={profile} onSaved={user.setData} />
            <GroupCard user={profile} onSaved={user.setData} />
            <EmployersCard key={profile.employerUserMaps.map((m) => m.employerId).join(',')} user={profile} onSaved={user.setData} />
            <UserStatusCard user={profile} onChanged={(status) => user.mutate((p) => (p ? { ...p, status } : p))} />
            <ActAsHistory userProfileId={profile.id} audience="staff" />
          </Stack>
        )}
      </Loaded>
    </PageFrame>
  );
}
