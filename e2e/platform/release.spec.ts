import path from 'node:path';
import { expect, test } from '@playwright/test';
import { folderDigest } from '@floorhire/registry-cli';
import { ShellPage } from '../support/shell-page';
import { alphaNextDist, FIXTURES_DIR, SHELL_DIST } from '../support/paths';
import { cli, registryEntry } from '../support/registry';

const ALPHA_DIR = path.join(FIXTURES_DIR, 'alpha');

test.describe.serial('release and rollback of one remote', () => {
  test('a release reaches reloaded pages and the open tab is told; the shell is untouched; rollback restores', async ({ page }) => {
    test.setTimeout(90_000);
    const shell = new ShellPage(page);
    const shellBefore = await folderDigest(SHELL_DIST);
    const before = await registryEntry('alpha');

    await shell.open('/lab/alpha');
    await shell.expectMounted('alpha');
    await expect(page.getByTestId('fixture-label')).toHaveText(`alpha ${before.version} (first build)`);

    const released = cli('release', ALPHA_DIR, '--dist', alphaNextDist(), '--version', '1.1.0');
    expect(released).toContain('alpha 1.1.0: released');

    // Spec 000 §2.3: the update check runs every 10 s; the notice must reach this open tab.
    await expect(shell.updateNotice()).toBeVisible({ timeout: 12_500 });
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    // What runs in this tab does not change under the user's feet.
    await expect(page.getByTestId('fixture-label')).toHaveText(`alpha ${before.version} (first build)`);

    await page.reload();
    await shell.expectMounted('alpha');
    await expect(page.getByTestId('fixture-label')).toHaveText('alpha 1.1.0 (second build)');
    expect(await folderDigest(SHELL_DIST)).toBe(shellBefore);

    // The old version stays served, so a tab that still runs it never 404s a chunk.
    expect((await page.request.get(before.entryUrl)).status()).toBe(200);

    expect(cli('rollback', 'alpha')).toContain(`alpha: now ${before.version} (was 1.1.0)`);
    await expect(shell.updateNotice()).toBeVisible({ timeout: 12_500 });
    await page.reload();
    await shell.expectMounted('alpha');
    await expect(page.getByTestId('fixture-label')).toHaveText(`alpha ${before.version} (first build)`);
    expect(await folderDigest(SHELL_DIST)).toBe(shellBefore);

    const history = cli('history', 'alpha');
    expect(history).toMatch(/release\s+1\.1\.0/);
    expect(history).toMatch(/rollback\s+1\.0\.0/);
    expect(shell.pageErrors).toEqual([]);
  });

  test('releasing other content under an existing version is refused (releases are immutable)', () => {
    expect(() => cli('release', ALPHA_DIR, '--dist', alphaNextDist(), '--version', '1.0.0')).toThrow(/already released with different content/);
  });

  test('rollback to an explicit version and back', async () => {
    expect(cli('rollback', 'alpha', '1.1.0')).toContain('alpha: now 1.1.0');
    expect((await registryEntry('alpha')).version).toBe('1.1.0');
    expect(cli('rollback', 'alpha', '1.0.0')).toContain('alpha: now 1.0.0');
  });
});
