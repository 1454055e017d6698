import { describe, expect, it } from 'vitest';
import { sizeChecks, withRecordedLimits } from './size-config';

describe('size budgets', () => {
  it('keeps a budget recorded in .size-limit.json and gives a new remote the default', () => {
    const generated = [
      { name: 'remote jobs: entry + first chunk (gzip)', path: ['a'], limit: '40 kB', gzip: true },
      { name: 'remote new: entry + first chunk (gzip)', path: ['b'], limit: '40 kB', gzip: true },
    ];
    const merged = withRecordedLimits(generated, [{ name: 'remote jobs: entry + first chunk (gzip)', limit: '45 kB' }]);
    expect(merged.map((c) => c.limit)).toEqual(['45 kB', '40 kB']);
  });

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
});
