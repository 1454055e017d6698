import { expect, test } from '@playwright/test';
import { ShellPage } from '../support/shell-page';
import { EmployerAccountPages } from './pages/employer-account-pages';

test.describe('employer account remote', () => {
  test('a signed-in user opens its first page and sees who is signed in', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.login('employer');
    const pages = new EmployerAccountPages(page);
    await pages.open('/employer/onboard');
    await expect(pages.heading()).toBeVisible();
    await expect(pages.signedInAs()).toBeVisible();
    expect(shell.pageErrors).toEqual([]);
  });
});
