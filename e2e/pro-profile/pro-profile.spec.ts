import { expect, test } from '@playwright/test';
import { ShellPage } from '../support/shell-page';
import { ProProfilePages } from './pages/pro-profile-pages';

test.describe('pro profile remote', () => {
  test('a signed-in user opens its first page and sees who is signed in', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.login('pro');
    const pages = new ProProfilePages(page);
    await pages.open('/pro');
    await expect(pages.heading()).toBeVisible();
    await expect(pages.signedInAs()).toBeVisible();
    expect(shell.pageErrors).toEqual([]);
  });
});
