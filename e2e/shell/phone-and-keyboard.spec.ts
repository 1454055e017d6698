// Issue 4: a new user moves through the shell on a phone-sized screen and by keyboard alone
// (spec 000 §2.3: the app bar, the drawer collapsed to icons, the trial banner 100 px on mobile
// and 40 px on desktop).
import { expect, test } from '@playwright/test';
import { CHROME_TEXTS, LAYOUT } from '@floorhire/rules';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../support/logins';
import { expectNoAxeViolations } from '../support/axe';
import { PlanChrome } from './plan-chrome';
import { ShellScreens } from './shell-pages';

const PHONE = { width: 375, height: 740 };

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('login, employer home and jobs fit the screen; the user menu and logout work by keyboard', async ({ page }) => {
    const shell = new ShellScreens(page);
    await shell.open('/login');
    await expect(shell.loginButton()).toBeVisible();
    expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'login on a phone');

    // Keyboard-only sign in: the skip link first, then the form.
    await shell.tabTo(shell.email());
    await page.keyboard.type(DEMO_LOGINS.employer);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await shell.expectPath('/employer');

    await expect(shell.userMenu()).toBeVisible();
    await expect(shell.employerSelector()).toBeVisible();
    expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
    // The initials button: its name starts with the initials it shows (WCAG 2.5.3).
    await expect(shell.userMenu()).toHaveAccessibleName(/^[A-Z]{1,2} .+ \(Account\)$/);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'employer home on a phone');
    for (const part of [shell.userMenu(), shell.employerSelector()]) {
      const box = await part.boundingBox();
      expect(box && box.x + box.width, 'inside the 375 px viewport').toBeLessThanOrEqual(PHONE.width);
    }
    // Credits and help moved into the menu; the drawer shows icons only.
    await expect(shell.appBar().getByTestId('credits-counter')).toHaveCount(0);
    expect((await shell.sideNav().boundingBox())?.width).toBe(LAYOUT.drawerMini);

    await shell.open('/employer/jobs');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 15_000 });
    expect(await shell.horizontalOverflow()).toBeLessThanOrEqual(0);
    await expect(page.getByTestId('jobs-cards')).toBeVisible();
    await expectNoAxeViolations(page, 'jobs list on a phone');

    // Skip link: the first Tab stop of a freshly loaded page, and it jumps to the page content.
    await page.keyboard.press('Tab');
    await expect(shell.skipLink()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // The user menu: reached by Tab, opened with Enter, closed with Escape back on its trigger.
    await shell.tabTo(shell.userMenu());
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByTestId('credits-counter')).toHaveText(/\d+ credits?/);
    await expect(menu.getByRole('menuitem', { name: CHROME_TEXTS.help })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(shell.userMenu()).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: CHROME_TEXTS.logout })).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await shell.expectPath('/login');
    await page.reload();
    await expect(shell.loginButton()).toBeVisible();
    await expect(shell.userMenu()).toHaveCount(0);
  });
});

test('the trial banner is 100 px tall on a phone and 40 px on desktop', async ({ page }) => {
  const chrome = new PlanChrome(page);
  await page.setViewportSize(PHONE);
  await chrome.signInAs('trial@lakeside-plastics.test');
  await chrome.expectPath('/employer');
  await expect(chrome.trialBanner()).toBeVisible();
  expect((await chrome.trialBanner().boundingBox())?.height).toBe(LAYOUT.bannerHeightMobile);
  await expectNoAxeViolations(page, 'trial banner on a phone');
  expect(await chrome.horizontalOverflow()).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await chrome.trialBanner().boundingBox())?.height).toBe(LAYOUT.bannerHeightDesktop);
  // Crossing the breakpoint brings the counter back into the bar.
  await expect(chrome.appBar().getByTestId('credits-counter')).toHaveText('3 credits');
});
