import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { MESSAGING_TEXTS } from '@floorhire/domain-messaging';
import { REMOTE_TEXTS as T } from '#app/texts';
import { ComposePage } from './compose-page';

// Journeys through a whole page: on a busy machine a step can take more than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const sentAnswer = (conversationId: number) => ({
  conversationId,
  message: { id: conversationId * 10, conversationId, senderId: 1, message: 'x', createTs: new Date().toISOString(), status: 'sent', direction: 'outbound', sender: null },
});

describe('compose to several pros (spec 002 §4)', { timeout: 30_000 }, () => {
  it('looks each pro up, drops a failed lookup, waits for pending ones, sends or creates, and clears the selection', async () => {
    let release: (() => void) | undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    mounted = await mountPage(ComposePage, {
      path: '/employer/messages/new?proIds=11,12,13&source=ppp',
      api: {
        'GET /employer/:e/user-profile/:p/conversation': async (c) => {
          const id = Number(c.path.split('/')[4]);
          if (id === 13) return failWith(404, 'Pro not found');
          if (id === 12) await slow;
          return { conversationId: id === 11 ? 5 : null, employerName: 'Acme', pro: { userProfileId: id, nameFirst: `Pro${id}`, nameLast: 'Lee', unlocked: true } };
        },
        'POST /conversation/:id/message': () => sentAnswer(5),
        // Pro 12's night: the API holds the bulk message (ADR 226).
        'POST /employer/:e/conversation': () => ({ conversationId: 6, message: { ...sentAnswer(6).message, status: 'scheduled', sendAt: '2026-11-26T14:00:00.000Z' } }),
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('recipient')).toHaveLength(2));
    expect(screen.getAllByTestId('recipient').map((r) => r.dataset.pending)).toEqual(['false', 'true']);
    await userEvent.type(screen.getByLabelText(T.messageLabel), 'Interview Tuesday?');
    await userEvent.click(screen.getByRole('button', { name: T.sendToAll(2) }));
    // Nothing is sent while one pro is still pending.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mounted.server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    release!();
    await waitFor(() => expect(screen.getAllByTestId('sent')[0]!.querySelectorAll('li')).toHaveLength(2));
    const posts = mounted.server.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path).sort()).toEqual(['/conversation/5/message', '/employer/1/conversation']);
    expect(posts.find((c) => c.path === '/employer/1/conversation')!.body).toMatchObject({ userProfileId: 12, message: 'Interview Tuesday?', source: 'ppp', bulk: true });
    expect(posts.find((c) => c.path === '/conversation/5/message')!.body).toMatchObject({ bulk: true });
    expect(screen.getAllByTestId('scheduled')).toHaveLength(1);
    expect(screen.getByTestId('scheduled').textContent).toContain('Scheduled for');
    expect(screen.queryAllByTestId('recipient')).toHaveLength(0);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/employer/messages?conversationId=5&employerId=1', '/employer/messages?conversationId=6&employerId=1']);
  });

  it('keeps a local unsent message per refused pro with the conversation-creation opt-out words', async () => {
    mounted = await mountPage(ComposePage, {
      path: '/employer/messages/new?proIds=12',
      api: {
        'GET /employer/:e/user-profile/:p/conversation': () => ({ conversationId: null, employerName: 'Acme', pro: { userProfileId: 12, nameFirst: 'Pro12', nameLast: 'Lee', unlocked: true } }),
        'POST /employer/:e/conversation': () => failWith(403, MESSAGING_TEXTS.createOptedOut),
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('recipient')[0]!.dataset.pending).toBe('false'));
    await userEvent.type(screen.getByLabelText(T.messageLabel), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: T.sendToAll(1) }));
    expect((await screen.findByTestId('unsent')).textContent).toContain(MESSAGING_TEXTS.createOptedOut);
    expect(screen.getByTestId('unsent').textContent).toContain(T.unsentFor('Pro12 Lee'));
  });
});

describe('pros not unlocked yet (ADR 037)', { timeout: 30_000 }, () => {
  const lookup = (c: { path: string }) => {
    const id = Number(c.path.split('/')[4]);
    return { conversationId: null, employerName: 'Acme', pro: { userProfileId: id, nameFirst: `Pro${id}`, nameLast: 'L.', unlocked: id !== 21 } };
  };
  const unlockState = { isGated: true, isTrial: false, usedCredits: 1, availableCredits: 10, unlocked: [], newlyUnlocked: [21], charged: 1 };

  it('unlocks them first (source bulk_messaging), then starts their conversations', async () => {
    mounted = await mountPage(ComposePage, {
      path: '/employer/messages/new?proIds=21,22',
      api: { 'GET /employer/:e/user-profile/:p/conversation': lookup, 'POST /pro-unlock/employer/:e': () => unlockState, 'POST /employer/:e/conversation': () => sentAnswer(7) },
    });
    await waitFor(() => expect(screen.getByTestId('will-unlock').textContent).toBe(T.willUnlock(1)));
    expect(screen.getAllByText(T.notUnlocked)).toHaveLength(1);
    await userEvent.type(screen.getByLabelText(T.messageLabel), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: T.sendToAll(2) }));
    await waitFor(() => expect(mounted!.server.calls.filter((c) => c.path === '/employer/1/conversation')).toHaveLength(2));
    const posts = mounted.server.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posts[0]).toBe('/pro-unlock/employer/1');
    expect(mounted.server.calls.find((c) => c.path === '/pro-unlock/employer/1')!.body).toEqual({ proUserProfileIdsToUnlock: [21], source: 'bulk_messaging' });
  });

  it("keeps the message for a pro it could not unlock, with the server's reason, and sends to the others", async () => {
    mounted = await mountPage(ComposePage, {
      path: '/employer/messages/new?proIds=21,22',
      api: {
        'GET /employer/:e/user-profile/:p/conversation': lookup,
        'POST /pro-unlock/employer/:e': () => failWith(402, 'Not enough Talent Search credits'),
        'POST /employer/:e/conversation': () => sentAnswer(8),
      },
    });
    await waitFor(() => expect(screen.queryByTestId('will-unlock')).not.toBeNull());
    await userEvent.type(screen.getByLabelText(T.messageLabel), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: T.sendToAll(2) }));
    expect((await screen.findByTestId('unsent')).textContent).toContain('Not enough Talent Search credits');
    expect(screen.getByTestId('unsent').textContent).toContain(T.unsentFor('Pro21 L.'));
    expect(mounted.server.calls.filter((c) => c.path === '/employer/1/conversation').map((c) => (c.body as { userProfileId: number }).userProfileId)).toEqual([22]);
  });
});

describe('templates in compose (spec 001)', { timeout: 30_000 }, () => {
  it('fills the placeholders per pro when a template is used, and deletes a template with Undo', async () => {
    const template = { id: 3, title: 'Intro', message: 'Hi [Pro FirstName], [My Name] of [Company Name] here.', isFavorite: false, status: 'live', type: 'custom', userProfileId: 1, updateTs: '2026-11-01T00:00:00Z' };
    let status = 'live';
    mounted = await mountPage(ComposePage, {
      path: '/employer/messages/new?proIds=12',
      api: {
        'GET /employer/:e/user-profile/:p/conversation': () => ({ conversationId: null, employerName: 'Acme', pro: { userProfileId: 12, nameFirst: 'Ann', nameLast: 'Lee', unlocked: true } }),
        'GET /message-template': () => ({ messages: status === 'live' ? [template] : [], count: status === 'live' ? 1 : 0 }),
        'PUT /message-template/:id/status': (c) => {
          status = (c.body as { status: string }).status;
          return { ...template, status };
        },
        'POST /employer/:e/conversation': (c) => sentAnswer(7) && { ...sentAnswer(7), echo: c.body },
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('recipient')[0]!.dataset.pending).toBe('false'));
    await userEvent.click(screen.getByRole('button', { name: T.useTemplate }));
    await screen.findByTestId('template');
    await userEvent.click(screen.getByRole('button', { name: T.delete }));
    expect((await screen.findByTestId('template-undo')).textContent).toContain('Template deleted');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByTestId('template-undo').textContent).toContain('Undone!'));
    await screen.findByTestId('template');
    await userEvent.click(screen.getByRole('button', { name: T.use }));
    expect((screen.getByLabelText(T.messageLabel) as HTMLTextAreaElement).value).toBe('Hi [Pro FirstName], Olivia Owner of Acme here.');
    await userEvent.click(screen.getByRole('button', { name: T.sendToAll(1) }));
    await waitFor(() => expect(mounted!.server.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(mounted.server.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ message: 'Hi Ann, Olivia Owner of Acme here.' });
  });
});
