import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRO_PROFILE_TEXTS } from '@floorhire/domain-pro-profile';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { PAGE_TEXTS } from '#app/texts';
import { proProfileFixture } from '#app/lib/profile-fixture';
import { ExperiencePage } from './experience-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const T = PAGE_TEXTS.experience;
const options = { jobTitles: [{ id: 1, name: 'Welder' }], industries: [], knowledgeDisciplines: [], skills: [], machines: [], brands: [] };

// Typing and lazy chunks are slow on a shared, loaded machine; no assertion depends on time.
describe('/pro/experience', { timeout: 20_000 }, () => {
  it('refuses an end before the start and a date not in MM/YYYY, in the spec words', async () => {
    mounted = await mountPage(ExperiencePage, { api: { 'GET /pro/me': () => proProfileFixture(), 'GET /pro/taxonomy-options': () => options } });
    await userEvent.click(await screen.findByRole('button', { name: T.addTitle }));
    fireEvent.change(screen.getByLabelText(/^Employer/u), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText(/^Job title/u), { target: { value: 'Welder' } });
    fireEvent.change(screen.getByLabelText(/^Start/u), { target: { value: '2019-03' } });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.save }));
    expect(await screen.findByText('Date should be formatted as MM/YYYY or M/YYYY')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Start/u), { target: { value: '03/2019' } });
    fireEvent.change(screen.getByLabelText(/^End/u), { target: { value: '02/2019' } });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.save }));
    expect(await screen.findByText('End date must be after start date')).toBeTruthy();
    expect(mounted.server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('adds an entry and shows it with its months', async () => {
    const saved = proProfileFixture({ historyEmployers: [{ id: 3, employerName: 'Acme', jobTitle: 'Welder', jobTitleId: 1, city: null, state: null, description: null, startYYYYMM: 201903, endYYYYMM: null }] });
    mounted = await mountPage(ExperiencePage, { api: { 'GET /pro/me': () => proProfileFixture(), 'GET /pro/taxonomy-options': () => options, 'POST /pro/:id/history-employer': () => saved } });
    await userEvent.click(await screen.findByRole('button', { name: T.addTitle }));
    fireEvent.change(screen.getByLabelText(/^Employer/u), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText(/^Job title/u), { target: { value: 'Welder' } });
    fireEvent.change(screen.getByLabelText(/^Start/u), { target: { value: '3/2019' } });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.save }));
    await waitFor(() => expect(screen.getByText(/03\/2019 – Present/u)).toBeTruthy());
    expect(mounted.server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ employerName: 'Acme', jobTitle: 'Welder', start: '3/2019', end: '' });
  });

  it("a failed read says the spec's 'Error loading Education Certifications and Work experience'", async () => {
    mounted = await mountPage(ExperiencePage, { api: { 'GET /pro/me': () => failWith(500, 'Internal Server Error'), 'GET /pro/taxonomy-options': () => options } });
    expect(await screen.findByText(PRO_PROFILE_TEXTS.errorLoadingEducationAndHistory)).toBeTruthy();
  });
});
