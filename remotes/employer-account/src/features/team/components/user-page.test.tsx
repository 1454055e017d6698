import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { Route, Routes } from '@floorhire/router';
import { REMOTE_TEXTS as T } from '#app/texts';
import { UsersPage } from './users-page';
import { UserPage } from './user-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const colleague = (over: Record<string, unknown> = {}) => ({
  id: 8,
  nameFirst: 'Morgan',
  nameLast: 'Lee',
  email: 'morgan@acme.test',
  phone: null,
  avatarUrl: null,
  status: 'normal',
  type: 'Normal',
  notificationEmail: 1,
  notificationSms: 0,
  groupMembership: 'Hiring Manager',
  userAuthGroup: { groupMembership: 'Hiring Manager' },
  userRoles: [{ roleMembership: 'user.employer' }],
  employerUserMaps: [{ employerId: 1, employer: { name: 'Acme', photoUrl: null } }],
  authStrategy: 'password',
  createTs: '2026-01-01T00:00:00Z',
  ...over,
});

describe('team', () => {
  it('lists the team with each group and status, archived people only on request', async () => {
    mounted = await mountPage(UsersPage, {
      api: {
        'GET /employer/1/user-profile': () => [
          { id: 1, nameFirst: 'Olivia', nameLast: 'Owner', email: 'o@acme.test', groupMembership: 'Company Admin', status: 'normal' },
          { id: 8, nameFirst: 'Morgan', nameLast: 'Lee', email: 'morgan@acme.test', groupMembership: 'Hiring Manager', status: 'invited' },
          { id: 9, nameFirst: 'Gone', nameLast: 'Away', email: 'g@acme.test', groupMembership: 'Hiring Manager', status: 'archive' },
        ],
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(2));
    expect(screen.getAllByTestId('team-member')[0]!.textContent).toContain('team member');
    await userEvent.click(screen.getByText(T.team.showArchived));
    expect(screen.getAllByTestId('team-member')).toHaveLength(3);
  });

  it("gives a colleague the calendar role, and shows the API's refusal in its words", async () => {
    let refuse = false;
    const Routed = () => (
      <Routes>
        <Route path="/employer/users/:id" element={<UserPage />} />
      </Routes>
    );
    mounted = await mountPage(Routed, {
      path: '/employer/users/8',
      api: {
        'GET /user-profile/8': () => colleague(),
        'PATCH /employer/1/user-profile/8': (call) =>
          refuse ? failWith(409, 'You are the last Company Admin of Acme. Make someone else a Company Admin first.') : { ...colleague(), roles: ['user.employer', ...((call.body as { roles: string[] }).roles ?? [])] },
      },
    });
    await userEvent.click(await screen.findByText(T.team.calendarRole));
    await userEvent.click(screen.getByRole('button', { name: T.user.saveChanges }));
    await waitFor(() => expect(mounted!.server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ groupMembership: 'Hiring Manager', roles: ['employer.calendar.edit'] }));
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: T.user.saveChanges }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^You are the last Company Admin of Acme/u);
  });
});
