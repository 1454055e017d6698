import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_SPEC_TEXTS } from '@floorhire/domain-employer-account';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { Route, Routes } from '@floorhire/router';
import { REMOTE_TEXTS as T } from '#app/texts';
import { CompanyProfilePage } from './company-profile-page';
import { FacilityPage } from './section-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const employer = {
  id: 1,
  name: 'Acme Machining',
  status: 'Active Customer',
  photoUrl: null,
  size: '51-200',
  street1: null,
  city: 'Dayton',
  state: 'OH',
  postalCode: '45439',
  website: null,
  phone: null,
  introduction: 'We machine aerospace parts.',
  cultureBenefits: null,
  facility: 'A 60,000 sq ft plant',
  products: null,
  assigneeId: null,
  industryId: 3,
  createTs: '2026-01-01T00:00:00Z',
  updateTs: '2026-01-01T00:00:00Z',
  employerIndustries: [{ industryId: 3, industry: { id: 3, name: 'Aerospace & Defense' } }],
};
const photo = (id: number, type: string) => ({ id, employerId: 1, type, url: `/v4/public/employer-photo/${id}`, createTs: '2026-01-01T00:00:00Z' });

describe('Company Profile tab', () => {
  it('shows each part of the profile with what is filled in, and leads to its editor', async () => {
    mounted = await mountPage(CompanyProfilePage, {
      path: '/employer/settings/company-profile',
      api: { 'GET /employer/1': () => employer, 'GET /employer/1/photo': () => [photo(1, 'Facility'), photo(2, 'Facility'), photo(3, 'Product')] },
    });
    expect(await screen.findByText('Acme Machining')).toBeTruthy();
    expect(screen.getByTestId('section-basic-info').textContent).toContain('51-200 employees · Aerospace & Defense · Dayton, OH');
    expect(screen.getByTestId('section-culture-benefits').textContent).toContain(T.notSet);
    await waitFor(() => expect(screen.getByTestId('section-facility').textContent).toContain(T.companyProfile.photos(2)));
    expect(screen.getByRole('link', { name: `${T.edit} facility` }).getAttribute('href')).toBe('/employer/1/facility');
    // Billing and Plans are the billing remote's pages, behind the same tabs.
    expect(screen.getByRole('navigation', { name: T.tabsLabel }).textContent).toContain('BillingPlansCompany ProfileJobsNotifications');
  });
});

describe('a section editor', () => {
  it("refuses a photo over 5 MB in the spec's words before sending it, and saves the text", async () => {
    const Routed = () => (
      <Routes>
        <Route path="/employer/:employerId/facility" element={<FacilityPage />} />
      </Routes>
    );
    mounted = await mountPage(Routed, {
      path: '/employer/1/facility',
      api: { 'GET /employer/1': () => employer, 'GET /employer/1/photo': () => [], 'PATCH /employer/1': (call) => ({ ...employer, ...(call.body as object) }) },
    });
    const input = (await screen.findByTestId('photo-file-Facility')) as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'plant.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_SPEC_TEXTS.fileTooLarge);
    expect(mounted.server.calls.some((c) => c.method === 'POST')).toBe(false);
    const text = screen.getByLabelText(T.sections.facility.label);
    await userEvent.clear(text);
    await userEvent.type(text, 'Two CNC cells');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(mounted!.server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ facility: 'Two CNC cells' }));
  });
});
