import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAXONOMY_LOOKUP_TEXTS, TAXONOMY_TEXTS as API_TEXTS } from '@floorhire/domain-taxonomy';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { EDITOR_TEXTS as E } from '#app/texts';
import { EditorEntryPage } from './entry-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const usage = { total: 4, uses: [{ holder: 'jobs', count: 3 }, { holder: 'pros', count: 1 }] };
const WELDER = { id: 7, title: 'Welder', skillLevel: 'MEDIUM', status: 'live', replacedBy: null, skills: [], qualifications: [], responsibilities: [], usage };
const TITLES = [
  { id: 7, title: 'Welder', skillLevel: 'MEDIUM' },
  { id: 9, title: 'Welder / Fabricator', skillLevel: 'HIGH' },
];

describe('Job-title editor', () => {
  it('says what uses the title, and merges it into the chosen one after saying what will move', async () => {
    mounted = await mountPage(EditorEntryPage, {
      path: '/admin/job-title/7',
      api: {
        'GET /job-title/7': () => WELDER,
        'GET /job-title/9': () => ({ ...WELDER, id: 9, title: 'Welder / Fabricator', usage: { total: 7, uses: [{ holder: 'jobs', count: 6 }, { holder: 'pros', count: 1 }] } }),
        'GET /job-title': () => TITLES,
        'DELETE /job-title/7': () => ({ id: 7, replaceId: 9, moved: usage }),
      },
    });
    expect(await screen.findByText(E.usedBy('3 jobs and 1 pro'))).toBeTruthy();
    await screen.findByRole('option', { name: 'Welder / Fabricator (HIGH)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: E.replaceWith }), 'Welder / Fabricator (HIGH)');
    // The title itself is never offered as its own replacement.
    expect(screen.queryByRole('option', { name: 'Welder (MEDIUM)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: E.replaceAndDelete }));
    expect(screen.getByText(E.confirmReplace('Welder', 'Welder / Fabricator', '3 jobs and 1 pro'))).toBeTruthy();
    expect(mounted.server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: E.confirm }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/job-title/9'));
    const del = mounted.server.calls.find((c) => c.method === 'DELETE')!;
    expect([del.path, del.query.get('replaceId')]).toEqual(['/job-title/7', '9']);
    expect(mounted.props.notifications).toContainEqual({ kind: 'snackbar', type: 'success', message: E.merged('Welder', 'Welder / Fabricator') });
  });

  it("shows the API's refusal of a delete without a replacement, and the search's failure in the spec's words", async () => {
    const refusal = API_TEXTS.inUse('Job title', 'Welder', '3 jobs and 1 pro');
    mounted = await mountPage(EditorEntryPage, {
      path: '/admin/job-title/7',
      api: {
        'GET /job-title/7': () => WELDER,
        'GET /job-title': () => new Response('', { status: 503 }),
        'DELETE /job-title/7': () => failWith(409, refusal),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: E.delete }));
    await userEvent.click(screen.getByRole('button', { name: E.confirm }));
    expect((await screen.findByText(refusal)).closest('[role="alert"]')).toBeTruthy();
    expect(mounted.server.calls.find((c) => c.method === 'DELETE')?.query.has('replaceId')).toBe(false);
    expect(await screen.findByText(TAXONOMY_LOOKUP_TEXTS.jobTitles)).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/job-title/7');
  });

  it('saves only what changed', async () => {
    mounted = await mountPage(EditorEntryPage, {
      path: '/admin/job-title/7',
      api: { 'GET /job-title/7': () => WELDER, 'GET /job-title': () => TITLES, 'PATCH /job-title/7': (c) => ({ ...WELDER, ...(c.body as object) }) },
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: E.skillLevel }), 'HIGH');
    await userEvent.click(screen.getByRole('button', { name: E.save }));
    await waitFor(() => expect(mounted!.server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ skillLevel: 'HIGH' }));
  });
});
