// Regenerates .size-limit.json: the shell's JS and, for every remote under remotes/*, its entry
// plus its first chunk (the exposed lifecycle module), each in gzip and brotli.
// Run after a remote lands: npx tsx bench/size-config.ts
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Budgets in the form size-limit reads. Raise one only with a decision record saying why. */
export const BUDGETS = {
  // Upper bound: every JS file of the shell build (what a first page transfers is budgeted in
  // Chromium by e2e/platform/page-weight.spec.ts, ADR 144).
  shell: { gzip: '345 kB', brotli: '295 kB' },
  // The entry chunk: the federation runtime and the singletons the shell provides (ADR 140),
  // most of what a visitor's /login downloads.
  shellEntry: { gzip: '175 kB', brotli: '150 kB' },
  remote: { gzip: '40 kB', brotli: '34 kB' },
};

interface Check {
  name: string;
  path: string[];
  limit: string;
  gzip?: boolean;
  brotli?: boolean;
}

export function sizeChecks(): Check[] {
  const checks: Check[] = [];
  const shellJs = ['shell/dist/*.js'];
  checks.push({ name: 'shell: JS (gzip)', path: shellJs, limit: BUDGETS.shell.gzip, gzip: true });
  checks.push({ name: 'shell: JS (brotli)', path: shellJs, limit: BUDGETS.shell.brotli, brotli: true, gzip: false });
  const shellEntry = ['shell/dist/main.*.js'];
  checks.push({ name: 'shell: entry chunk (gzip)', path: shellEntry, limit: BUDGETS.shellEntry.gzip, gzip: true });
  checks.push({ name: 'shell: entry chunk (brotli)', path: shellEntry, limit: BUDGETS.shellEntry.brotli, brotli: true, gzip: false });
  const remotesDir = path.join(ROOT, 'remotes');
  const dirs = existsSync(remotesDir) ? readdirSync(remotesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : [];
  for (const dir of dirs) {
    const pkgFile = path.join(remotesDir, dir, 'package.json');
    if (!existsSync(pkgFile) || !existsSync(path.join(remotesDir, dir, 'webpack.config.ts'))) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { scripts?: Record<string, string> };
    if (!pkg.scripts?.build) continue;
    const files = [`remotes/${dir}/dist/remoteEntry.js`, `remotes/${dir}/dist/__federation_expose_lifecycle.*.js`];
    checks.push({ name: `remote ${dir}: entry + first chunk (gzip)`, path: files, limit: BUDGETS.remote.gzip, gzip: true });
    checks.push({ name: `remote ${dir}: entry + first chunk (brotli)`, path: files, limit: BUDGETS.remote.brotli, brotli: true, gzip: false });
  }
  return checks;
}

/**
 * Budgets already recorded in .size-limit.json are kept: the committed file is the budget
 * record, so raising one is a reviewed diff; only a new remote gets the default.
 */
export function withRecordedLimits(checks: Check[], recorded: readonly Partial<Check>[]): Check[] {
  const limits = new Map(recorded.filter((c) => c.name && c.limit).map((c) => [c.name!, c.limit!]));
  return checks.map((check) => ({ ...check, limit: limits.get(check.name) ?? check.limit }));
}

if (import.meta.filename === process.argv[1]) {
  const file = path.join(ROOT, '.size-limit.json');
  const recorded = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Check>[]) : [];
  const checks = withRecordedLimits(sizeChecks(), recorded);
  writeFileSync(file, `${JSON.stringify(checks, null, 2)}\n`);
  console.log(`.size-limit.json: ${checks.length} checks`);
}
