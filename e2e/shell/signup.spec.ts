// Journey of spec 000 §2.5: a guest employer signs up through the 4 steps against the real API
// and lands on the sign-up success page.
import { expect, test } from '@playwright/test';
import { RECRUITING_PRIORITIES, REFERRAL_OPTIONS, SIGNUP_TEXTS } from '@floorhire/rules';
import { expectNoAxeViolations } from '../support/axe';
import { latestMessage, linkIn } from '../support/outbox';
import { SignupScreens } from './shell-pages';

test('a guest employer signs up in 4 steps and lands on the success page', async ({ page }) => {
  const signup = new SignupScreens(page);
  const email = `e2e-signup-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

  // ky hands fetch a Request whose body Chromium does not report to Playwright, so the page
  // records what it sends to the sign-up endpoint.
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    const w = window as unknown as { __signupBodies: string[] };
    w.__signupBodies = [];
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && request.url.includes('/signup/employer')) w.__signupBodies.push(await request.clone().text());
      return original(request);
    };
  });
  await page.goto('/signup');
  await expect(signup.stepCounter(1)).toBeVisible();
  await expect(signup.stepHeading(SIGNUP_TEXTS.positionStep.title)).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up step 1');
  await signup.position().fill('CNC Machinist');
  await signup.location().fill('Grand Rapids, MI');
  await signup.next().click();

  await expect(signup.stepHeading(SIGNUP_TEXTS.contactStep.title)).toBeVisible();
  await expect(signup.stepCounter(2)).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up step 2');
  await signup.fullName().fill('Dana Whitfield');
  await signup.email().fill(email);
  await signup.next().click();

  await expect(signup.stepHeading(SIGNUP_TEXTS.priorityStep.title)).toBeVisible();
  const priority = RECRUITING_PRIORITIES[1];
  for (const p of RECRUITING_PRIORITIES) await expect(signup.priority(p.label)).toBeVisible();
  await signup.priority(priority.label).click();
  await expect(signup.priority(priority.label)).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page, 'sign-up step 3');
  await signup.next().click();

  await expect(signup.stepHeading(SIGNUP_TEXTS.referralStep.title)).toBeVisible();
  await expect(signup.stepCounter(4)).toBeVisible();
  for (const o of REFERRAL_OPTIONS) await expect(signup.referral(o.label)).toHaveCount(1);
  await expect(signup.otherBox()).toHaveCount(0);
  await signup.referral('Other').check({ force: true });
  await expect(signup.otherBox()).toBeVisible();
  await signup.otherBox().fill('A plant manager at a trade association lunch');
  await signup.referral('LinkedIn').check({ force: true });
  await expect(signup.otherBox()).toHaveCount(0);
  await signup.referral('Other').check({ force: true });
  await signup.otherBox().fill('A plant manager at a trade association lunch');
  await expect(page.getByText(SIGNUP_TEXTS.referralStep.disclaimer)).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up step 4');
  const posting = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/signup/employer'));
  await signup.startTrial().click();
  const request = await posting;
  expect((await request.response())?.ok()).toBe(true);

  await expect(page).toHaveURL((url) => url.pathname === '/signup/success', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: SIGNUP_TEXTS.success.title })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up success');
  const bodies = await page.evaluate(() => (window as unknown as { __signupBodies: string[] }).__signupBodies);
  expect(bodies).toHaveLength(1);
  expect(JSON.parse(bodies[0] ?? 'null')).toMatchObject({
    position: 'CNC Machinist',
    location: 'Grand Rapids, MI',
    fullName: 'Dana Whitfield',
    email,
    recruitingPriority: priority.value,
    foundVia: 'other',
    foundViaOther: 'A plant manager at a trade association lunch',
  });

  // The verify e-mail went out through the e-mail adapter, and its link lands on the new
  // employer's home, signed in (spec 000 §2.5; ADR 151: no dead links).
  const verify = await latestMessage(email, 'link.verify-email');
  await page.context().clearCookies();
  await page.goto(linkIn(verify));
  await expect(page).toHaveURL((url) => url.pathname === '/employer', { timeout: 15_000 });
});
