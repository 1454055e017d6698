import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { PAGE_TEXTS } from '#app/texts';
import { proProfileFixture } from '#app/lib/profile-fixture';
import { TaxonomyPage } from './taxonomy-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const T = PAGE_TEXTS.taxonomy;
const options = { jobTitles: [{ id: 1, name: 'Welder' }, { id: 2, name: 'CNC Machinist' }], industries: [], knowledgeDisciplines: [], skills: [], machines: [], brands: [] };
const profile = proProfileFixture({ proJobTitles: [{ jobTitleId: 2, title: 'CNC Machinist', yearsExperience: 8 }] });

describe('/pro/taxonomy years of experience', { timeout: 20_000 }, () => {
  it('asks the years for each chosen job title and sends them with the titles', async () => {
    mounted = await mountPage(TaxonomyPage, {
      api: { 'GET /pro/me': () => profile, 'GET /pro/taxonomy-options': () => options, 'PUT /pro/:id/job-title': () => profile, 'PUT /pro/:id/taxonomy': () => profile },
    });
    expect(((await screen.findByLabelText(T.yearsIn('CNC Machinist'))) as HTMLInputElement).value).toBe('8');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Welder' }));
    fireEvent.change(await screen.findByLabelText(T.yearsIn('Welder')), { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.save }));
    await waitFor(() => expect(mounted!.server.calls.some((c) => c.path.endsWith('/job-title'))).toBe(true));
    const body = mounted.server.calls.find((c) => c.path.endsWith('/job-title'))!.body as { jobTitleIds: number[]; yearsExperience: unknown[] };
    expect([...body.jobTitleIds].sort()).toEqual([1, 2]);
    expect(body.yearsExperience).toEqual(expect.arrayContaining([{ jobTitleId: 2, yearsExperience: 8 }, { jobTitleId: 1, yearsExperience: 3 }]));
  });

  it('refuses a negative count in the spec words and sends nothing', async () => {
    mounted = await mountPage(TaxonomyPage, { api: { 'GET /pro/me': () => profile, 'GET /pro/taxonomy-options': () => options } });
    fireEvent.change(await screen.findByLabelText(T.yearsIn('CNC Machinist')), { target: { value: '-2' } });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.save }));
    expect(await screen.findByText('This value must be greater or equal than 0')).toBeTruthy();
    expect(mounted.server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
