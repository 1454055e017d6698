import { expect, request, test, type Page } from '@playwright/test';
import { BILLING_API_TEXTS, BILLING_TEXTS } from '@floorhire/domain-billing';
import { expectNoAxeViolations } from '../support/axe';
import { latestMessage, linkIn } from '../support/outbox';
import { ShellPage } from '../support/shell-page';
import { REMOTE_TEXTS } from '../../remotes/billing/src/texts';
import { BillingPages } from './pages/billing-pages';

// Billing journeys (spec 002 §2, §4, §8): a new employer on a free trial chooses a plan with a
// test card; staff move its test clock. Each journey signs up its own employer, so the demo
// employers other journeys read keep their plans.

// Each journey signs up, pays and runs axe four times: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

let counter = 0;

/** Signs up a new employer through the API and follows its verify link: signed in, on a free trial. */
async function newTrialEmployer(page: Page): Promise<number> {
  counter += 1;
  const email = `e2e-billing-${Date.now().toString(36)}-${counter}@example.test`;
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const created = await api.post('/v4/public/signup/employer', {
    data: { position: 'CNC Machinist', location: 'Grand Rapids, MI', fullName: 'Dana Billing', email, recruitingPriority: 'Speed', foundVia: 'Google' },
  });
  expect(created.status()).toBe(201);
  const { employerId } = (await created.json()) as { employerId: number };
  await api.dispose();
  await page.goto(linkIn(await latestMessage(email, 'link.verify-email')));
  await expect(page.getByTestId('trial-banner')).toBeVisible({ timeout: 15_000 });
  return employerId;
}

test('an employer on trial chooses a plan with a test card; a declined card changes nothing; the banner goes without a reload', async ({ page }) => {
  const shell = new ShellPage(page);
  const billing = new BillingPages(page);
  await newTrialEmployer(page);

  await page.getByTestId('trial-banner').getByRole('link', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/employer/plans');
  await expect(billing.heading(REMOTE_TEXTS.plansTitle)).toBeVisible({ timeout: 15_000 });
  await expect(billing.chooseButton('Starter')).toBeDisabled();
  await expectNoAxeViolations(page, 'plans page');

  await billing.addCard('4000 0000 0000 0002');
  await expect(billing.chooseButton('Starter')).toBeEnabled();
  await billing.chooseLength(REMOTE_TEXTS.quarterlyLabel);
  await billing.chooseButton('Starter').click();
  await expect(page.getByRole('alert').filter({ hasText: BILLING_API_TEXTS.cardDeclined })).toBeVisible();
  await expect(page.getByTestId('trial-banner')).toBeVisible();

  await billing.addCard('4242 4242 4242 4242');
  await billing.chooseButton('Starter').click();
  await expect(page).toHaveURL((url) => url.pathname === '/employer/billing', { timeout: 15_000 });
  await expect(page.getByTestId('trial-banner')).toHaveCount(0, { timeout: 10_000 });
  await expect(billing.planName()).toHaveText('Starter');
  await expect(billing.invoiceStatuses()).toHaveText(['Paid']);
  await expectNoAxeViolations(page, 'billing page');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, 'billing page at 390 px');
  await page.getByRole('link', { name: REMOTE_TEXTS.plansTitle }).click();
  await billing.chooseLength(REMOTE_TEXTS.quarterlyLabel);
  await expect(page.getByText(REMOTE_TEXTS.currentOffer)).toBeVisible();
  await expectNoAxeViolations(page, 'plans page at 390 px');
  expect(shell.pageErrors).toEqual([]);
});

test('staff move an employer’s test clock past the trial: the plan ends and the billing page says No active subscription', async ({ page, browser }) => {
  const employerId = await newTrialEmployer(page);
  const staffContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const staffPage = await staffContext.newPage();
  const staff = new ShellPage(staffPage);
  await staff.login('admin');
  const billing = new BillingPages(staffPage);
  await billing.open(`/admin/employer/${employerId}/billing`);
  await expect(billing.planStatus()).toHaveText('trial');
  await expectNoAxeViolations(staffPage, 'staff billing page');

  await staffPage.getByRole('tab', { name: REMOTE_TEXTS.clockTab }).click();
  await staffPage.getByLabel(REMOTE_TEXTS.clockDays).fill('20');
  await staffPage.getByRole('button', { name: REMOTE_TEXTS.advance }).click();
  await expect(staffPage.getByTestId('clock-status')).toContainText(REMOTE_TEXTS.advanced(0, 1));
  await expect(billing.noActiveSubscription()).toBeVisible();
  await staffPage.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(staffPage, 'staff billing page at 390 px');
  await staffContext.close();

  // The employer's own tab: the expired-plan screen replaces the pages once it reloads its subscription.
  await page.goto('/employer/billing');
  await expect(page.getByText(BILLING_TEXTS.noActiveSubscription).or(page.getByText('Your plan has expired'))).toBeVisible({ timeout: 15_000 });
});

test('Job Slot Analytics draws slots used and free per day, at desktop and phone width, with no axe violation', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.login('employer');
  await page.goto('/employer/job-slot-analytics');
  await expect(page.getByRole('heading', { level: 1, name: REMOTE_TEXTS.analyticsTitle })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('slots-summary')).toContainText(REMOTE_TEXTS.slotsUsed);
  // ApexCharts' core with the area type and its legend (ADR 281): both series drawn and named.
  await expect(page.locator('.apexcharts-canvas')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.apexcharts-area-series .apexcharts-series')).toHaveCount(2);
  await expect(page.locator('.apexcharts-legend')).toContainText(REMOTE_TEXTS.slotsFree);
  await expectNoAxeViolations(page, 'job slot analytics');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.apexcharts-canvas')).toBeVisible();
  await expectNoAxeViolations(page, 'job slot analytics at 390 px');
  expect(shell.pageErrors).toEqual([]);
});
