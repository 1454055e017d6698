import { expect, test } from '@playwright/test';
import { ShellPage } from '../support/shell-page';
import { TaxonomyPages } from './pages/taxonomy-pages';

test.describe('taxonomy remote', () => {
  test('a signed-in user opens its first page and sees who is signed in', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.login('admin');
    const pages = new TaxonomyPages(page);
    await pages.open('/admin/taxonomy');
    await expect(pages.heading()).toBeVisible();
    await expect(pages.signedInAs()).toBeVisible();
    expect(shell.pageErrors).toEqual([]);
  });
});
