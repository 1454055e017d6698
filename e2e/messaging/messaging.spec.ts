import { expect, test } from '@playwright/test';
import { ShellPage } from '../support/shell-page';
import { MessagingPages } from './pages/messaging-pages';

test.describe('messaging remote', () => {
  test('a signed-in user opens its first page and sees who is signed in', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.login('employer');
    const pages = new MessagingPages(page);
    await pages.open('/employer/messages');
    await expect(pages.heading()).toBeVisible();
    await expect(pages.signedInAs()).toBeVisible();
    expect(shell.pageErrors).toEqual([]);
  });
});
