import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLifecycles } from '@floorhire/contract';
import { mountRemote } from '@floorhire/contract/testing';
import { APPLICANT_TEXTS } from '@floorhire/rules';
import { testServer } from '#app/test-support/test-server';
import { InboxPage } from './inbox-page';

const item = (id: number, type: 'new message' | 'prescreened candidate', title: string, read = false) => ({
  id,
  type,
  jobId: 4,
  proId: 600 + id,
  employerId: 1,
  jobApplicantId: 10 + id,
  conversationId: null,
  createTs: `2026-11-2${id}T10:00:00.000Z`,
  read,
  seen: read,
  title,
  proName: title,
  jobTitle: 'Maintenance Technician',
  url: `/employer/jobs/4/pro/${600 + id}/application/${10 + id}`,
});

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function mountInbox(path: string) {
  const items = [item(3, 'prescreened candidate', 'Ana Diaz was pre-screened'), item(2, 'new message', 'New message from Bo Li'), item(1, 'new message', 'New message from Cy Ng', true)];
  const server = testServer({
    'GET /notification': () => ({ items, count: items.length, unread: 2 }),
    'GET /notification/:id': (c) => {
      const id = Number(c.path.split('/').at(-1));
      const index = items.findIndex((i) => i.id === id);
      return { item: items[index], previousId: items[index - 1]?.id ?? null, nextId: items[index + 1]?.id ?? null };
    },
    'PATCH /notification': (c) => {
      const { id } = c.body as { id: number };
      const removed = id === 3;
      return { id, read: true, removed, applicantStatus: removed ? 'Review' : null, message: removed ? APPLICANT_TEXTS.markedReviewed : APPLICANT_TEXTS.messageMarkedRead };
    },
  });
  vi.stubGlobal('fetch', server.fetch);
  window.history.replaceState(null, '', path);
  const mounted = await mountRemote(createLifecycles(InboxPage, { name: 'inbox-test' }));
  cleanup = mounted.unmount;
  return { server, props: mounted.props };
}

describe('inbox of action items (spec 001 §2, §4, §7)', () => {
  it('marking a pre-screened item read reports "Applicant marked as Reviewed", removes it and opens the next', async () => {
    const { server, props } = await mountInbox('/employer?actionItemId=3');
    await screen.findByRole('heading', { name: 'Ana Diaz was pre-screened' });
    expect(server.calls.find((c) => c.path === '/notification')!.query.get('employerId')).toBe('1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(props.notifications.at(-1)).toMatchObject({ message: APPLICANT_TEXTS.markedReviewed }));
    expect(server.calls.find((c) => c.method === 'PATCH')!.body).toEqual({ id: 3, read: true });
    await screen.findByRole('heading', { name: 'New message from Bo Li' });
    expect(window.location.search).toBe('?actionItemId=2');
    expect(screen.queryByText('Ana Diaz was pre-screened')).toBeNull();
  });

  it('next and previous walk the list', async () => {
    await mountInbox('/employer?actionItemId=2');
    await screen.findByRole('heading', { name: 'New message from Bo Li' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Next/u }));
    await screen.findByRole('heading', { name: 'New message from Cy Ng' });
    expect((screen.getByRole('button', { name: /Next/u }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /Previous/u }));
    await screen.findByRole('heading', { name: 'New message from Bo Li' });
  });

  it('empties on the bus event inbox.cleared', async () => {
    const { props } = await mountInbox('/employer');
    await screen.findByText('New message from Bo Li');
    props.bus.emit('inbox.cleared', {});
    await screen.findByText('You are all caught up');
    expect(screen.queryByText('New message from Bo Li')).toBeNull();
  });
});
