import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Evaluated first in the runner (workers inherit the environment): one fresh DATA_DIR per run,
// created before the web server starts; global setup fills it with released fixtures.
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'fh-e2e-'));
mkdirSync(path.join(process.env.E2E_DATA_DIR, 'releases'), { recursive: true });
const port = Number(process.env.E2E_PORT ?? 8090);
process.env.E2E_BASE_URL = `http://localhost:${port}`;
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  // Per run, beside its DATA_DIR: helpers running journeys at once never share artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(process.env.E2E_DATA_DIR, 'test-results'),
  testMatch: ['**/*.spec.ts'],
  testIgnore: ['**/node_modules/**', '**/fixtures/**'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 5_000 },
  forbidOnly: true,
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'npx tsx infra/server/src/main.ts',
    cwd: repoRoot,
    url: `${process.env.E2E_BASE_URL}/runtime-config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, HOST: '127.0.0.1', FLOORHIRE_ENV: 'production' },
  },
});
