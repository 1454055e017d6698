import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRO_RECORD_TEXTS } from '@floorhire/domain-pro-profile';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { PAGE_TEXTS } from '#app/texts';
import { proProfileFixture } from '#app/lib/profile-fixture';
import { AppRoutes } from '../routes';

// A pro's record for staff (ADR 206): the pro's own pages, read by the id in the route and
// framed by the record; the writes are the pro's own calls, on the pro the route names.

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  window.history.pushState(null, '', '/');
});

const STAFF = { id: 5, email: 'admin@floorhire.test', nameFirst: 'Ada', nameLast: 'Admin', groupMembership: 'Super Admin' as const, roles: ['user.admin'], activeEmployerId: null };
const options = { jobTitles: [{ id: 1, name: 'Welder' }], industries: [{ id: 4, name: 'Plastics' }], knowledgeDisciplines: [], skills: [{ id: 9, name: 'Blueprint reading', category: 1 }], machines: [], brands: [] };
const pro = proProfileFixture({ id: 7, userProfileId: 70, nameFirst: 'Jordan', nameLast: 'Rivera' });

describe("a pro's record (staff)", { timeout: 30_000 }, () => {
  it('reads the pro the route names, frames the page with the record, and saves through the pro\'s call', async () => {
    const saved = proProfileFixture({ ...pro, historyEmployers: [{ id: 3, employerName: 'Acme', jobTitle: 'Welder', jobTitleId: 1, city: null, state: null, description: null, startYYYYMM: 201903, endYYYYMM: null }] });
    mounted = await mountPage(AppRoutes, {
      user: STAFF,
      path: '/admin/jobs/11/pro/70/application/12/experience',
      api: { 'GET /user-profile/:id/pro': () => pro, 'GET /pro/taxonomy-options': () => options, 'POST /pro/:id/history-employer': () => saved },
    });
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TEXTS.sections.experience })).toBeTruthy();
    expect(mounted.server.calls.find((c) => c.method === 'GET' && c.path.includes('/pro'))?.path).toMatch(/\/user-profile\/70\/pro$/u);
    await waitFor(() => expect(screen.getByTestId('record-name').textContent).toBe('Jordan Rivera'));
    const parts = screen.getByRole('navigation', { name: PRO_RECORD_TEXTS.recordPages });
    expect(within(parts).getByRole('link', { name: 'Experience' }).getAttribute('aria-current')).toBe('page');
    expect(within(parts).getByRole('link', { name: 'Skills' }).getAttribute('href')).toBe('/admin/jobs/11/pro/70/application/12/skills');
    expect(within(parts).getByRole('link', { name: 'Log in as this pro' }).getAttribute('href')).toBe('/admin/jobs/11/pro/70/application/12/login');
    // From an application, the way back is the application; there is no "my profile".
    expect(screen.getByRole('link', { name: `← ${PRO_RECORD_TEXTS.backToApplication}` }).getAttribute('href')).toBe('/admin/jobs/11/pro/70/application/12');
    expect(screen.queryByText(PAGE_TEXTS.backToProfile, { exact: false })).toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: PAGE_TEXTS.experience.addTitle }));
    fireEvent.change(screen.getByLabelText(/^Employer/u), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText(/^Job title/u), { target: { value: 'Welder' } });
    fireEvent.change(screen.getByLabelText(/^Start/u), { target: { value: '03/2019' } });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.save }));
    await waitFor(() => expect(screen.getByText(/03\/2019 – Present/u)).toBeTruthy());
    expect(mounted.server.calls.find((c) => c.method === 'POST')?.path).toMatch(/\/pro\/7\/history-employer$/u);
  });

  it('splits the taxonomy form into skills and the rest, and sends back the part it does not show', async () => {
    const held = proProfileFixture({ ...pro, taxonomy: { skillIds: [9], knowledgeDisciplineIds: [], industryIds: [4], machines: [] } });
    mounted = await mountPage(AppRoutes, {
      user: STAFF,
      path: '/admin/pro/70/skills',
      api: { 'GET /user-profile/:id/pro': () => held, 'GET /pro/taxonomy-options': () => options, 'PUT /pro/:id/job-title': () => held, 'PUT /pro/:id/taxonomy': () => held },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Blueprint reading' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Plastics' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.save }));
    await waitFor(() => expect(mounted!.server.calls.some((c) => c.path.endsWith('/taxonomy'))).toBe(true));
    expect(mounted.server.calls.find((c) => c.path.endsWith('/taxonomy'))?.body).toMatchObject({ skillIds: [9], industryIds: [4] });
  });
});
