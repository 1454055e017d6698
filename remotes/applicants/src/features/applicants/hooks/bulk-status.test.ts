import { describe, expect, it } from 'vitest';
import { APPLICANT_TEXTS } from '@floorhire/domain-applications';
import { failWith, testClient, testServer } from '@floorhire/remote-kit/testing';
import { applicantRow } from '#app/lib/applicant-rows';
import { bulkChangeStatus } from './bulk-status';

const patched = (server: ReturnType<typeof testServer>) => server.calls.filter((c) => c.method === 'PATCH').map((c) => Number(c.path.split('/').at(-1)));

describe('bulk status change (spec 001 §4, §8)', () => {
  it('skips applicants already in the target status and reports "Applicants status changed!"', async () => {
    const server = testServer({ 'PATCH /job-applicant/:id': (c) => ({ changed: true, applicant: applicantRow(Number(c.path.split('/').at(-1)), 'Review') }) });
    const outcome = await bulkChangeStatus(testClient(server.fetch), [{ id: 1, status: 'New' }, { id: 2, status: 'Review' }, { id: 3, status: 'Client' }], 'Review');
    expect(patched(server).sort()).toEqual([1, 3]);
    expect(outcome).toMatchObject({ changed: 2, skipped: 1, failed: 0, message: APPLICANT_TEXTS.statusesChanged });
    expect(server.calls[0]!.query.get('silent')).toBe('true');
    expect(server.calls[0]!.body).toEqual({ status: 'Review' });
  });

  it('says "No status changed" when every applicant is already there, without calling the API', async () => {
    const server = testServer({});
    const outcome = await bulkChangeStatus(testClient(server.fetch), [{ id: 1, status: 'Review' }, { id: 2, status: 'Review' }], 'Review');
    expect(server.calls).toHaveLength(0);
    expect(outcome.message).toBe(APPLICANT_TEXTS.noStatusChanged);
  });

  it('counts a server no-op (changed:false) as not changed', async () => {
    const server = testServer({ 'PATCH /job-applicant/:id': () => ({ changed: false, applicant: applicantRow(1, 'Review') }) });
    const outcome = await bulkChangeStatus(testClient(server.fetch), [{ id: 1, status: 'New' }], 'Review');
    expect(outcome.message).toBe(APPLICANT_TEXTS.noStatusChanged);
  });

  it('runs at most 5 calls at a time', async () => {
    let inFlight = 0;
    let peak = 0;
    const server = testServer({
      'PATCH /job-applicant/:id': async (c) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((r) => setTimeout(r, 10));
        inFlight -= 1;
        return { changed: true, applicant: applicantRow(Number(c.path.split('/').at(-1)), 'Interview') };
      },
    });
    const applicants = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, status: 'New' }));
    const outcome = await bulkChangeStatus(testClient(server.fetch), applicants, 'Interview');
    expect(outcome.changed).toBe(12);
    expect(peak).toBe(5);
  });

  it('reports partial failure in the spec words', async () => {
    const server = testServer({ 'PATCH /job-applicant/:id': (c) => (c.path.endsWith('/2') ? failWith(500, 'boom') : { changed: true, applicant: applicantRow(1, 'Offer') }) });
    const some = await bulkChangeStatus(testClient(server.fetch), [{ id: 1, status: 'New' }, { id: 2, status: 'New' }], 'Offer');
    expect(some.message).toBe(APPLICANT_TEXTS.setSomeStatusesFailed);
    const none = await bulkChangeStatus(testClient(server.fetch), [{ id: 2, status: 'New' }], 'Offer');
    expect(none.message).toBe(APPLICANT_TEXTS.setStatusFailed);
  });

  it('tells the pro only when asked (silent=false)', async () => {
    const server = testServer({ 'PATCH /job-applicant/:id': () => ({ changed: true, applicant: applicantRow(1, 'Offer') }) });
    await bulkChangeStatus(testClient(server.fetch), [{ id: 1, status: 'New' }], 'Offer', { silent: false });
    expect(server.calls[0]!.query.get('silent')).toBe('false');
  });
});
