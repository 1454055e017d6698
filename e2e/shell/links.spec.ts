// Issue 10 §1: the flows that cross from an e-mail into the product, followed as their recipient
// would, with the link read from the local outbox the API keeps: a password reset, an invitee
// joining, a login link asked for from the login screen; and the trial banner's link and a page
// that was once planned reach their remotes, never "not available yet". axe checks every screen.
import { expect, request, test } from '@playwright/test';
import { MAGIC_LINK_TEXTS, RESET_PASSWORD_TEXTS, SIGNUP_TEXTS } from '@floorhire/rules';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../support/logins';
import { latestMessage, lastMessageId, linkIn } from '../support/outbox';
import { ShellPage } from '../support/shell-page';
import { LinkScreens } from './link-pages';
import { PlanChrome } from './plan-chrome';

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** A fresh pro account (the demo logins keep their password for the other journeys). */
async function newPro(password: string): Promise<string> {
  const email = unique('e2e-reset');
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const created = await api.post('/v4/public/signup/pro', { data: { email, password, nameFirst: 'Robin', nameLast: 'Reyes' } });
  expect(created.status()).toBe(201);
  await api.dispose();
  return email;
}

test('a user resets a forgotten password from the e-mailed link, is signed in, and the link then has expired', async ({ page }) => {
  const screens = new LinkScreens(page);
  const email = await newPro('First-pass-1');

  await screens.open('/login');
  await screens.forgotPassword().click();
  await screens.recoverDialog().getByLabel('Email').fill(email);
  await screens.recoverDialog().getByRole('button', { name: 'Recover' }).click();
  await expect(screens.recoverDialog().getByRole('status')).toBeVisible();
  await expectNoAxeViolations(page, 'Recover Password dialog');

  const link = linkIn(await latestMessage(email, 'link.reset-password'));
  expect(link).toMatch(/^\/link\/[\w-]+$/);
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password' && url.searchParams.has('code'), { timeout: 10_000 });
  const resetAddress = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(screens.newPassword()).toBeVisible();
  await expectNoAxeViolations(page, 'reset password form');

  await screens.newPassword().fill('second-pass');
  await screens.setPassword().click();
  await expect(page.getByText('Password must include a number')).toBeVisible();
  await screens.newPassword().fill('Second-pass-2');
  await screens.confirmPassword().fill('Second-pass-3');
  await screens.setPassword().click();
  await expect(page.getByText(RESET_PASSWORD_TEXTS.mismatch)).toBeVisible();
  await expectNoAxeViolations(page, 'reset password form with errors');
  await screens.confirmPassword().fill('Second-pass-2');
  await screens.setPassword().click();

  // Signed in with the new password and taken home; the old one no longer works.
  await screens.expectPath('/pro');
  await expect(page.getByText(RESET_PASSWORD_TEXTS.done)).toBeVisible();
  await expect(screens.userMenu()).toBeVisible();
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  expect((await api.post('/v4/auth/login', { data: { email, password: 'First-pass-1' } })).status()).toBe(401);
  expect((await api.post('/v4/auth/login', { data: { email, password: 'Second-pass-2' } })).status()).toBe(200);
  await api.dispose();

  // The link works once: opened again, the spec's expired-link panel offers a new one.
  await screens.signOut();
  await screens.expectPath('/login');
  await page.goto(link);
  await expect(screens.expiredPanel()).toBeVisible();
  await expectNoAxeViolations(page, 'expired-link panel');
  await page.goto(resetAddress);
  await expect(screens.expiredPanel()).toBeVisible();
});

test('an invitee joins from the e-mailed invitation in one step and lands in the employer area', async ({ page }) => {
  const screens = new LinkScreens(page);
  const inviteeEmail = unique('e2e-invitee');
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await api.post('/v4/auth/login', { data: { email: DEMO_LOGINS.employer, password: DEMO_PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const me = (await (await api.get('/v4/user-profile/me', { headers: { authorization: `Bearer ${accessToken}` } })).json()) as { employerUserMaps: { employerId: number; employer: { name: string } }[] };
  const employer = me.employerUserMaps[0]!;
  expect(employer.employer.name).toBeTruthy();
  const invite = await api.post('/v4/employer/invite-new-member', { headers: { authorization: `Bearer ${accessToken}` }, data: { employerId: employer.employerId, inviteeEmail } });
  expect(invite.status()).toBe(201);
  await api.dispose();

  const link = linkIn(await latestMessage(inviteeEmail, 'link.invite'));
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === '/signup' && url.searchParams.has('inviteCode'), { timeout: 10_000 });
  await expect(screens.inviteeTitle()).toBeVisible();
  // One step: no step counter, no referral question, only the full name and Join.
  await expect(page.getByText(SIGNUP_TEXTS.stepCounter(1, 4))).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: SIGNUP_TEXTS.referralStep.title })).toHaveCount(0);
  await expectNoAxeViolations(page, 'invitee sign-up');
  await screens.join().click();
  await expect(page.getByText('Invalid name')).toBeVisible();
  await screens.inviteeName().fill('Morgan Lee');
  await screens.join().click();

  await screens.expectPath('/employer');
  await expect(screens.userMenu()).toContainText('Morgan Lee');
  // The employer home is a released remote's page: it mounted for the new teammate.
  await new ShellPage(page).expectMounted('applicants', 15_000);
  await expectNoAxeViolations(page, 'employer home of the new teammate');
});

test('a login link asked for from the login screen signs the user in', async ({ page }) => {
  const screens = new LinkScreens(page);
  await screens.open('/login');
  await expect(screens.facebook()).toHaveAttribute('href', /\/auth\/social\/facebook\/start\?redirectUri=%2Fauth%2Fcallback$/);
  await screens.loginLinkEntry().click();
  await screens.expectPath('/login/link');
  await expect(screens.magicLinkTitle()).toBeVisible();
  await expectNoAxeViolations(page, "'Log in to your account'");

  const before = await lastMessageId(DEMO_LOGINS.pro);
  await screens.magicLinkEmail().fill(DEMO_LOGINS.pro);
  await screens.sendLoginLink().click();
  await expect(page.getByRole('status').filter({ hasText: MAGIC_LINK_TEXTS.sent })).toBeVisible();
  const link = linkIn(await latestMessage(DEMO_LOGINS.pro, 'link.login', before));
  await page.goto(link);
  await screens.expectPath('/pro');
  await expect(screens.userMenu()).toBeVisible();
});

test("the trial banner's 'Choose a plan' lands on the billing remote's plans, and onboarding is the employer account's, not 'not available yet'", async ({ page }) => {
  const chrome = new PlanChrome(page);
  const screens = new LinkScreens(page);
  await chrome.signInAs('trial@lakeside-plastics.test');
  await chrome.expectPath('/employer');
  await chrome.trialBanner().getByRole('link', { name: 'Choose a plan' }).click();
  await chrome.expectPath('/employer/plans');
  await new ShellPage(page).expectMounted('billing', 15_000);
  await expect(chrome.notFound()).toHaveCount(0);
  await expect(screens.notAvailable()).toHaveCount(0);
  // The last planned employer page (issue 25): served by the employer-account remote now.
  await page.goto('/employer/onboard');
  await new ShellPage(page).expectMounted('employer_account', 15_000);
  await expect(screens.notAvailable()).toHaveCount(0);
  await expect(chrome.notFound()).toHaveCount(0);
  await expectNoAxeViolations(page, 'onboarding');
});
