// Journeys of spec 002 §2 and §7 through the taxonomy remote against the real API and database:
// staff with the taxonomy role merge one job title into another and the jobs follow, on a phone
// and on a desktop, every page axe-clean (ADR 313).
import { expect, test } from '@playwright/test';
import { EDITOR_TEXTS } from '../../remotes/taxonomy/src/texts';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../support/logins';
import { TaxonomyPages } from './pages/taxonomy-pages';

const RUN = Date.now().toString(36);

test.describe('taxonomy', () => {
  test('staff merge one job title into another and the job follows (390 px, then 1280 px)', async ({ page }) => {
    test.setTimeout(120_000);
    const pages = new TaxonomyPages(page);
    const login = await page.request.post('/v4/auth/login', { data: { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };

    // Two titles of this run, and a job of a demo employer posted under the first (setup through the API).
    const create = async (title: string) => {
      const res = await page.request.post('/v4/job-title', { headers, data: { title, skillLevel: 'MEDIUM' } });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const oldTitle = `Deburr Tech ${RUN}`;
    const newTitle = `Finishing Technician ${RUN}`;
    const oldId = await create(oldTitle);
    const newId = await create(newTitle);
    const [someJob] = (await (await page.request.get('/v4/job/summary?filter=%7B%22limit%22%3A1%7D', { headers })).json()) as { employerId: number }[];
    const job = await page.request.post('/v4/job', { headers, data: { employerId: someJob!.employerId, jobTitleId: oldId } });
    expect(job.status()).toBe(201);
    const jobId = ((await job.json()) as { job: { id: number } }).job.id;

    // On a phone: the hub, the job-title editor, the title, and the merge.
    await page.setViewportSize({ width: 390, height: 844 });
    await pages.open('/admin/taxonomy');
    await expect(pages.hubHeading()).toBeVisible();
    await expect(pages.tile('jobTitle')).toContainText(/\d+ entries/u);
    await expectNoAxeViolations(page, 'taxonomy hub (390 px)');
    await pages.openList('jobTitle');
    await pages.search('jobTitle', oldTitle);
    await expect(pages.entryLink(oldTitle)).toBeVisible();
    await expectNoAxeViolations(page, 'job-title list (390 px)');
    await pages.entryLink(oldTitle).click();
    await expect(pages.heading(oldTitle)).toBeVisible();
    await expect(pages.usage('1 job')).toBeVisible();
    await expectNoAxeViolations(page, 'job-title editor (390 px)');
    await pages.chooseReplacement(newTitle);
    await pages.replaceAndDelete();
    await expect(page.getByText(EDITOR_TEXTS.confirmReplace(oldTitle, newTitle, '1 job'))).toBeVisible();
    await expectNoAxeViolations(page, 'merge confirmation (390 px)');
    await pages.confirm();
    await expect(page).toHaveURL(new RegExp(`/admin/job-title/${newId}$`, 'u'));
    await expect(pages.heading(newTitle)).toBeVisible();
    await expect(pages.usage('1 job')).toBeVisible();

    // On a desktop: the job shows the replacement in the staff jobs list; the old title says what replaced it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/jobs');
    const row = page.locator(`[data-job-id="${jobId}"]`).filter({ visible: true });
    await expect(row).toContainText(newTitle, { timeout: 15_000 });
    await expect(row).not.toContainText(oldTitle);
    await pages.open(`/admin/job-title/${oldId}`);
    await expect(page.getByText(EDITOR_TEXTS.removed).first()).toBeVisible();
    await expect(page.getByRole('link', { name: newTitle })).toHaveAttribute('href', `/admin/job-title/${newId}`);
    await expectNoAxeViolations(page, 'removed job title (1280 px)');
    await pages.open(`/admin/job-title/${newId}`);
    await expect(pages.usage('1 job')).toBeVisible();
    await expectNoAxeViolations(page, 'job-title editor (1280 px)');
    // The wizard's list offers the replacement only.
    const offered = (await (await page.request.get(`/v4/job-title?filter=${encodeURIComponent(JSON.stringify({ where: { title: { like: `%${RUN}%` } } }))}`, { headers })).json()) as { id: number }[];
    expect(offered.map((t) => t.id)).toEqual([newId]);
    expect(pages.pageErrors).toEqual([]);
  });
});
