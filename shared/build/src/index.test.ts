import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, symlink } from 'node:fs/promises';
import { createFederatedConfig, deriveShared, readContractVersion, sharedRequirements } from './index';

const dirs: string[] = [];
afterEach(async () => {
  while (dirs.length) await rm(dirs.pop()!, { recursive: true, force: true });
});

async function app(peerDependencies: Record<string, string>, options: { linkModules?: boolean } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'fh-build-test-'));
  dirs.push(dir);
  // The repository's installed packages, as a remote under remotes/ resolves them.
  if (options.linkModules) await symlink(path.resolve(import.meta.dirname, '..', '..', '..', 'node_modules'), path.join(dir, 'node_modules'));
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: '@floorhire/remote-x', version: '2.3.4', peerDependencies }));
  return dir;
}

describe('deriveShared', () => {
  it('shares every peer as a singleton, with the React sub-paths', () => {
    const shared = deriveShared({ react: '^19.0.0', 'react-dom': '^19.0.0', jotai: '^2.15.0', '@floorhire/ui': '0.1.0', '@floorhire/build': '0.1.0' });
    expect(Object.keys(shared).sort()).toEqual(['@floorhire/ui', 'jotai', 'react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'react/jsx-runtime']);
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.0.0', strictVersion: false });
    expect(shared['@floorhire/ui']?.requiredVersion).toBe(false);
  });
});

describe('sharedRequirements', () => {
  it('needs a platform package at the minor it was built against, and a third-party one in its peer range', async () => {
    const dir = await app({});
    for (const [pkg, version] of [
      ['@floorhire/ui', '1.3.2'],
      ['react', '19.2.1'],
    ] as const) {
      await mkdir(path.join(dir, 'node_modules', ...pkg.split('/')), { recursive: true });
      await writeFile(path.join(dir, 'node_modules', ...pkg.split('/'), 'package.json'), JSON.stringify({ name: pkg, version }));
    }
    expect(sharedRequirements({ '@floorhire/ui': '^1.0.0', react: '^19.0.0', '@floorhire/build': '0.1.0' }, dir)).toEqual({
      '@floorhire/ui': { version: '1.3.2', requiredVersion: '^1.3.0' },
      react: { version: '19.2.1', requiredVersion: '^19.0.0' },
    });
    expect(() => sharedRequirements({ jotai: '^2.0.0' }, dir)).toThrow(/not installed/);
  });
});

describe('createFederatedConfig', () => {
  it('builds a remote that exposes only ./lifecycle with loaded-first singletons from its peers', async () => {
    const dir = await app({ react: '^19.0.0', 'react-router': '^7.9.0' }, { linkModules: true });
    await writeFile(path.join(dir, 'remote.json'), JSON.stringify({ name: 'x', routes: [{ path: '/lab/x', page: 'x-home' }] }));
    const config = createFederatedConfig({ dir, isHost: false, exposes: { './lifecycle': './src/lifecycle.tsx' }, mode: 'production' });
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.path).toBe(path.join(dir, 'dist'));
    expect(config.output?.chunkFilename).toContain('[contenthash');
    const federation = config.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: Record<string, unknown> };
    expect(federation._options).toMatchObject({ name: 'x', filename: 'remoteEntry.js', shareStrategy: 'loaded-first', exposes: { './lifecycle': './src/lifecycle.tsx' } });
    expect(Object.keys(federation._options.shared as object).sort()).toEqual(['react', 'react-router', 'react/jsx-dev-runtime', 'react/jsx-runtime']);
  });

  it('refuses a remote that exposes anything but ./lifecycle', async () => {
    const dir = await app({});
    expect(() => createFederatedConfig({ name: 'x', dir, isHost: false, exposes: { './lifecycle': 'a', './other': 'b' } })).toThrow(/exactly one module/);
  });

  it('reads the contract version as data', () => {
    expect(readContractVersion()).toBeGreaterThanOrEqual(1);
  });
});
