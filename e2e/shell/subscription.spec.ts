// The plan states of spec 000 §2.3 as the demo employers meet them, read from the subscription
// service (ADR 130, 134): the trial banner with days left, the credits counter on a gated paid
// plan, and the expired-plan screen.
import { expect, test } from '@playwright/test';
import { EXPIRED_PLAN_TEXTS } from '@floorhire/rules';
import { expectNoAxeViolations } from '../support/axe';
import { PlanChrome } from './plan-chrome';

test('the free-trial employer sees the days left of the trial and its credits', async ({ page }) => {
  const chrome = new PlanChrome(page);
  await chrome.signInAs('trial@lakeside-plastics.test');
  await chrome.expectPath('/employer');
  await expect(chrome.trialBanner()).toContainText(/Free trial: (1 day|\d+ days) left/);
  await expect(chrome.creditsCounter()).toHaveText('3 credits');
  await expect(chrome.expiredPlan()).toHaveCount(0);
  await expectNoAxeViolations(page, 'employer home with the trial banner');
});

test('the subscribed employer sees no trial banner, and the credits counter of its gated plan', async ({ page }) => {
  const chrome = new PlanChrome(page);
  await chrome.signInAs('owner@acme-machining.test');
  await chrome.expectPath('/employer');
  await expect(chrome.creditsCounter()).toContainText(/\d+ credits?/);
  await expect(chrome.trialBanner()).toHaveCount(0);
});

test("the employer whose plan ended sees 'Your plan has expired' with a way to reach sales", async ({ page }) => {
  const chrome = new PlanChrome(page);
  await chrome.signInAs('expired@northfield-metal.test');
  await expect(chrome.expiredPlan()).toBeVisible();
  await expect(page.getByRole('link', { name: EXPIRED_PLAN_TEXTS.chat })).toHaveAttribute('href', `mailto:${EXPIRED_PLAN_TEXTS.salesEmail}`);
  await expect(chrome.trialBanner()).toHaveCount(0);
  await expect(chrome.creditsCounter()).toHaveCount(0);
  await expectNoAxeViolations(page, 'expired-plan screen');
});
