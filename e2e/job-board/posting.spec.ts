import { expect, test, type Page } from '@playwright/test';
import { JOB_BOARD_FORM_TEXTS as T, JOB_FEED_PATH } from '@floorhire/domain-job-board';
import { formatDate } from '@floorhire/rules';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_LOGINS } from '../support/logins';
import { ShellPage } from '../support/shell-page';
import { employerIdByName, staffApi } from '../support/staff-api';
import { PostingPages } from './pages/posting-pages';

// Staff fill and submit an employer's job-board posting form (spec 002 §7, §5), and the job feed
// job boards read lists a job posted a moment later (ADR 219).

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png`, fullPage: true });
}

test.describe('job-board posting form and feed', () => {
  test('staff fill and submit the form, and the feed lists a job posted a moment before', async ({ page }) => {
    test.setTimeout(120_000);
    const staff = await staffApi();
    try {
      const employerId = await employerIdByName(staff, 'Acme Precision Tooling');
      const shell = new ShellPage(page);
      const form = new PostingPages(page);
      await shell.login('admin');
      await form.open(employerId);
      // Nothing saved yet: the 404 is no error, the company is the employer's name.
      await expect(form.status()).toHaveText(T.draft);
      await expect(form.field(T.companyName)).toHaveValue('Acme Precision Tooling');
      await expect(form.submit()).toBeDisabled();
      await expectNoAxeViolations(page, 'job-board posting form');

      await form.field(T.contactEmail).fill(`hiring-${run}@acme-precision.test`);
      await form.field(T.firstName).fill('Rachel');
      await form.field(T.lastName).fill('Kowalski');
      await form.field(T.jobsPerMonth).fill('3');
      await form.save().click();
      await expect(page.getByText(T.saved)).toBeVisible();
      await expect(form.submit()).toBeDisabled();
      // By keyboard: the box to post on Indeed, then Submit.
      await form.postsToJobBoard().focus();
      await page.keyboard.press('Space');
      await expect(form.submit()).toBeEnabled();
      await form.submit().focus();
      await page.keyboard.press('Enter');
      await expect(form.status()).toHaveText(T.submittedOn(formatDate(new Date())));
      await expectNoAxeViolations(page, 'job-board posting form submitted');
      await shot(page, 'posting-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(form.submit()).toBeVisible();
      await expectNoAxeViolations(page, 'job-board posting form at 390 px');
      await shot(page, 'posting-390');

      // A job posted a moment before the job board reads the feed.
      const users = (await (await staff.get(`/v4/employer/${employerId}/user-profile`)).json()) as { id: number; email: string }[];
      const contact = users.find((u) => u.email === DEMO_LOGINS.employer)!;
      const title = `Wire EDM Operator ${run}`;
      const posted = await staff.post('/v4/job?skipJobSlotsValidation=true', {
        data: {
          employerId,
          displayTitle: title,
          employerAssigneeId: contact.id,
          hireType: 'Full-Time',
          shift: 1,
          payRatePeriod: 'hourly',
          payRateMin: 26,
          payRateMax: 34,
          street1: '1750 Progress Road',
          city: 'Springfield',
          state: 'OH',
          postalCode: '45505',
          rawDescription: 'Run Sodick wire EDM machines on first shift.',
          screenerQuestions: ['Years on wire EDM?', 'Can you read prints?', 'First shift works?'],
          status: 'live',
        },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const jobId = ((await posted.json()) as { job: { id: number } }).job.id;

      const feed = await page.request.get(`/v4${JOB_FEED_PATH}`, { headers: { authorization: '' } });
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('application/xml; charset=utf-8');
      const xml = await feed.text();
      expect(xml).toContain(`<title><![CDATA[${title}]]></title>`);
      expect(xml).toContain(`<referencenumber><![CDATA[floorhire-${jobId}]]></referencenumber>`);
      expect(xml).toContain(`<email><![CDATA[hiring-${run}@acme-precision.test]]></email>`);
    } finally {
      await staff.dispose();
    }
  });
});
