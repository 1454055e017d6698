import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_STATE_TEXTS } from '@floorhire/remote-kit';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { TAXONOMY_TEXTS } from '#app/texts';
import { TaxonomyHomePage } from './taxonomy-home-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe('Taxonomy: first page', () => {
  it('shows its title and who is signed in, from GET user-profile/me', async () => {
    mounted = await mountPage(TaxonomyHomePage, { api: { 'GET /user-profile/me': () => ({ id: 1, nameFirst: 'Olivia', nameLast: 'Owner' }) } });
    expect(screen.getByRole('heading', { level: 1, name: TAXONOMY_TEXTS.title })).toBeTruthy();
    expect(await screen.findByText(TAXONOMY_TEXTS.signedInAs('Olivia Owner'))).toBeTruthy();
    expect(mounted.server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /user-profile/me']);
  });

  it("shows the server's message when the load fails, and loads again on Try again", async () => {
    let fail = true;
    mounted = await mountPage(TaxonomyHomePage, {
      api: { 'GET /user-profile/me': () => (fail ? failWith(500, 'Something went wrong. Please try again later.') : { id: 1, nameFirst: 'Olivia', nameLast: 'Owner' }) },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong. Please try again later.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: PAGE_STATE_TEXTS.retry }));
    expect(await screen.findByText(TAXONOMY_TEXTS.signedInAs('Olivia Owner'))).toBeTruthy();
  });
});
