// Journeys of spec 000 through the shell: sign-in per demo role, role homes, blocked areas,
// legacy deep links, sign-out, the employer switch reaching a mounted remote, phone and keyboard.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { release } from '@floorhire/registry-cli';
import { INVALID_LINK_TEXTS, LOGIN_TEXTS, MAGIC_LINK_TEXTS, SIGNUP_TEXTS } from '@floorhire/rules';
import { expectNoAxeViolations } from '../support/axe';
import { buildApp } from '../support/build';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../support/logins';
import { dataDir } from '../support/paths';
import { ShellScreens } from './shell-pages';

const PROBE_DIR = path.join(import.meta.dirname, 'fixtures', 'shell-probe');

test.describe('signed out', () => {
  test('the root goes to who-are-you and an area to login with the address kept', async ({ page }) => {
    const shell = new ShellScreens(page);
    await shell.open('/');
    await shell.expectPath('/auth/who-are-you');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'who-are-you');
    await shell.open('/employer/jobs?tab=open');
    await shell.expectPath('/login');
    await expect(page.getByRole('heading', { name: LOGIN_TEXTS.title })).toBeVisible();
    await expectNoAxeViolations(page, 'login');
  });

  test('the drawer offers Login, Jobs and Sign up on public pages', async ({ page }) => {
    await page.goto('/open-jobs');
    const nav = new ShellScreens(page).sideNav();
    for (const label of ['Login', 'Jobs', 'Sign up']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
    // The job board serves the public job list (it was planned before it had a remote).
    await expect(page.locator('[data-remote-area="job_board"]')).toHaveAttribute('data-state', 'mounted', { timeout: 15_000 });
    await expect(page.getByTestId('not-available')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the public job list in the signed-out chrome');
  });

  test("the shell's other signed-out screens pass axe", async ({ page }) => {
    const shell = new ShellScreens(page);
    for (const [path, ready] of [
      ['/signup-2', page.getByText(SIGNUP_TEXTS.stepCounter(1, 4))],
      ['/signup/success', page.getByRole('heading', { name: SIGNUP_TEXTS.success.title })],
      ['/login/link', page.getByRole('heading', { name: MAGIC_LINK_TEXTS.title })],
      ['/link/not-a-real-code', page.getByRole('heading', { name: MAGIC_LINK_TEXTS.title })],
      ['/reset-password', page.getByRole('heading', { name: INVALID_LINK_TEXTS.title })],
      ['/auth/callback?error=Social%20login%20failed.%20Please%20try%20again.', page.getByRole('alert')],
    ] as const) {
      await shell.open(path);
      await expect(ready).toBeVisible();
      await expectNoAxeViolations(page, path);
    }
  });
});

for (const [role, home, blocked] of [
  ['admin', '/admin', []],
  ['employer', '/employer', ['/pro', '/admin', '/open-jobs']],
  ['pro', '/pro', ['/employer', '/admin', '/all/profile']],
] as const) {
  test(`${role}: signs in through the login screen, lands home, blocked areas are Page not found`, async ({ page }) => {
    const shell = new ShellScreens(page);
    await shell.signIn(role);
    await shell.expectPath(home);
    await expect(shell.userMenu()).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, `${role} home`);
    for (const url of blocked) {
      await shell.open(url);
      await expect(shell.notFound()).toBeVisible();
    }
    if (blocked.length) await expectNoAxeViolations(page, `Page not found in the ${role} chrome`);
  });
}

test('the wanted address is used after login', async ({ page }) => {
  const shell = new ShellScreens(page);
  await shell.open('/pro/resume');
  await shell.expectPath('/login');
  await shell.email().fill(DEMO_LOGINS.pro);
  await shell.password().fill(DEMO_PASSWORD);
  await shell.loginButton().click();
  await shell.expectPath('/pro/resume');
});

test('legacy links land where §2.2 says', async ({ page }) => {
  const shell = new ShellScreens(page);
  await shell.signIn('employer');
  await shell.expectPath('/employer');
  await shell.open('/settings/notifications');
  await shell.expectPath('/employer/settings/notifications');
  await shell.open('/settings/sign-in');
  await shell.expectPath('/employer/settings/sign-in');
  await shell.open('/employer?jobApplicantId=9');
  await shell.expectPath('/employer/messages/conversation?jobApplicantId=9');
});

test('a pro opening an open-jobs address goes to the same opportunity', async ({ page }) => {
  const shell = new ShellScreens(page);
  await shell.signIn('pro');
  await shell.expectPath('/pro');
  await shell.open('/open-jobs/42');
  await shell.expectPath('/pro/opportunities/42');
});

test('sign out clears the session; a reload stays signed out', async ({ page }) => {
  const shell = new ShellScreens(page);
  await shell.signIn('employer');
  await shell.expectPath('/employer');
  await shell.signOut();
  await shell.expectPath('/login');
  await page.reload();
  await shell.expectPath('/login');
  await shell.open('/employer');
  await shell.expectPath('/login');
});

test('the employer switch reaches a mounted remote through the bus', async ({ page }) => {
  buildApp(PROBE_DIR);
  await release({ dataDir: dataDir(), remoteDir: PROBE_DIR });
  const shell = new ShellScreens(page);
  await shell.signIn('employer');
  await shell.expectPath('/employer');
  await shell.open('/employer/probe');
  const shown = page.getByTestId('probe-employer');
  await expect(shown).toHaveText(/^\d+$/);
  const before = await shown.textContent();
  const options = await shell.employerSelector().locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
  const other = options.find((v) => v !== before);
  expect(other, 'the demo owner belongs to two employers').toBeTruthy();
  await shell.employerSelector().selectOption(other!);
  await expect(shown).toHaveText(other!);
  await expect(page.getByTestId('probe-heard')).toHaveText(`employer.switched ${other}, inbox.cleared, subscription.reload`);
  // Remembered per user: still the chosen employer after a reload.
  await page.reload();
  await expect(page.getByTestId('probe-employer')).toHaveText(other!);
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('login works at 375 px and the drawer collapses to icons', async ({ page }) => {
    const shell = new ShellScreens(page);
    await shell.signIn('pro');
    await shell.expectPath('/pro');
    const box = await shell.sideNav().boundingBox();
    expect(box?.width).toBe(48);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('keyboard-only login', async ({ page }) => {
  const shell = new ShellScreens(page);
  await shell.open('/login');
  await shell.email().focus();
  await page.keyboard.type(DEMO_LOGINS.pro);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await shell.expectPath('/pro');
});
