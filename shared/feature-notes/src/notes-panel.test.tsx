import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLifecycles } from '@floorhire/contract';
import { mountRemote, failWith, testServer } from '@floorhire/remote-kit/testing';
import { NOTE_TEXTS } from '@floorhire/domain-applications';
import { NotesPanel } from './notes-panel';

const note = (id: number, description: string, createTs: string) => ({
  id,
  description,
  jobApplicantId: 16,
  proId: 634,
  employerId: 1,
  authorId: 5,
  author: { nameFirst: 'Rachel', nameLast: 'Kowalski' },
  createTs,
  job: null,
});

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
});

async function mountNotes(routes: Parameters<typeof testServer>[0], employerId: number | null = 1, compact = false) {
  const server = testServer(routes);
  vi.stubGlobal('fetch', server.fetch);
  const lifecycles = createLifecycles(() => <NotesPanel proId={634} employerId={employerId} jobApplicantId={16} compact={compact} />, { name: 'notes-test' });
  const mounted = await mountRemote(lifecycles, { apiOrigin: 'http://localhost' });
  cleanup = mounted.unmount;
  return { server, props: mounted.props };
}

describe('notes panel (spec 001 §3, §7, §8)', () => {
  it('shows notes in reverse of the server order, on the employer path', async () => {
    const { server } = await mountNotes({
      'GET /employer/:e/pro/:p/note': () => [note(1, 'oldest note', '2026-11-01T10:00:00Z'), note(2, 'middle note', '2026-11-02T10:00:00Z'), note(3, 'newest note', '2026-11-03T10:00:00Z')],
    });
    const items = await screen.findAllByTestId('note');
    expect(items.map((i) => within(i).getByText(/note$/u).textContent)).toEqual(['newest note', 'middle note', 'oldest note']);
    expect(server.calls[0]!.path).toBe('/employer/1/pro/634/note');
  });

  it('uses the staff path for staff', async () => {
    const { server } = await mountNotes({ 'GET /pro/:p/note': () => [] }, null);
    await screen.findByText('No notes yet');
    expect(server.calls[0]!.path).toBe('/pro/634/note');
  });

  it('creates a note on top with "Note created" and deletes it with "Note deleted"', async () => {
    const { server, props } = await mountNotes({
      'GET /employer/:e/pro/:p/note': () => [note(1, 'first note', '2026-11-01T10:00:00Z')],
      'POST /employer/:e/pro/:p/note': (c) => note(9, (c.body as { description: string }).description, '2026-11-21T10:00:00Z'),
      'DELETE /pro-note/:id': () => ({ message: NOTE_TEXTS.deleted }),
    });
    await screen.findByText('first note');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New note'), '  Strong on Fanuc controls  ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(props.notifications.at(-1)).toMatchObject({ type: 'success', message: NOTE_TEXTS.created }));
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({ description: 'Strong on Fanuc controls', jobApplicantId: 16 });
    expect(screen.getAllByTestId('note')[0]!.textContent).toContain('Strong on Fanuc controls');

    await user.click(within(screen.getAllByTestId('note')[0]!).getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(props.notifications.at(-1)).toMatchObject({ message: NOTE_TEXTS.deleted }));
    expect(server.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/pro-note/9' });
    expect(screen.getAllByTestId('note')).toHaveLength(1);
  });

  it('says the spec words when reading, posting or deleting fails', async () => {
    const { props } = await mountNotes({ 'GET /employer/:e/pro/:p/note': () => failWith(500, 'boom') });
    expect(await screen.findByText(NOTE_TEXTS.fetchFailed)).toBeTruthy();
    expect(screen.queryAllByTestId('note')).toHaveLength(0);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New note'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(props.notifications.at(-1)).toMatchObject({ type: 'error', message: NOTE_TEXTS.postFailed }));
  });

  it('in the messaging pro panel (compact): the same notes, without the job links the applicant tab shows', async () => {
    const withJob = { ...note(1, 'a note', '2026-11-01T10:00:00Z'), job: { jobApplicantId: 16, jobTitle: 'CNC Machinist', url: '/employer/jobs/4/pro/634/application/16' } };
    await mountNotes({ 'GET /employer/:e/pro/:p/note': () => [withJob] }, 1, true);
    expect((await screen.findAllByTestId('note'))[0]!.textContent).toContain('a note');
    expect(screen.queryByRole('link', { name: 'CNC Machinist' })).toBeNull();
    await cleanup?.();
    cleanup = undefined;
    await mountNotes({ 'GET /employer/:e/pro/:p/note': () => [withJob] });
    expect(await screen.findByRole('link', { name: 'CNC Machinist' })).toBeTruthy();
  });
});
