import { Stack } from '@floorhire/ui';
import { useParams } from '@floorhire/router';
import { Loaded, NotFoundState } from '@floorhire/remote-kit';
import { STAFF_GRANTABLE_ROLES } from '@floorhire/domain-staff';
import { fullName, linkTo } from '@floorhire/rules';
import { useUserProfile } from '#app/api/get-user-profile';
import { PageFrame } from '#app/components/page-frame';
import { STAFF_TEXTS } from '#app/texts';
import { UserDetailsForm } from '#app/components/user-details-form';
import { StaffRolesCard } from './staff-roles-card';
import { UserStatusCard } from './user-status-card';

/** /admin/users/admin/{id}: a staff user (spec 002 §2): name and phone, status, the welcome e-mail, staff roles. */
export function StaffUserPage() {
  const raw = useParams().id;
  const id = raw && /^\d+$/u.test(raw) ? Number(raw) : null;
  const user = useUserProfile(id);
  if (id === null) return <NotFoundState />;
  const title = user.data ? fullName(user.data.nameFirst, user.data.nameLast) || user.data.email : STAFF_TEXTS.user.staffTitle;
  return (
    <PageFrame title={title} back={{ label: STAFF_TEXTS.users.title, to: linkTo('adminUsers', {}, { groupMembership: 'Super Admin' }) }} maxW="60rem">
      <Loaded resource={user}>
        {(profile) => (
          <Stack gap="5">
            <UserDetailsForm key={`${profile.id}:${profile.nameFirst}:${profile.nameLast}:${profile.phone}`} user={profile} onSaved={user.setData} />
            <UserStatusCard user={profile} onChanged={(status) => user.mutate((p) => (p ? { ...p, status } : p))} />
            <StaffRolesCard user={profile} onChanged={(roles) => user.mutate((p) => (p ? { ...p, userRoles: [...p.userRoles.filter((r) => !(STAFF_GRANTABLE_ROLES as readonly string[]).includes(r.roleMembership)), ...roles.map((roleMembership) => ({ roleMembership }))] } : p))} />
          </Stack>
        )}
      </Loaded>
    </PageFrame>
  );
}
