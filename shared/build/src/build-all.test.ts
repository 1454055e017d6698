import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildableWorkspaces } from './build-all';

function write(root: string, file: string, json: unknown): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), JSON.stringify(json));
}

describe('buildableWorkspaces', () => {
  it('finds every workspace with a build script, through globs and plain paths, in a stable order', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'build-all-'));
    write(root, 'package.json', { workspaces: ['remotes/*', 'shell', 'shared/*'] });
    write(root, 'remotes/jobs/package.json', { name: '@x/jobs', scripts: { build: 'webpack' } });
    write(root, 'remotes/billing/package.json', { name: '@x/billing', scripts: { build: 'webpack' } });
    write(root, 'shell/package.json', { name: '@x/shell', scripts: { build: 'webpack' } });
    write(root, 'shared/rules/package.json', { name: '@x/rules' });
    mkdirSync(path.join(root, 'shared/empty-folder'));
    expect(buildableWorkspaces(root)).toEqual([
      { name: '@x/billing', dir: 'remotes/billing' },
      { name: '@x/jobs', dir: 'remotes/jobs' },
      { name: '@x/shell', dir: 'shell' },
    ]);
  });
});
