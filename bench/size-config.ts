// Writes .size-limit.json (generated, not in git): the shell's JS and, for every remote under
// remotes/*, its entry plus its first chunk (the exposed lifecycle module), each in gzip and
// brotli. A remote's budget is its package.json "sizeBudget" (the generator writes the default),
// so adding a remote touches no central file (ADR 183). `npm run size` runs this first.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Budgets in the form size-limit reads. Raise one only with a decision record saying why. */
export interface Budget {
  gzip: string;
  brotli: string;
}

export const BUDGETS: { shell: Budget; shellEntry: Budget; remote: Budget } = {
  // Upper bound: every JS file of the shell build (what a first page transfers is budgeted in
  // Chromium by e2e/platform/page-weight.spec.ts, ADR 144). Raised by ADR 282: the shell now
  // also holds the whole federation runtime core remotes use, and its screen chunks repeat a
  // few small Zag modules, while every page downloads less.
  shell: { gzip: '385 kB', brotli: '340 kB' },
  // The entry chunk: the early reads and the start after the first frame (ADR 282); the app
  // itself is one import away, preloaded by the document.
  shellEntry: { gzip: '6 kB', brotli: '5 kB' },
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
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { scripts?: Record<string, string>; sizeBudget?: Partial<Budget> };
    if (!pkg.scripts?.build) continue;
    const budget = { ...BUDGETS.remote, ...pkg.sizeBudget };
    const files = [`remotes/${dir}/dist/remoteEntry.js`, `remotes/${dir}/dist/__federation_expose_lifecycle.*.js`];
    checks.push({ name: `remote ${dir}: entry + first chunk (gzip)`, path: files, limit: budget.gzip, gzip: true });
    checks.push({ name: `remote ${dir}: entry + first chunk (brotli)`, path: files, limit: budget.brotli, brotli: true, gzip: false });
  }
  return checks;
}

if (import.meta.filename === process.argv[1]) {
  const checks = sizeChecks();
  writeFileSync(path.join(ROOT, '.size-limit.json'), `${JSON.stringify(checks, null, 2)}\n`);
  console.log(`.size-limit.json: ${checks.length} checks`);
}
