import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_OUTREACH_TEXTS, type JobOutreachRow } from '@floorhire/domain-job-board';
import type { JobDto } from '@floorhire/domain-jobs';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { Route, Routes } from '@floorhire/router';
import { JobDetailsPage } from './job-details-page';

/** The page at its two declared addresses (remote.json), as the remote's router serves it. */
function JobsRoutes() {
  return (
    <Routes>
      <Route path="/employer/jobs/:id" element={<JobDetailsPage />} />
      <Route path="/admin/jobs/:id" element={<JobDetailsPage />} />
    </Routes>
  );
}

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  window.history.pushState(null, '', '/');
});

const STAFF = { id: 5, email: 'admin@floorhire.test', nameFirst: 'Ada', nameLast: 'Admin', groupMembership: 'Super Admin' as const, roles: ['user.admin'], activeEmployerId: null };
const T = JOB_OUTREACH_TEXTS;

const job: JobDto = {
  id: 42, employerId: 3, employer: { id: 3, name: 'Acme Machining' }, status: 'live', title: 'CNC Lathe Operator', jobTitleId: 1, jobTitle: { id: 1, title: 'CNC Lathe Operator' },
  jobTitleCustom: null, displayTitle: null, employerAssigneeId: null, assigneeId: null, creatorId: null, hireType: 'Full-Time', shift: 1, startTime: null, endTime: null,
  payRateMin: 22, payRateMax: 28, payRateSalaryMin: null, payRateSalaryMax: null, payRatePeriod: 'hourly', experience: null, rawDescription: null,
  description: { html: null, markdown: '## Duties\n- Set up lathes' }, street1: null, city: 'Dayton', state: 'OH', postalCode: '45402', anonymous: false, autoSubmission: false,
  hiresPerPosition: 2, minimumApplicantsPerWeek: null, screeningAction: 'screen', employerCareerSiteUrl: null, screenerQuestions: [], jobKnowledgeDisciplineMaps: [], jobMachineMaps: [],
  jobMaterialMaps: [], jobSkillMaps: [], employerUserJobWatchers: [], jobWatchers: [],
  statusHistories: [
    { status: 'draft', creatorId: 9, creator: { id: 9, nameFirst: 'Olivia', nameLast: 'Owner' }, createTs: '2026-11-01T15:00:00.000Z', text: 'Status set to Draft' },
    { status: 'live', creatorId: 9, creator: { id: 9, nameFirst: 'Olivia', nameLast: 'Owner' }, createTs: '2026-11-02T15:00:00.000Z', text: 'Status set to Live' },
  ],
  missingFields: [], createTs: '2026-11-01T15:00:00.000Z', updateTs: '2026-11-02T15:00:00.000Z', statusUpdateTs: '2026-11-02T15:00:00.000Z',
};
const summary = { sent: 2, byStatus: { 'NOT QUEUED': 1, QUEUED: 1, APPLIED: 1, SKIPPED: 0, 'NO REPLY': 0, DISMISSED: 0 } };
const row = (over: Partial<JobOutreachRow>): JobOutreachRow => ({
  id: 1, jobId: 42, userProfileId: 70, nameFirst: 'Jordan', nameLast: 'Rivera', status: 'QUEUED', channel: 'email', createTs: '2026-11-03T15:00:00.000Z', updateTs: '2026-11-03T15:00:00.000Z',
  sentTs: '2026-11-03T15:00:00.000Z', sendAt: null, sentBy: null, ...over,
});

describe('/employer/jobs/{id} and /admin/jobs/{id}', { timeout: 30_000 }, () => {
  it("shows the employer its job, the status history newest first, and how many pros it was sent to, never whom", async () => {
    mounted = await mountPage(JobsRoutes, { path: '/employer/jobs/42', api: { 'GET /job/:id': () => job, 'GET /job/:id/job-notification/summary': () => summary } });
    expect(await screen.findByRole('heading', { level: 1, name: 'CNC Lathe Operator' })).toBeTruthy();
    expect(await screen.findByText(T.sentCount(2))).toBeTruthy();
    const history = screen.getByTestId('status-history');
    expect(within(history).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Status set to Live'), expect.stringContaining('Status set to Draft')]);
    expect(screen.getByText('Set up lathes')).toBeTruthy();
    expect(mounted.server.calls.some((c) => c.path === '/job/42/job-notification')).toBe(false);
    expect(mounted.server.calls.find((c) => c.path === '/job/42')?.query.get('include')).toContain('statusHistories');
  });

  it('lists for staff the pros the job went to, and sends it to a chosen pro by hand', async () => {
    const sent = row({ id: 2, userProfileId: 71, nameFirst: 'Sam', nameLast: 'Night', channel: 'sms', sentTs: null, sendAt: '2026-11-04T14:00:00.000Z', sentBy: { id: 5, nameFirst: 'Ada', nameLast: 'Admin' } });
    let list = [row({})];
    mounted = await mountPage(JobsRoutes, {
      user: STAFF,
      path: '/admin/jobs/42',
      api: {
        'GET /job/:id': () => job,
        'GET /job/:id/job-notification/summary': () => summary,
        'GET /job/:id/job-notification': () => list,
        'GET /pro': () => [{ userProfileId: 71, proId: 8, nameFirst: 'Sam', nameLast: 'Night', email: 'sam@example.test', phone: '3125550000', city: null, state: null, headline: null, lastActiveTs: null, achievements: [], status: 'normal', createTs: '2026-01-01T00:00:00.000Z' }],
        'POST /job/:id/job-notification': () => {
          list = [sent, ...list];
          return sent;
        },
      },
    });
    const table = await screen.findByTestId('outreach-table', {}, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'Jordan Rivera' }).getAttribute('href')).toBe('/admin/pro/70');
    expect(within(table).getByText(T.channels.email)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(T.findPro), { target: { value: 'Sam Night' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(((await screen.findByRole('radio', { name: /Sam Night/u })) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() => expect(mounted!.server.calls.find((c) => c.method === 'POST')?.body).toEqual({ userProfileId: 71 }));
    await waitFor(() => expect(mounted!.props.notifications.map((n) => n.message)).toContainEqual(expect.stringContaining('the text waits until')));
    expect(await within(screen.getByTestId('outreach-table')).findByText(T.byHand('Ada Admin'))).toBeTruthy();
  });
});
