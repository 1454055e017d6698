import { expect, test, type Page } from '@playwright/test';
import { JOB_OUTREACH_TEXTS } from '@floorhire/domain-job-board';
import { expectNoAxeViolations } from '../support/axe';
import { latestMessage } from '../support/outbox';
import { ShellPage } from '../support/shell-page';
import { JobDetailsPages } from './pages/job-details-pages';

// A job's details page with what was sent to pros (issue 25 item 1, issue 26 items 7 and 8):
// the employer sees its job, the status history and how many pros it went to; staff see whom,
// on which channel and when, and send it to a pro by hand. Job 4 is Acme Machining's live
// "Maintenance Technician" of the demo seed.
const JOB_ID = 4;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png`, fullPage: true });
}

test('a job\'s details: the employer sees how many pros it was sent to, staff see whom and send it to one more by hand', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const shell = new ShellPage(page);
  const details = new JobDetailsPages(page);

  // A pro who signs up now and was never sent the job (e-mail on, texts off by default).
  const email = `sent-by-hand-${run}@example.test`;
  const lastName = `Handsent${run.replace(/\d/gu, (d) => 'abcdefghij'[Number(d)]!)}`;
  const visitor = await browser.newContext();
  const signup = await visitor.request.post('/v4/public/signup/pro', { data: { email, password: 'Strong-pass-1', nameFirst: 'Robin', nameLast: lastName, phone: null, postalCode: '60601' } });
  expect(signup.status()).toBe(201);
  await visitor.close();

  // The employer: details, history and the count, on a desktop and on a phone.
  await shell.login('employer');
  await details.open(`/employer/jobs/${JOB_ID}`);
  await expect(details.title()).toHaveText('Maintenance Technician');
  await expect(details.history().getByRole('listitem').first()).toBeVisible();
  const before = await details.sentCount();
  expect(before).toBeGreaterThan(0);
  await expect(details.outreach().getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page, 'job details, employer');
  await shot(page, 'job-details-employer-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(details.outreach()).toBeVisible();
  await expectNoAxeViolations(page, 'job details, employer, phone');
  await shot(page, 'job-details-employer-390');

  // Staff: the pros it went to, and a send by hand.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().clearCookies();
  await shell.login('admin');
  await details.open(`/admin/jobs/${JOB_ID}`);
  await expect(details.outreach().getByRole('table')).toBeVisible();
  expect(await details.sentCount()).toBe(before);
  await expectNoAxeViolations(page, 'job details, staff');
  await shot(page, 'job-details-staff-1280');
  await details.sendTo(`Robin ${lastName}`, `Robin ${lastName}`);
  await expect(page.getByText(JOB_OUTREACH_TEXTS.sentTo(`Robin ${lastName}`))).toBeVisible();
  await expect(details.outreachEntry(`Robin ${lastName}`)).toContainText(JOB_OUTREACH_TEXTS.channels.email);
  await expect(details.outreachEntry(`Robin ${lastName}`)).toContainText('Sent by hand by');
  await expect.poll(() => details.sentCount()).toBe(before + 1);
  const mail = await latestMessage(email, 'job-notification');
  expect(mail.bodyText).toContain(`/pro/opportunities/${JOB_ID}`);
  // Sending again is refused in words staff can act on.
  await details.sendTo(`Robin ${lastName}`, `Robin ${lastName}`);
  await expect(page.getByText(JOB_OUTREACH_TEXTS.alreadySent)).toBeVisible();
  await expectNoAxeViolations(page, 'job details, staff, after a send by hand');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(details.outreachEntry(`Robin ${lastName}`)).toBeVisible();
  await expectNoAxeViolations(page, 'job details, staff, phone');
  await shot(page, 'job-details-staff-390');
  expect(shell.pageErrors).toEqual([]);
});
