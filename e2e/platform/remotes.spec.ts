import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { RegistryEntry } from '@floorhire/registry';
import { ShellPage } from '../support/shell-page';
import { declaredRemotes, loginFor, visitPath } from '../support/remotes';
import { faultyCopy, putEntry, registryEntry } from '../support/registry';
import { REPO_ROOT } from '../support/paths';

// Every journey here runs for every remote that declares itself — the fixtures today, each
// feature remote the day it lands — against the real server and the run's registry.
const remotes = declaredRemotes();
const NOWHERE = '/__platform-e2e/nowhere';
/** A version of the design system one minor past what the shell was built with. */
const UI_VERSION = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared', 'ui', 'package.json'), 'utf8')) as { version: string }).version;
const NEWER_UI = `^${UI_VERSION.split('.')[0]}.${Number(UI_VERSION.split('.')[1]) + 1}.0`;
/** Architecture target: any single remote down, its fallback within 3 s. */
const FALLBACK_WITHIN_MS = 3_000;

interface Fault {
  name: string;
  /** A missing or broken chunk: the loading bar must turn red. */
  red: boolean;
  /** The page error the fault itself causes, if any (everything else is a defect). */
  expectedError?: RegExp;
  apply(entry: RegistryEntry, shell: ShellPage): Promise<unknown>;
}

const FAULTS: Fault[] = [
  {
    name: 'entry answers 404',
    red: true,
    apply: (entry) => putEntry({ ...entry, entryUrl: `/releases/${entry.name}/0.0.0-missing/remoteEntry.js` }),
  },
  {
    name: 'entry answers 500',
    red: true,
    apply: (entry, shell) => shell.page.route(`**${entry.entryUrl}`, (route) => route.fulfill({ status: 500, body: 'boom' })),
  },
  {
    name: 'entry hangs',
    red: true,
    apply: (entry, shell) => shell.page.route(`**${entry.entryUrl}`, () => undefined as unknown as Promise<void>),
  },
  {
    name: 'entry throws while loading',
    red: true,
    expectedError: /fixture fault: .* throws while loading/,
    apply: async (entry) => putEntry(await faultyCopy(entry, 'throws-on-load')),
  },
  {
    name: 'remote throws while rendering',
    red: false,
    apply: async (entry) => putEntry(await faultyCopy(entry, 'throws-on-render')),
  },
  {
    name: 'entry integrity does not match',
    red: true,
    apply: (entry) => putEntry({ ...entry, integrity: `sha384-${'B'.repeat(64)}` }),
  },
  {
    // What a release built against a newer @floorhire/ui records (ADR 182): the shell refuses it
    // before running any of its code, instead of failing later on a missing export.
    name: `built against a newer @floorhire/ui (${NEWER_UI}) than the shell provides`,
    red: false,
    apply: (entry) => putEntry({ ...entry, shared: { ...entry.shared, '@floorhire/ui': NEWER_UI } }),
  },
];

test('every declared remote is in the registry of this run', async () => {
  expect(remotes.length).toBeGreaterThanOrEqual(2);
  for (const remote of remotes) expect((await registryEntry(remote.name)).name).toBe(remote.name);
});

for (const remote of remotes) {
  const path = visitPath(remote);
  const role = loginFor(remote);
  // Another remote to prove the shell still routes while this one is broken.
  const other = remotes.find((candidate) => candidate.name !== remote.name && loginFor(candidate) === role) ?? remotes.find((candidate) => candidate.name !== remote.name);

  test.describe(`remote ${remote.name} (${path})`, () => {
    let shell: ShellPage;
    test.beforeEach(async ({ page }) => {
      shell = new ShellPage(page);
      if (role) await shell.login(role);
    });

    test('mounts on its route and unmounts on leaving', async () => {
      await shell.open(path);
      await shell.expectMounted(remote.name);
      await shell.navigate(NOWHERE);
      await expect(shell.remoteRoot(remote.name)).toHaveCount(0);
      await shell.navigate(path);
      await shell.expectMounted(remote.name);
      expect(shell.pageErrors).toEqual([]);
    });

    test('loads React and every shared singleton exactly once', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      // The shell alone first (it starts the federation runtime only with a remote, ADR 282).
      await shell.open(NOWHERE);
      // Let the shell finish routing the first address (login for a visitor, Page not found for a
      // signed-in user) before moving on: a redirect still pending for it would otherwise
      // replace the address this test navigates to.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shell.navigate(path);
      await shell.expectMounted(remote.name);
      // What the shell runs, the remote reuses: the page's singletons are the shell's copies.
      const fromShell = await shell.loadedSharedPackages('shell');
      expect(fromShell).toEqual(expect.arrayContaining(['react', 'react-dom', '@emotion/react', '@floorhire/ui', '@floorhire/router']));
      // One provider per shared package across the page (a second React is a defect).
      expect(await shell.duplicatedSingletons()).toEqual({});
      // The remote's own fallback copies of what the shell already loaded are never fetched.
      const entry = await registryEntry(remote.name);
      const manifest = (await (await page.request.get(entry.manifestUrl)).json()) as {
        shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
        exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
      };
      const exposed = new Set(manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]));
      const base = entry.entryUrl.replace(/remoteEntry\.js$/, '');
      const fallbacks = manifest.shared
        .filter((shared) => fromShell.includes(shared.name))
        .flatMap((shared) => shared.assets.js.sync.filter((file) => !exposed.has(file)).map((file) => ({ pkg: shared.name, url: `${base}${file}` })));
      expect(fallbacks.filter((fallback) => requested.includes(fallback.url))).toEqual([]);
      expect(shell.pageErrors).toEqual([]);
    });

    for (const fault of FAULTS) {
      test(`failure: ${fault.name} → fallback in its area within 3 s, Retry recovers`, async ({ page }) => {
        const original = await registryEntry(remote.name);
        await shell.timeFallbacks();
        try {
          await fault.apply(original, shell);
          await shell.open(path);
          await expect(shell.area(remote.name)).toBeAttached({ timeout: 10_000 });
          // The 3 s are measured in the page, from the area appearing to its fallback; the wait
          // here only needs to outlast a slow test runner.
          await expect(shell.fallback(remote.name)).toBeVisible({ timeout: 10_000 });
          const first = await shell.fallbackDelays(remote.name);
          expect(first.length).toBeGreaterThanOrEqual(1);
          expect(Math.max(...first)).toBeLessThan(FALLBACK_WITHIN_MS);
          await expect(shell.loadingBar()).toHaveAttribute('data-state', fault.red ? 'failed' : /idle|failed/);

          // The shell keeps working: another remote mounts, an unknown path is handled.
          if (other) {
            await shell.navigate(visitPath(other));
            await shell.expectMounted(other.name);
          }
          await shell.navigate(path);
          await expect(shell.fallback(remote.name)).toBeVisible({ timeout: 10_000 });
          const again = await shell.fallbackDelays(remote.name);
          expect(again.length).toBeGreaterThan(first.length);
          expect(Math.max(...again)).toBeLessThan(FALLBACK_WITHIN_MS);

          // Repair the registry (and the network), then Retry re-reads it and mounts.
          await putEntry(original);
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          await shell.retryButton(remote.name).click();
          await shell.expectMounted(remote.name);
          await expect(shell.fallback(remote.name)).toHaveCount(0);
        } finally {
          await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
          await putEntry(original);
        }
        const unexpected = shell.pageErrors.filter((error) => !fault.expectedError?.test(error.message));
        expect(unexpected.map((error) => error.message)).toEqual([]);
      });
    }
  });
}

test.describe('fixture alpha: crashes inside React', () => {
  test('a render error on first mount shows the fallback, and the rest of the shell routes on', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/lab/alpha/boom');
    await expect(shell.fallback('alpha')).toBeVisible({ timeout: 3_000 });
    await shell.navigate('/lab/beta');
    await shell.expectMounted('beta');
    expect(shell.pageErrors).toEqual([]);
  });

  test('a render error after mount swaps the area for the fallback; Retry mounts again', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/lab/alpha');
    await shell.expectMounted('alpha');
    await page.getByRole('button', { name: 'Break alpha' }).click();
    await expect(shell.fallback('alpha')).toBeVisible({ timeout: 3_000 });
    await shell.retryButton('alpha').click();
    await shell.expectMounted('alpha');
    await expect(page.getByTestId('fixture-alpha')).toBeVisible();
    expect(shell.pageErrors).toEqual([]);
  });

  test('in-remote links and shell navigation share one history', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/lab/alpha');
    await shell.expectMounted('alpha');
    await page.getByRole('link', { name: 'Alpha details' }).click();
    await expect(page).toHaveURL(/\/lab\/alpha\/details$/);
    await expect(page.getByTestId('fixture-alpha-details')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('fixture-alpha')).toBeVisible();
  });

  test('a notify request from a remote is rendered by the shell', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/lab/alpha');
    await shell.expectMounted('alpha');
    await page.getByRole('button', { name: 'Say hello' }).click();
    await expect(page.getByText('Alpha says hello')).toBeVisible();
  });
});

