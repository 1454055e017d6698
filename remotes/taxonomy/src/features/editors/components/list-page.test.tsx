import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAXONOMY_LISTS, TAXONOMY_TEXTS as API_TEXTS } from '@floorhire/domain-taxonomy';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { EDITOR_TEXTS as E } from '#app/texts';
import { EditorListPage } from './list-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const MACHINES = [
  { id: 1, name: 'CNC Lathe', brands: [{ id: 3, name: 'Haas' }, { id: 4, name: 'Mazak' }] },
  { id: 2, name: 'Press Brake', brands: [] },
];

describe('Machine and technology list', () => {
  it('lists machines with their brands, each linking to its editor, and searches on the server', async () => {
    mounted = await mountPage(EditorListPage, { path: '/admin/machine-technology', api: { 'GET /public/taxonomy-machine': (c) => (c.query.get('search') ? [MACHINES[1]] : MACHINES) } });
    expect((await screen.findByRole('link', { name: 'CNC Lathe' })).getAttribute('href')).toBe('/admin/machine-technology/1');
    expect(screen.getByText('Haas, Mazak')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: E.search(TAXONOMY_LISTS.machine.plural) }), 'press');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'CNC Lathe' })).toBeNull());
    expect(mounted.server.calls.at(-1)?.query.get('search')).toBe('press');
  });

  it('checks the name before sending, shows a refusal in the API words, and opens what it added', async () => {
    let taken = true;
    mounted = await mountPage(EditorListPage, {
      path: '/admin/brand',
      api: {
        'GET /public/taxonomy-brand': () => [],
        'POST /taxonomy-brand': (c) => (taken ? failWith(409, API_TEXTS.exists('Brand', 'Haas')) : { id: 5, name: (c.body as { name: string }).name, machines: [], usage: { total: 0, uses: [] } }),
        'GET /taxonomy-brand/5': () => ({ id: 5, name: 'Okuma', machines: [], usage: { total: 0, uses: [] } }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: E.addButton }));
    expect(await screen.findByText(API_TEXTS.nameRequired)).toBeTruthy();
    expect(mounted.server.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${E.name}`) }), 'haas');
    await userEvent.click(screen.getByRole('button', { name: E.addButton }));
    expect(await screen.findByText(API_TEXTS.exists('Brand', 'Haas'))).toBeTruthy();
    taken = false;
    await userEvent.clear(screen.getByRole('textbox', { name: new RegExp(`^${E.name}`) }));
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${E.name}`) }), 'Okuma');
    await userEvent.click(screen.getByRole('button', { name: E.addButton }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/brand/5'));
    expect(mounted.server.calls.find((c) => c.method === 'POST' && (c.body as { name: string }).name === 'Okuma')).toBeTruthy();
  });
});
