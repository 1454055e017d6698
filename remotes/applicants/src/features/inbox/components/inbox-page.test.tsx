import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLifecycles } from '@floorhire/contract';
import { mountRemote, testServer } from '@floorhire/remote-kit/testing';
import { APPLICANT_TEXTS } from '@floorhire/domain-applications';
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

const threeItems = () => [item(3, 'prescreened candidate', 'Ana Diaz was pre-screened'), item(2, 'new message', 'New message from Bo Li'), item(1, 'new message', 'New message from Cy Ng', true)];

async function mountInbox(path: string, items = threeItems()) {
  const server = testServer({
    // Pages as the API does: skip then limit, count the total.
    'GET /notification': (c) => {
      const skip = Number(c.query.get('skip') ?? 0);
      const limit = Number(c.query.get('limit') ?? 50);
      return { items: items.slice(skip, skip + limit), count: items.length, unread: items.filter((i) => !i.read).length };
    },
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

  it('loads more items by keyboard: the next page follows the first, focus moves to its first item, the button leaves at the end', async () => {
    const many = Array.from({ length: 30 }, (_, k) => ({ ...item(1, 'new message', `New message from Pro ${30 - k}`), id: 100 - k }));
    const { server } = await mountInbox('/employer', many);
    await screen.findByText('New message from Pro 30');
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByText('25 of 30 shown')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    await userEvent.setup().keyboard('{Enter}');
    await screen.findByText('New message from Pro 1');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(many.map((i) => expect.stringContaining(i.title)));
    const pages = server.calls.filter((c) => c.path === '/notification').map((c) => [c.query.get('skip'), c.query.get('limit')]);
    expect(pages).toEqual([
      [null, '25'],
      ['25', '25'],
    ]);
    await waitFor(() => expect(document.activeElement?.textContent).toContain('New message from Pro 5'));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('empties on the bus event inbox.cleared', async () => {
    const { props } = await mountInbox('/employer');
    await screen.findByText('New message from Bo Li');
    props.bus.emit('inbox.cleared', {});
    await screen.findByText('You are all caught up');
    expect(screen.queryByText('New message from Bo Li')).toBeNull();
  });
});
