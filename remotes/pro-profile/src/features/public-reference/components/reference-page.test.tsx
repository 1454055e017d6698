import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { PAGE_TEXTS } from '#app/texts';
import { Route, Routes } from 'react-router';
import { ReferencePage, ReferenceSuccessPage } from './reference-page';

function AppRoutes() {
  return (
    <Routes>
      <Route path="/reference/:id" element={<ReferencePage />} />
      <Route path="/reference-success" element={<ReferenceSuccessPage />} />
    </Routes>
  );
}

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const UUID = '11111111-1111-4111-8111-111111111111';
const reference = { uuid: UUID, refereeFirstName: 'Pat', proFullName: 'Jordan Rivera', company: 'Acme', relationship: 'Supervisor', status: 'requested', endorsement: null, rating: null };

// Typing and lazy chunks are slow on a shared, loaded machine; no assertion depends on time.
describe('/reference/{id}', { timeout: 20_000 }, () => {
  it("shows 'Given reference is not in our records' for an unknown reference", async () => {
    mounted = await mountPage(AppRoutes, { path: `/reference/${UUID}`, api: { 'GET /public/reference/:id': () => failWith(404, 'Given reference is not in our records') } });
    expect(await screen.findByText('Given reference is not in our records')).toBeTruthy();
  });

  it("shows 'Could not submit endorsement' when sending fails, and goes to /reference-success when it works", async () => {
    let fail = true;
    mounted = await mountPage(AppRoutes, {
      path: `/reference/${UUID}`,
      api: { 'GET /public/reference/:id': () => reference, 'PATCH /public/reference/:id': () => (fail ? failWith(500, 'boom') : { ...reference, status: 'endorsed', rating: 5 }) },
    });
    expect(await screen.findByRole('heading', { name: PAGE_TEXTS.reference.title('Jordan Rivera') })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: PAGE_TEXTS.reference.stars(5) }));
    fireEvent.change(screen.getByLabelText(/Your endorsement/u), { target: { value: 'Great machinist.' } });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.reference.submit }));
    expect(await screen.findByText('Could not submit endorsement')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.reference.submit }));
    expect(await screen.findByRole('heading', { name: PAGE_TEXTS.reference.successTitle })).toBeTruthy();
    expect(mounted.server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ endorsement: 'Great machinist.', rating: 5 });
  });

  it('shows an endorsed reference read-only: no form to write it a second time', async () => {
    mounted = await mountPage(AppRoutes, {
      path: `/reference/${UUID}`,
      api: { 'GET /public/reference/:id': () => ({ ...reference, status: 'endorsed', endorsement: 'Great machinist.', rating: 4 }) },
    });
    expect(await screen.findByText('Great machinist.')).toBeTruthy();
    expect(screen.getByText(PAGE_TEXTS.reference.stars(4))).toBeTruthy();
    expect(screen.queryByRole('button', { name: PAGE_TEXTS.reference.submit })).toBeNull();
  });

  it('says the reference was endorsed already when the server refuses a second endorsement', async () => {
    mounted = await mountPage(AppRoutes, {
      path: `/reference/${UUID}`,
      api: { 'GET /public/reference/:id': () => reference, 'PATCH /public/reference/:id': () => failWith(409, 'This reference has already been endorsed') },
    });
    await userEvent.click(await screen.findByRole('radio', { name: PAGE_TEXTS.reference.stars(5) }));
    fireEvent.change(screen.getByLabelText(/Your endorsement/u), { target: { value: 'Great machinist.' } });
    await userEvent.click(screen.getByRole('button', { name: PAGE_TEXTS.reference.submit }));
    expect(await screen.findByText('This reference has already been endorsed')).toBeTruthy();
  });
});
