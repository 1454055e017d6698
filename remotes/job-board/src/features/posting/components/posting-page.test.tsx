import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { JOB_BOARD_FORM_TEXTS as T, JOB_BOARD_POSTING_TEXTS as FAIL } from '@floorhire/domain-job-board';
import { formatDate } from '@floorhire/rules';
import { PostingPage } from './posting-page';

configure({ asyncUtilTimeout: 10_000 });

function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/employer/:id/indeed" element={<PostingPage />} />
    </Routes>
  );
}

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const employer = { id: 5, name: 'Great Lakes Tool & Die', status: 'Active Customer', photoUrl: null, size: null, street1: null, city: null, state: null, postalCode: null, website: null, phone: null, introduction: null, cultureBenefits: null, facility: null, products: null, assigneeId: null, industryId: null, createTs: '2026-11-01T00:00:00.000Z', updateTs: '2026-11-01T00:00:00.000Z' };
const request = (over: object) => ({ id: 1, ffEmployerId: 5, contactEmail: null, firstName: null, lastName: null, companyName: null, postsToJobBoard: null, status: 'draft', submittedTs: null, updateTs: '2026-11-29T06:00:00.000Z', ...over });
const information = (over: object) => ({ ffEmployerId: 5, companyWebsite: null, contactPhone: null, jobsPerMonth: null, budgetPerJob: null, notes: null, updateTs: '2026-11-29T06:00:00.000Z', ...over });

describe('job-board posting form (/admin/employer/{id}/indeed)', { timeout: 30_000 }, () => {
  it('ignores the 404 of an employer with nothing saved, creates on the first save, and submits only when §5 holds', async () => {
    const writes: { method: string; path: string; body: unknown }[] = [];
    const record = (answer: (body: Record<string, unknown>) => unknown) => (call: { method: string; path: string; body: unknown }) => {
      writes.push(call);
      return answer(call.body as Record<string, unknown>);
    };
    mounted = await mountPage(AppRoutes, {
      path: '/admin/employer/5/indeed',
      api: {
        'GET /employer/:id': () => employer,
        'GET /indeed-employer-request-information/:id': () => failWith(404, 'Job board request not found'),
        'GET /indeed-employer-request-information/:id/indeed-information': () => failWith(404, 'Job board request not found'),
        'POST /indeed-employer-request-information': record((b) => request(b)),
        'POST /indeed-employer-request-information/indeed-information': record((b) => information(b)),
        'PATCH /indeed-employer-request-information/:id': record((b) => request(b)),
        'PATCH /indeed-employer-request-information/:id/indeed-information': record((b) => information(b)),
        'POST /indeed-employer-request-information/:id/submit-form': record(() => request({ contactEmail: 'hr@gltd.test', firstName: 'Karen', lastName: 'Hoffman', companyName: employer.name, postsToJobBoard: true, status: 'submitted', submittedTs: '2026-11-29T07:00:00.000Z' })),
      },
    });
    // No error for the 404s: an empty form, the employer's name as the company.
    expect(await screen.findByText(employer.name)).toBeTruthy();
    expect(screen.queryByText(FAIL.fetchFailed)).toBeNull();
    expect((screen.getByLabelText(new RegExp(T.companyName, 'u')) as HTMLInputElement).value).toBe(employer.name);
    const submit = screen.getByRole('button', { name: T.submit }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText(T.submitNeeds)).toBeTruthy();

    await userEvent.type(screen.getByLabelText(new RegExp(T.contactEmail, 'u')), 'hr@gltd.test');
    await userEvent.type(screen.getByLabelText(new RegExp(T.firstName, 'u')), 'Karen');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${T.lastName}`, 'u')), 'Hoffman');
    await userEvent.type(screen.getByLabelText(T.jobsPerMonth), '4');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['POST /indeed-employer-request-information', 'POST /indeed-employer-request-information/indeed-information']));
    expect(writes[0]!.body).toMatchObject({ ffEmployerId: 5, contactEmail: 'hr@gltd.test', firstName: 'Karen', lastName: 'Hoffman', companyName: employer.name, postsToJobBoard: false });
    expect(writes[1]!.body).toMatchObject({ ffEmployerId: 5, jobsPerMonth: 4 });
    expect(submit.disabled).toBe(true);

    await userEvent.click(screen.getByRole('checkbox', { name: T.postsToJobBoard }));
    await waitFor(() => expect(submit.disabled).toBe(false));
    await userEvent.click(submit);
    expect(await screen.findByText(T.submittedOn(formatDate('2026-11-29T07:00:00.000Z')))).toBeTruthy();
    // Saved before it was submitted, now through PATCH: the first save made both.
    expect(writes.slice(2).map((w) => `${w.method} ${w.path}`)).toEqual([
      'PATCH /indeed-employer-request-information/5',
      'PATCH /indeed-employer-request-information/5/indeed-information',
      'POST /indeed-employer-request-information/5/submit-form',
    ]);
  });

  it("says the spec's words when the data cannot be read or saved", async () => {
    mounted = await mountPage(AppRoutes, { path: '/admin/employer/5/indeed', api: { 'GET /employer/:id': () => employer, 'GET /indeed-employer-request-information/:id': () => failWith(500, 'boom') } });
    expect(await screen.findByText(FAIL.fetchFailed)).toBeTruthy();
    await mounted.unmount();
    mounted = await mountPage(AppRoutes, {
      path: '/admin/employer/5/indeed',
      api: {
        'GET /employer/:id': () => employer,
        'GET /indeed-employer-request-information/:id': () => request({ companyName: 'GLTD' }),
        'GET /indeed-employer-request-information/:id/indeed-information': () => information({}),
        'PATCH /indeed-employer-request-information/:id': () => failWith(500, 'boom'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: T.save }));
    await expect.poll(() => mounted!.props.notifications.map((n) => n.message), { timeout: 10_000 }).toContain(FAIL.saveFailed);
  });
});
