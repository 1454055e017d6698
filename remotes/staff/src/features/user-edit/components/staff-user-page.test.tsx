import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { Route, Routes } from '@floorhire/router';
import type { UserProfileDto } from '@floorhire/schemas';
import { STAFF_TEXTS } from '#app/texts';
import { StaffUserPage } from './staff-user-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  window.history.pushState(null, '', '/');
});

const STAFF = { id: 5, email: 'admin@floorhire.test', nameFirst: 'Ada', nameLast: 'Admin', groupMembership: 'Super Admin' as const, roles: ['user.admin'], activeEmployerId: null };

const colleague: UserProfileDto = {
  id: 9, nameFirst: 'Casey', nameLast: 'Curator', email: 'casey@floorhire.test', phone: null, avatarUrl: null, status: 'normal', type: 'Super Admin', notificationEmail: 1, notificationSms: 0,
  groupMembership: 'Super Admin', userAuthGroup: { groupMembership: 'Super Admin' }, userRoles: [{ roleMembership: 'user.admin' }], employerUserMaps: [], authStrategy: 'local', createTs: '2026-11-01T15:00:00.000Z',
};

function StaffRoutes() {
  return (
    <Routes>
      <Route path="/admin/users/admin/:id" element={<StaffUserPage />} />
    </Routes>
  );
}

describe('/admin/users/admin/{id}', { timeout: 30_000 }, () => {
  it('gives a staff user the taxonomy role with a switch and shows it held; taking it back sends none', async () => {
    mounted = await mountPage(StaffRoutes, {
      user: STAFF,
      path: '/admin/users/admin/9',
      api: {
        'GET /user-profile/:id': () => colleague,
        'PUT /user-profile/:id/roles': (call: { body: unknown }) => ({ id: 9, roles: (call.body as { roles: string[] }).roles }),
      },
    });
    const toggle = await screen.findByRole('checkbox', { name: STAFF_TEXTS.user.roles.labels.taxonomy });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    await userEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(mounted.server.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/user-profile/9/roles', { roles: ['taxonomy'] }],
      ['/user-profile/9/roles', { roles: [] }],
    ]);
  });
});
