import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { MESSAGING_TEXTS, type ConversationListItem, type Message } from '@floorhire/domain-messaging';
import { REMOTE_TEXTS as T } from '#app/texts';
import { ConversationsPage } from './conversations-page';

// Journeys through a whole page: on a busy machine a step can take more than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const item = (id: number, first: string, patch: Partial<ConversationListItem> = {}): ConversationListItem => ({
  conversationId: id,
  employerId: 1,
  employerName: 'Acme',
  userProfileId: 100 + id,
  latestMessageText: `latest ${id}`,
  activeTs: new Date(Date.now() - id * 60_000).toISOString(),
  read: true,
  jobId: 4,
  jobTitle: 'Machinist',
  jobApplicantId: 40 + id,
  jobApplicantStatus: 'Review',
  status: 'active',
  proUserFirstName: first,
  proUserLastName: 'Lee',
  proUserProfileId: 100 + id,
  ...patch,
});

const message = (id: number, text: string, direction: Message['direction'] = 'outbound'): Message => ({
  id,
  conversationId: 1,
  senderId: direction === 'outbound' ? 1 : 101,
  message: text,
  createTs: new Date(Date.UTC(2026, 10, 1, 10, id)).toISOString(),
  status: 'sent',
  direction,
  sender: { id: 1, nameFirst: 'Olivia' },
  sendAt: null,
});

const panel = { userProfileId: 101, proId: 9, nameFirst: 'Ann', nameLast: 'Lee', phone: '(312) 555-0100', city: 'Chicago', state: 'IL', optedOut: false, locked: false, applications: [{ id: 41, jobId: 4, jobTitle: 'Machinist', status: 'Review' as const, createTs: '2026-11-01T10:00:00.000Z', url: '/employer/jobs/4/pro/101/application/41' }], work: [{ id: 7, employerName: 'Acme Tool', jobTitle: 'CNC Operator', startYYYYMM: 201901, endYYYYMM: null }], education: [] };
const top = { conversationId: 1, preferredJobTitle: 'Machinist', matches: [{ id: 4, jobTitle: 'Machinist', city: 'Elgin', state: 'IL' }, { id: 5, jobTitle: 'Welder', city: null, state: null }] };

function api(overrides: Record<string, (c: { body: unknown; query: URLSearchParams }) => unknown> = {}) {
  return {
    'GET /conversation': () => ({ conversations: [item(1, 'Ann'), item(2, 'Bo', { read: false })], count: 2 }),
    'GET /message/conversation/:id/messages': (c: { query: URLSearchParams }) =>
      c.query.get('page') === '2' ? { messages: [message(1, 'oldest')], page: 2, pageSize: 20, count: 21 } : { messages: Array.from({ length: 20 }, (_, i) => message(i + 2, `m${i + 2}`)), page: 1, pageSize: 20, count: 21 },
    'GET /conversation/:id/pro': () => panel,
    'GET /top-matches': () => top,
    'GET /score': () => failWith(404, 'Score unavailable'),
    'GET /job-applicant/:id': () => ({ id: 41, score: 7.5 }),
    'GET /employer/:e/pro/:p/note': () => [],
    'POST /conversation/:id/read': () => ({ conversationId: 1, read: true }),
    'POST /conversation/:id/unread': () => ({ conversationId: 1, read: false }),
    ...overrides,
  };
}

describe('conversations page (spec 002 §2, §4, §9)', { timeout: 30_000 }, () => {
  it('lists conversations in the All Open bucket and opens one with 20 messages, the counter and older pages', async () => {
    mounted = await mountPage(ConversationsPage, { api: api(), path: '/employer/messages' });
    await screen.findAllByTestId('conversation');
    const listCall = mounted.server.calls.find((c) => c.path === '/conversation')!;
    expect(listCall.query.get('employerId')).toBe('1');
    expect(JSON.parse(listCall.query.get('filter')!)).toMatchObject({ type: 'employer-conversations', bucket: 'All Open' });
    await userEvent.click(screen.getAllByTestId('conversation')[0]!);
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(20));
    expect(screen.getByTestId('page-counter').textContent).toBe(T.pageCounter(20, 21));
    await userEvent.click(screen.getByRole('button', { name: T.loadEarlier }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(21));
    expect(screen.getAllByTestId('message')[0]!.textContent).toContain('oldest');
    expect(await screen.findByTestId('pro-panel')).toBeTruthy();
  });

  it('filters by bucket', async () => {
    mounted = await mountPage(ConversationsPage, { api: api(), path: '/employer/messages' });
    await screen.findAllByTestId('conversation');
    await userEvent.click(screen.getByRole('button', { name: 'Hired' }));
    await waitFor(() => expect(mounted!.server.calls.filter((c) => c.path === '/conversation').map((c) => JSON.parse(c.query.get('filter')!).bucket)).toContain('Hired'));
  });

  it('reads an unread conversation on open, and marks it unread', async () => {
    mounted = await mountPage(ConversationsPage, { api: api(), path: '/employer/messages?conversationId=2' });
    await waitFor(() => expect(mounted!.server.calls.some((c) => c.method === 'POST' && c.path === '/conversation/2/read')).toBe(true), { timeout: 10_000 });
    await userEvent.click(await screen.findByRole('button', { name: T.markUnread }));
    await waitFor(() => expect(mounted!.server.calls.some((c) => c.path === '/conversation/2/unread')).toBe(true), { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: T.markRead })).toBeTruthy();
  });

  it('keeps a failed send as a local unsent message, and a resend replaces it (spec 002 §4)', async () => {
    let fail: number | null = 500;
    const sent: unknown[] = [];
    mounted = await mountPage(ConversationsPage, {
      api: api({
        'POST /conversation/:id/message': (c) => {
          sent.push(c.body);
          if (fail) return failWith(fail, 'nope');
          return { conversationId: 1, message: message(50, (c.body as { message: string }).message) };
        },
      }),
      path: '/employer/messages?conversationId=1',
    });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(20));
    await userEvent.type(screen.getByLabelText(T.messageLabel), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() => expect(mounted!.props.notifications.at(-1)).toMatchObject({ type: 'error', message: MESSAGING_TEXTS.sendFailed }));
    const unsent = screen.getAllByTestId('message').filter((m) => m.dataset.unsent === 'true');
    expect(unsent).toHaveLength(1);
    fail = null;
    await userEvent.click(within(unsent[0]!).getByRole('button', { name: T.resend }));
    await waitFor(() => expect(screen.getAllByTestId('message').filter((m) => m.dataset.unsent === 'true')).toHaveLength(0));
    expect(screen.getAllByTestId('message').at(-1)!.textContent).toContain('Hello there');
    // The resend is the same message to the API.
    expect((sent[0] as { clientKey: string }).clientKey).toBe((sent[1] as { clientKey: string }).clientKey);
    expect(mounted.props.notifications.at(-1)).toMatchObject({ type: 'success', message: MESSAGING_TEXTS.messageSent });
  });

  it('says the opt-out words on a 403', async () => {
    mounted = await mountPage(ConversationsPage, {
      api: api({ 'POST /conversation/:id/message': () => failWith(403, MESSAGING_TEXTS.sendOptedOut) }),
      path: '/employer/messages?conversationId=1',
    });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(20));
    await userEvent.type(screen.getByLabelText(T.messageLabel), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() => expect(mounted!.props.notifications.at(-1)).toMatchObject({ message: MESSAGING_TEXTS.sendOptedOut }));
  });

  it("shows the spec's words when the list cannot be fetched", async () => {
    mounted = await mountPage(ConversationsPage, { api: api({ 'GET /conversation': () => failWith(500, 'boom') }), path: '/employer/messages' });
    expect(await screen.findByText(MESSAGING_TEXTS.fetchConversationsFailed)).toBeTruthy();
  });

  it('shows the top matches (GET /top-matches) and the score, falling back to the stored one when unavailable', async () => {
    mounted = await mountPage(ConversationsPage, { api: api(), path: '/employer/messages?conversationId=1' });
    const matches = await screen.findByTestId('top-matches');
    expect([...matches.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Machinist · Elgin, IL', 'Welder']);
    expect(screen.getByTestId('preferred-title').textContent).toBe(T.preferredJobTitle('Machinist'));
    expect(mounted.server.calls.find((c) => c.path === '/top-matches')!.query.get('conversationId')).toBe('1');
    expect((await screen.findByTestId('application-score')).textContent).toBe(T.score(7.5));
  });

  it('fills the message box with an AI draft from the resume and thread, and never sends it', async () => {
    const drafts: unknown[] = [];
    mounted = await mountPage(ConversationsPage, {
      api: api({
        'POST /top-matches/conversation/:id/pro/:proId/message': (c) => {
          drafts.push(c.body);
          return { message: 'Hi Ann, the Machinist job in Elgin is open.', jobId: 4, generator: 'local' };
        },
      }),
      path: '/employer/messages?conversationId=1',
    });
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(20));
    await screen.findByTestId('top-matches');
    await screen.findByTestId('pro-panel');
    await userEvent.click(screen.getByRole('button', { name: T.aiDraft }));
    await waitFor(() => expect((screen.getByLabelText(T.messageLabel) as HTMLTextAreaElement).value).toBe('Hi Ann, the Machinist job in Elgin is open.'));
    expect(mounted.server.calls.some((c) => c.path === '/top-matches/conversation/1/pro/101/message')).toBe(true);
    expect(drafts[0]).toMatchObject({ resume: 'CNC Operator at Acme Tool, 01/2019 – present', jobCity: 'Elgin', jobState: 'IL' });
    expect((drafts[0] as { previousMessages: unknown[] }).previousMessages).toHaveLength(20);
    expect(mounted.server.calls.some((c) => c.method === 'POST' && c.path === '/conversation/1/message')).toBe(false);
  });

  it("says the spec's words when the draft fails", async () => {
    mounted = await mountPage(ConversationsPage, {
      api: api({ 'POST /top-matches/conversation/:id/pro/:proId/message': () => failWith(500, 'model down') }),
      path: '/employer/messages?conversationId=1',
    });
    await userEvent.click(await screen.findByRole('button', { name: T.aiDraft }));
    await waitFor(() => expect(mounted!.props.notifications.at(-1)).toMatchObject({ type: 'error', message: MESSAGING_TEXTS.summaryFailed }));
    expect((screen.getByLabelText(T.messageLabel) as HTMLTextAreaElement).value).toBe('');
  });

  it('lands on the employer inbox when chosen, remembers it, and opens a message item as read', async () => {
    window.localStorage.clear();
    const newMessage = { id: 70, type: 'new message', jobId: 4, proId: 101, employerId: 1, jobApplicantId: null, conversationId: 1, createTs: '2026-11-01T10:00:00.000Z', read: false, seen: false, title: 'New message from Ann Lee', proName: 'Ann Lee', jobTitle: 'Machinist', url: '/employer/messages?conversationId=1&employerId=1' };
    const patches: unknown[] = [];
    const handlers = api({
      'GET /notification': () => ({ items: [newMessage], count: 1, unread: 1 }),
      'PATCH /notification': (c) => {
        patches.push(c.body);
        return { id: 70, read: true, removed: false, applicantStatus: null, message: 'ok' };
      },
    });
    mounted = await mountPage(ConversationsPage, { api: handlers, path: '/employer/messages' });
    await screen.findAllByTestId('conversation');
    await userEvent.click(screen.getByRole('button', { name: T.inboxView }));
    const items = await screen.findAllByTestId('inbox-item');
    expect(items[0]!.textContent).toContain('New message from Ann Lee');
    expect(screen.getByRole('button', { name: T.inboxView }).getAttribute('aria-pressed')).toBe('true');
    await mounted.unmount();
    // Coming back without a view in the address lands on the remembered choice.
    mounted = await mountPage(ConversationsPage, { api: handlers, path: '/employer/messages' });
    await userEvent.click(within((await screen.findAllByTestId('inbox-item'))[0]!).getByRole('button'));
    await waitFor(() => expect(patches).toEqual([{ id: 70, read: true }]));
    expect(await screen.findByTestId('thread-title')).toBeTruthy();
    expect(window.location.search).toContain('conversationId=1');
  });
});
