import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createLifecycles } from '@floorhire/contract';
import { BILLING_TEXTS } from '@floorhire/rules';
import { failWith, mountRemote, testServer } from '@floorhire/remote-kit/testing';
import { REMOTE_TEXTS as T } from '#app/texts';
import { DashboardPage } from './dashboard-page';

// The dashboard asks the subscription service whether the employer is subscribed (the answer
// the shell reads too) instead of guessing from refused list calls (spec 001 §6, ADR 173).

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const stat = () => [{ date: '2026-11-02', count: 1 }];

// The subscription service's whole record (read with the billing domain's schema, ADR 135).
const subscriptionRecord = (over: { isSubscribed: boolean; status: string }) => ({
  id: 3, employerId: 1, provider: 'local', plan: 'Starter', price: 299, billingCycle: 'monthly', planLength: 'annual', startDate: '2026-01-01', endDate: null,
  jobSlotQuantity: 3, talentSearchCredits: 0, contractJobSlots: 3, addOnJobSlots: 0, nextBillingAmount: null, billingPortalUrl: null,
  components: { COPILOT_SLOT: null, TS_UNLOCK: null }, isFreePlan: false, isGated: false, credits: { available: 0, used: 0, remaining: 0 }, jobSlots: 3, ...over,
});

async function mountDashboard(subscription: () => unknown) {
  const server = testServer({
    'GET /subscription/employer/:id': subscription,
    'GET /employer/:id/job/summary': () => [],
    'GET /employer/:id/interview': () => [],
    'GET /employer/:id/job-applicant': () => [],
    'GET /employer/:id/stats/:kind': stat,
  });
  vi.stubGlobal('fetch', server.fetch);
  window.history.replaceState(null, '', '/employer/dashboard');
  const mounted = await mountRemote(createLifecycles(DashboardPage, { name: 'dashboard-test' }));
  cleanup = mounted.unmount;
  return server;
}

const listCalls = (server: ReturnType<typeof testServer>) => server.calls.filter((c) => /^\/employer\/\d+\/(job\/summary|interview|job-applicant)$/u.test(c.path));

describe('dashboard subscription state', () => {
  it('shows the sample statistics and no lists when the employer has no active subscription', async () => {
    const server = await mountDashboard(() => failWith(404, BILLING_TEXTS.subscriptionNotFoundServerMessage));
    expect(await screen.findByText(T.sampleStats)).toBeTruthy();
    expect(screen.queryByTestId('active-jobs')).toBeNull();
    expect(listCalls(server)).toEqual([]);
    expect(server.calls.filter((c) => c.path === '/subscription/employer/1')).toHaveLength(1);
  });

  it('loads the lists for a subscribed employer, and never shows the sample note', async () => {
    const server = await mountDashboard(() => subscriptionRecord({ isSubscribed: true, status: 'active' }));
    expect(await screen.findByTestId('active-jobs')).toBeTruthy();
    await vi.waitFor(() => expect(listCalls(server)).toHaveLength(3));
    expect(screen.queryByText(T.sampleStats)).toBeNull();
  });

  it('counts a paused subscription (present, not active) as unsubscribed', async () => {
    const server = await mountDashboard(() => subscriptionRecord({ isSubscribed: false, status: 'paused' }));
    expect(await screen.findByText(T.sampleStats)).toBeTruthy();
    expect(listCalls(server)).toEqual([]);
  });
});
