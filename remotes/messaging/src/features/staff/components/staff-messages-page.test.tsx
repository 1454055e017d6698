import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import type { ConversationListItem } from '@floorhire/domain-messaging';
import { REMOTE_TEXTS as T } from '#app/texts';
import { StaffMessagesPage } from './staff-messages-page';

configure({ asyncUtilTimeout: 10_000 });

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const conversation: ConversationListItem = {
  conversationId: 9,
  employerId: 3,
  employerName: 'Acme',
  userProfileId: 101,
  latestMessageText: 'See you Monday',
  activeTs: '2026-11-25T10:00:00.000Z',
  read: true,
  jobId: 4,
  jobTitle: 'Machinist',
  jobApplicantId: 41,
  jobApplicantStatus: 'Review',
  status: 'active',
  proUserFirstName: 'Ann',
  proUserLastName: 'Lee',
  proUserProfileId: 101,
};
const recent = [{ id: 77, conversationId: 9, senderId: 101, message: 'See you Monday', createTs: '2026-11-25T10:00:00.000Z', status: 'sent', direction: 'inbound', sender: null, sendAt: null, employerName: 'Acme', proName: 'Ann Lee' }];
const panel = { userProfileId: 101, proId: 9, nameFirst: 'Ann', nameLast: 'Lee', phone: '(312) 555-0100', city: 'Chicago', state: 'IL', optedOut: false, locked: false, applications: [], work: [], education: [] };

function api(statuses: unknown[]) {
  return {
    'GET /conversation/admin/headers': () => ({ conversations: [], count: 0 }),
    'GET /message/user': () => ({ conversations: [conversation], count: 1 }),
    'GET /message': () => recent,
    'GET /message/conversation/:id': () => recent,
    'GET /conversation/:id/pro': () => panel,
    'GET /top-matches': () => ({ conversationId: 9, preferredJobTitle: null, matches: [] }),
    'GET /pro/:id/note': () => [],
    'PUT /conversation/admin/:id/status': (c: { body: unknown }) => {
      statuses.push(c.body);
      return { conversationId: 9, status: (c.body as { status: string }).status };
    },
  };
}

describe('staff messages (/admin/messages)', { timeout: 30_000 }, () => {
  it('reads the newest messages, opens one in its conversation with the pro panel and staff notes, and disables it', async () => {
    const statuses: unknown[] = [];
    mounted = await mountPage(StaffMessagesPage, { api: api(statuses), path: '/admin/messages' });
    await userEvent.click(await screen.findByRole('button', { name: T.recentMessages }));
    const item = (await screen.findAllByTestId('recent-message'))[0]!;
    expect(item.textContent).toContain(T.fromTo('Ann Lee', 'Acme'));
    const recentCall = mounted.server.calls.find((c) => c.path === '/message')!;
    expect(JSON.parse(recentCall.query.get('filter')!)).toMatchObject({ limit: 20, skip: 0, createTsLte: expect.any(String) });
    await userEvent.click(within(item).getByRole('button', { name: T.openConversation }));
    expect(await screen.findByTestId('pro-panel')).toBeTruthy();
    expect(JSON.parse(mounted.server.calls.find((c) => c.path === '/message/user')!.query.get('filter')!)).toEqual({ search: '9' });
    await waitFor(() => expect(mounted!.server.calls.some((c) => c.path === '/pro/101/note')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: T.disableConversation }));
    await waitFor(() => expect(statuses).toEqual([{ status: 'disabled' }]));
    expect(await screen.findByTestId('conversation-disabled')).toBeTruthy();
    expect((screen.getByLabelText(T.messageLabel) as HTMLTextAreaElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: T.enableConversation }));
    await waitFor(() => expect(statuses).toEqual([{ status: 'disabled' }, { status: 'active' }]));
  });
});
