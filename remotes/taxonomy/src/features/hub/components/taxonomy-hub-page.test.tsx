import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAXONOMY_LISTS } from '@floorhire/domain-taxonomy';
import { PAGE_STATE_TEXTS } from '@floorhire/remote-kit';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { TAXONOMY_TEXTS as T } from '#app/texts';
import { TaxonomyHubPage } from './taxonomy-hub-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const SUMMARY = { lists: [{ kind: 'industry', count: 12 }, { kind: 'category', count: 4 }, { kind: 'knowledgeDiscipline', count: 30 }, { kind: 'machine', count: 41 }, { kind: 'brand', count: 1 }, { kind: 'jobTitle', count: 1204 }, { kind: 'skill', count: 0 }] };

describe('Taxonomy hub', () => {
  it('links every editor of spec 002 §2 and titles and skills, each list with how many entries it holds', async () => {
    mounted = await mountPage(TaxonomyHubPage, { path: '/admin/taxonomy', api: { 'GET /taxonomy/summary': () => SUMMARY } });
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeTruthy();
    const tile = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
    expect(screen.getByRole('link', { name: TAXONOMY_LISTS.machine.plural }).getAttribute('href')).toBe('/admin/machine-technology');
    expect(await within(tile(TAXONOMY_LISTS.jobTitle.plural)).findByText(T.entries(1204))).toBeTruthy();
    expect(within(tile(TAXONOMY_LISTS.brand.plural)).getByText('1 entry')).toBeTruthy();
    expect(screen.getByRole('link', { name: T.titlesAndSkills }).getAttribute('href')).toBe('/admin/titles-and-skills');
    expect(mounted.server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /taxonomy/summary']);
  });

  it('keeps the links when the counts cannot be read, says so, and reads again on Try again', async () => {
    let fail = true;
    mounted = await mountPage(TaxonomyHubPage, { path: '/admin/taxonomy', api: { 'GET /taxonomy/summary': () => (fail ? failWith(500, 'Database unavailable') : SUMMARY) } });
    expect((await screen.findByRole('alert')).textContent).toContain(T.summaryFailed);
    expect(screen.getByRole('link', { name: TAXONOMY_LISTS.industry.plural })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: PAGE_STATE_TEXTS.retry }));
    expect(await screen.findByText(T.entries(41))).toBeTruthy();
  });
});
