// What the benchmarks share: waiting for a spawned server, the browser they drive, the static
// baseline page their ratios divide by, and where their figures are written.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseAll } from '@floorhire/registry-cli';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Debian's Chromium (no tool here may download its own browser), quiet and headless. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Resolves once `url` answers 2xx; throws if the server exits or `timeoutMs` passes. */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs = Number(process.env.BENCH_SERVER_TIMEOUT_MS ?? 120_000)): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url} in time`);
}

/** A static page served from the release folder: the same-run baseline of the browser benches. */
export function writeBaselinePage(dataDir: string): string {
  mkdirSync(path.join(dataDir, 'releases', 'baseline'), { recursive: true });
  writeFileSync(path.join(dataDir, 'releases', 'baseline', 'index.html'), '<!doctype html><meta charset="utf-8"><title>baseline</title><h1 id="content">Baseline page</h1>');
  return '/releases/baseline/index.html';
}

/** bench/results/<name>.json, stamped with the time of the run. */
export function writeResult(name: string, figures: object): void {
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'results', `${name}.json`), `${JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2)}\n`);
}

/** The demo employer the signed-in benchmarks use (seeded by npm start). */
export const DEMO_EMPLOYER = { email: 'owner@acme-machining.test', password: 'Demo-pass-1' };
/** The other demo logins of README, for pages of the pro and staff areas. */
export const DEMO_LOGINS = { employer: DEMO_EMPLOYER, pro: { email: 'pro@floorhire.test', password: 'Demo-pass-1' }, admin: { email: 'admin@floorhire.test', password: 'Demo-pass-1' } } as const;

export interface ProductServer {
  origin: string;
  /** A static page on the same server: the same-run baseline. */
  baselinePath: string;
  stop(): void;
}

/**
 * The whole product as `npm start` serves it (shell, every built remote released into a fresh
 * DATA_DIR, the API with the demo seed) on `port`, for the browser benchmarks.
 */
export async function startProductServer(port: number, label: string): Promise<ProductServer> {
  for (const dir of ['shell', 'remotes/applicants', 'remotes/jobs']) {
    if (!existsSync(path.join(ROOT, dir, 'dist'))) throw new Error(`${dir}/dist is missing: run npm run build first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `fh-bench-${label}-`));
  await releaseAll(dataDir);
  const baselinePath = writeBaselinePage(dataDir);
  const origin = `http://localhost:${port}`;
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'infra', 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: origin },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${origin}/v4/health`, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, baselinePath, stop };
}

/** Median and another percentile of a series of figures. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}
