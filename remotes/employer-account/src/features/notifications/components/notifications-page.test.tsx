import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANNEL_SUMMARY_LABELS } from '@floorhire/domain-employer-account';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { REMOTE_TEXTS as T } from '#app/texts';
import { NotificationsPage } from './notifications-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe('notification settings', () => {
  it('shows the channel summary and turns new-candidate text messages off with POST /user-preference/{id}', async () => {
    const preferences = [
      { communicationId: 'EMPLOYER_NEW_CANDIDATE', channelEmail: true, channelSms: true },
      { communicationId: 'EMPLOYER_INTERVIEW_UPDATE', channelEmail: true, channelSms: false },
    ];
    mounted = await mountPage(NotificationsPage, {
      api: {
        'GET /user-profile/me': () => ({ id: 1, nameFirst: 'O', nameLast: 'W', email: 'o@acme.test', phone: '9375550143', avatarUrl: null, status: 'normal', type: 'Normal', notificationEmail: 1, notificationSms: 1, groupMembership: 'Company Admin', userAuthGroup: null, userRoles: [], employerUserMaps: [], authStrategy: 'password', createTs: '2026-01-01T00:00:00Z' }),
        'GET /user-preference/1': () => preferences,
        'POST /user-preference/1': (call) => preferences.map((p) => (p.communicationId === (call.body as { communicationId: string }).communicationId ? call.body : p)),
      },
    });
    expect((await screen.findByTestId('channel-summary')).textContent).toContain(CHANNEL_SUMMARY_LABELS.both);
    const newCandidate = await screen.findByTestId('preference-EMPLOYER_NEW_CANDIDATE');
    await userEvent.click(within(newCandidate).getByText(`New candidate: ${T.notifications.bySms}`));
    await waitFor(() => expect(mounted!.server.calls.find((c) => c.method === 'POST')?.body).toEqual({ communicationId: 'EMPLOYER_NEW_CANDIDATE', channelEmail: true, channelSms: false }));
    expect(within(screen.getByTestId('preference-EMPLOYER_INTERVIEW_UPDATE')).getByText(T.notifications.noSms)).toBeTruthy();
  });
});
