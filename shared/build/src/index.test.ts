import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFederatedConfig, deriveShared, readContractVersion } from './index';

const dirs: string[] = [];
afterEach(async () => {
  while (dirs.length) await rm(dirs.pop()!, { recursive: true, force: true });
});

async function app(peerDependencies: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'fh-build-test-'));
  dirs.push(dir);
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

describe('createFederatedConfig', () => {
  it('builds a remote that exposes only ./lifecycle with loaded-first singletons from its peers', async () => {
    const dir = await app({ react: '^19.0.0', 'react-router': '^7.9.0' });
    const config = createFederatedConfig({ name: 'x', dir, isHost: false, exposes: { './lifecycle': './src/lifecycle.tsx' }, mode: 'production' });
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
