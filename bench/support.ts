// What the benchmarks share: waiting for a spawned server, the browser they drive, the static
// baseline page their ratios divide by, and where their figures are written.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Debian's Chromium (no tool here may download its own browser), quiet and headless. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** Resolves once `url` answers 2xx; throws if the server exits or `timeoutMs` passes. */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
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
