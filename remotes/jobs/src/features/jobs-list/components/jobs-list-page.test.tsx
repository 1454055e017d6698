import { afterEach, describe, expect, it } from 'vitest';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { JobsListPage } from './jobs-list-page';

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  window.history.pushState(null, '', '/');
});

const STAFF = { id: 5, email: 'admin@floorhire.test', nameFirst: 'Ada', nameLast: 'Admin', groupMembership: 'Super Admin' as const, roles: ['user.admin'], activeEmployerId: null };
const API = { 'GET /job/summary': () => [], 'GET /job/summary/count': () => ({ count: 0 }), 'GET /employer/summary': () => [] };

/** The employer the list asked the API for, read from the filter of its first summary call. */
function askedEmployer(page: MountedPage): unknown {
  const call = page.server.calls.find((c) => c.path === '/job/summary');
  const filter = JSON.parse(call?.query.get('filter') ?? '{}') as { where?: { employerId?: unknown } };
  return filter.where?.employerId;
}

describe('/admin/jobs', { timeout: 30_000 }, () => {
  it("starts on the employer staff came from (the employer page's Jobs link), and on every employer without one", async () => {
    mounted = await mountPage(JobsListPage, { user: STAFF, path: '/admin/jobs?employerId=3', api: API });
    await expect.poll(() => askedEmployer(mounted!)).toBe(3);
    await mounted.unmount();
    mounted = await mountPage(JobsListPage, { user: STAFF, path: '/admin/jobs', api: API });
    await expect.poll(() => mounted!.server.calls.some((c) => c.path === '/job/summary')).toBe(true);
    expect(askedEmployer(mounted)).toBeUndefined();
  });
});
