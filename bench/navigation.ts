// Time from navigation to a remote's content in Chromium, against a same-run baseline page
// (a static HTML page from the same server), plus the shell's initial JS as really loaded.
// Target (architecture brief): navigation into a remote not yet loaded shows content within 300 ms.
// Run: npx tsx bench/navigation.ts   (builds the fixtures if needed; uses BENCH_PORT, default 8150)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { release } from '@floorhire/registry-cli';
import { CHROMIUM, ROOT, waitForServer, writeBaselinePage, writeResult } from './support';

const FIXTURES = path.join(ROOT, 'e2e', 'fixtures', 'remotes');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

export interface NavigationFigures {
  runs: number;
  baselineMs: number;
  coldRemotePageMs: number;
  navigateIntoUnloadedRemoteMs: number;
  ratioColdToBaseline: number;
  ratioNavigateToBaseline: number;
  shellInitialJs: { files: number; rawKb: number; gzipKb: number; brotliKb: number };
  targetNavigateMs: number;
  pass: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function build(dir: string) {
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--config', 'webpack.config.ts'], { cwd: dir, env: { ...process.env, NODE_OPTIONS: '--import tsx' }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build of ${dir} failed: ${result.stderr}`);
}

export async function run(): Promise<NavigationFigures> {
  if (!existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) build(path.join(ROOT, 'shell'));
  for (const name of ['alpha', 'beta']) if (!existsSync(path.join(FIXTURES, name, 'dist', 'floorhire-build.json'))) build(path.join(FIXTURES, name));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-bench-nav-'));
  for (const name of ['alpha', 'beta']) await release({ dataDir, remoteDir: path.join(FIXTURES, name) });
  const baselinePath = writeBaselinePage(dataDir);

  const port = Number(process.env.BENCH_PORT ?? 8150);
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'infra', 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_API: 'false' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch(CHROMIUM);
  try {
    await waitForServer(`${origin}/registry.json`, server);
    const baseline: number[] = [];
    const cold: number[] = [];
    const navigate: number[] = [];
    let shellInitialJs: NavigationFigures['shellInitialJs'] = { files: 0, rawKb: 0, gzipKb: 0, brotliKb: 0 };
    for (let i = 0; i < RUNS; i += 1) {
      // A fresh context per run: nothing cached, like a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      // Warm the renderer and the connection equally for both measurements.
      await page.goto(`${origin}/registry.json`);
      let started = performance.now();
      await page.goto(`${origin}${baselinePath}`, { waitUntil: 'commit' });
      await page.locator('#content').waitFor();
      baseline.push(performance.now() - started);

      started = performance.now();
      await page.goto(`${origin}/lab/alpha`, { waitUntil: 'commit' });
      await page.getByTestId('fixture-alpha').waitFor();
      cold.push(performance.now() - started);
      await context.close();

      // Shell booted on a page no remote owns, then an in-app navigation into a remote not yet loaded.
      const second = await browser.newContext();
      const shellPage = await second.newPage();
      await shellPage.goto(`${origin}/registry.json`);
      const jsUrls: string[] = [];
      shellPage.on('response', (response) => {
        if (response.url().endsWith('.js')) jsUrls.push(response.url());
      });
      await shellPage.goto(`${origin}/__bench/nowhere`, { waitUntil: 'networkidle' });
      if (i === 0) {
        const bodies = await Promise.all(jsUrls.map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())));
        const kb = (n: number) => Number((n / 1024).toFixed(1));
        shellInitialJs = {
          files: bodies.length,
          rawKb: kb(bodies.reduce((sum, body) => sum + body.length, 0)),
          gzipKb: kb(bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)),
          brotliKb: kb(bodies.reduce((sum, body) => sum + brotliCompressSync(body).length, 0)),
        };
      }
      started = performance.now();
      await shellPage.evaluate(() => window.history.pushState(null, '', '/lab/alpha'));
      await shellPage.getByTestId('fixture-alpha').waitFor();
      navigate.push(performance.now() - started);
      await second.close();
    }
    const figures: NavigationFigures = {
      runs: RUNS,
      baselineMs: Math.round(median(baseline)),
      coldRemotePageMs: Math.round(median(cold)),
      navigateIntoUnloadedRemoteMs: Math.round(median(navigate)),
      ratioColdToBaseline: Number((median(cold) / median(baseline)).toFixed(1)),
      ratioNavigateToBaseline: Number((median(navigate) / median(baseline)).toFixed(1)),
      shellInitialJs,
      targetNavigateMs: 300,
      pass: median(navigate) <= 300,
    };
    writeResult('navigation', figures);
    console.log(JSON.stringify(figures, null, 2));
    return figures;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  await run();
}
