import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGETS, sizeChecks } from './size-config';

describe('size budgets', () => {
  it('budgets the shell and every built remote in gzip and brotli', () => {
    const names = sizeChecks().map((c) => c.name);
    expect(names).toContain('shell: JS (gzip)');
    expect(names).toContain('shell: JS (brotli)');
    expect(names).toContain('shell: entry chunk (brotli)');
    for (const remote of ['jobs', 'applicants']) {
      expect(names).toContain(`remote ${remote}: entry + first chunk (gzip)`);
      expect(names).toContain(`remote ${remote}: entry + first chunk (brotli)`);
    }
  });

  it("takes a remote's budget from its own package.json, else the default", () => {
    const jobs = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'remotes', 'jobs', 'package.json'), 'utf8')) as { sizeBudget?: { gzip: string } };
    const limit = (name: string) => sizeChecks().find((c) => c.name === name)?.limit;
    expect(limit('remote jobs: entry + first chunk (gzip)')).toBe(jobs.sizeBudget?.gzip ?? BUDGETS.remote.gzip);
    expect(jobs.sizeBudget?.gzip).toBe('45 kB');
  });
});
