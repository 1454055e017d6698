import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { ShellPage } from '../support/shell-page';
import { DEMO_PASSWORD } from '../support/logins';
import { FILTER_GROUP_TITLES, TALENT_SEARCH_TEXTS } from '../../shared/domain-talent-search/src/texts';
import { REMOTE_TEXTS } from '../../remotes/talent-search/src/texts';
import { TalentSearchPages } from './pages/talent-search-pages';

// Talent search in real Chromium against the real API and database (issue 14): an employer
// searches by ZIP, text and a filter, saves the search, opens a candidate, unlocks it (the
// credit count drops), shortlists it; a trial employer meets the trial modal; axe at 390 and 1280.

async function loginAs(page: Page, email: string) {
  const response = await page.request.post('/v4/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
}

test.describe('talent search', () => {
  test('an employer searches by ZIP, text and a filter, saves it, unlocks and shortlists a pro', async ({ page }) => {
    test.setTimeout(120_000);
    const shell = new ShellPage(page);
    await shell.login('employer');
    const ts = new TalentSearchPages(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await ts.open('/employer/pro');
    await expect(ts.heading()).toBeVisible();
    await expect(ts.yearsSentence()).toBeVisible();
    await expectNoAxeViolations(page, 'talent search (1280)');

    const answer = await ts.search('45402', 'machinist');
    expect(answer.status()).toBe(200);
    await expect(page.getByLabel(REMOTE_TEXTS.location, { exact: true })).toHaveValue(/45402|Dayton/u);
    await expect(ts.cards().first()).toBeVisible({ timeout: 30_000 });
    const before = Number((await ts.resultCount().textContent())?.replace(/\D/gu, ''));
    expect(before).toBeGreaterThan(0);

    // A job title filter narrows the list and makes the years filter usable.
    const titles = ts.filterGroup(FILTER_GROUP_TITLES.jobTitleIds);
    const narrowed = page.waitForResponse((r) => r.url().includes('/candidates') && r.request().method() === 'POST');
    await titles.getByRole('checkbox').first().check({ force: true });
    await narrowed;
    await expect(ts.yearsSentence()).toBeHidden();
    await expect(ts.filterGroup(FILTER_GROUP_TITLES.yearsOfExperience).getByRole('checkbox', { name: /Over 10/u })).toBeVisible();

    await page.getByRole('button', { name: REMOTE_TEXTS.saveSearch }).click();
    await expect(page.getByText(REMOTE_TEXTS.searchSaved)).toBeVisible();
    await ts.tab(TALENT_SEARCH_TEXTS.tabs.saved).click();
    await expect(page.getByRole('button', { name: REMOTE_TEXTS.run }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'saved searches');
    await ts.tab(TALENT_SEARCH_TEXTS.tabs.search).click();

    // Open a pro the employer has not unlocked: the page records the view.
    await expect(ts.cards().first()).toBeVisible({ timeout: 30_000 });
    const locked = ts.cards().filter({ hasNot: page.getByText(REMOTE_TEXTS.unlocked, { exact: true }) }).first();
    const viewed = page.waitForResponse((r) => r.url().includes('/notify/viewed-candidate'));
    await locked.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/employer\/pro\/\d+$/u);
    expect((await viewed).status()).toBe(200);
    await expect(page.getByText(REMOTE_TEXTS.locked)).toBeVisible();
    await expectNoAxeViolations(page, 'candidate (locked)');

    await expect(ts.credits()).toBeVisible();
    const creditsBefore = await ts.creditsLeft();
    // The page tells the shell to refresh the subscription (credits counter) on the event bus.
    await page.evaluate(() => {
      const w = window as unknown as { __reloads: number };
      w.__reloads = 0;
      new BroadcastChannel('floorhire.bus').onmessage = (e: MessageEvent<{ name?: string }>) => {
        if (e.data.name === 'subscription.reload') w.__reloads += 1;
      };
    });
    await page.getByRole('button', { name: REMOTE_TEXTS.unlock, exact: true }).click();
    await expect(page.getByTestId('candidate-phone')).toBeVisible();
    await expect(page.getByText(REMOTE_TEXTS.unlocked, { exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __reloads: number }).__reloads)).toBe(1);
    // The counter the page shows drops by the one credit spent.
    await page.goto('/employer/pro');
    await expect(ts.heading()).toBeVisible();
    await expect(ts.credits()).toHaveText(REMOTE_TEXTS.credits(creditsBefore - 1));

    // Shortlist the pro from its page.
    await page.goBack();
    await expect(page.getByTestId('candidate-phone')).toBeVisible();
    await page.getByLabel(REMOTE_TEXTS.chooseShortlist).selectOption({ label: 'Dayton CNC machinists' });
    await page.getByRole('button', { name: REMOTE_TEXTS.addToShortlist }).click();
    await expect(page.getByText(REMOTE_TEXTS.shortlistAdded('Dayton CNC machinists'))).toBeVisible();
    await expect(page.locator('main').getByText('Dayton CNC machinists', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'candidate (unlocked)');
    expect(shell.pageErrors).toEqual([]);
  });

  test('an employer messages selected pros: the compose page of the messaging remote opens with them (source ppp)', async ({ page }) => {
    test.setTimeout(90_000);
    const shell = new ShellPage(page);
    await shell.login('employer');
    const ts = new TalentSearchPages(page);
    await ts.open('/employer/pro');
    await ts.search('45402', 'machinist');
    await expect(ts.cards().first()).toBeVisible({ timeout: 30_000 });
    // A user ticks the box they see (the input itself is visually hidden, as in any design system).
    await ts.select(0);
    await ts.select(1);
    await page.getByRole('button', { name: REMOTE_TEXTS.messageSelected(2) }).click();
    await expect(page).toHaveURL(/\/employer\/messages\/new\?proIds=\d+%2C\d+&source=ppp$/u);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(shell.pageErrors).toEqual([]);
  });

  test('saved tags and the phone layout pass axe', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.login('employer');
    const ts = new TalentSearchPages(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await ts.open('/employer/pro');
    await expect(ts.cards().first()).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'talent search (390)');
    await ts.tab(TALENT_SEARCH_TEXTS.tabs.tags).click();
    await expect(page.getByText('Dayton CNC machinists')).toBeVisible();
    await page.getByLabel(REMOTE_TEXTS.newShortlist).fill('Night shift');
    await page.getByRole('button', { name: REMOTE_TEXTS.create }).click();
    await expect(page.getByText('Night shift')).toBeVisible();
    await expectNoAxeViolations(page, 'saved tags (390)');
    expect(shell.pageErrors).toEqual([]);
  });

  test('a trial employer who asks for more unlocks than are left meets the trial modal', async ({ page }) => {
    await loginAs(page, 'trial@lakeside-plastics.test');
    const shell = new ShellPage(page);
    const ts = new TalentSearchPages(page);
    await ts.open('/employer/pro');
    await expect(ts.cards().first()).toBeVisible({ timeout: 30_000 });
    await expect(ts.credits()).toBeVisible();
    const left = await ts.creditsLeft();
    const boxes = ts.cards().getByRole('checkbox');
    for (let i = 0; i < left + 1; i += 1) await boxes.nth(i).check({ force: true });
    await page.getByRole('button', { name: REMOTE_TEXTS.unlockSelected(left + 1) }).click();
    await expect(page.getByRole('alertdialog').getByText(REMOTE_TEXTS.trialTitle)).toBeVisible();
    await expectNoAxeViolations(page, 'trial modal');
    await page.getByRole('button', { name: REMOTE_TEXTS.choosePlan }).click();
    await expect(page).toHaveURL(/\/employer\/plans$/u);
    expect(shell.pageErrors).toEqual([]);
  });
});
