import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, symlink } from 'node:fs/promises';
import { createFederatedConfig, deriveShared, installedVersion, readContractVersion, readSplitPackage, RUNTIME_CORE, runtimeCoreRequirement, sharedRequirements } from './index';

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
    expect(Object.keys(shared).sort()).toEqual(['@floorhire/ui', '@floorhire/ui/controls', '@floorhire/ui/overlays', 'jotai', 'react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', 'react/jsx-runtime']);
    expect(shared.react).toEqual({ singleton: true, requiredVersion: '^19.0.0', strictVersion: false });
    expect(shared['@floorhire/ui']?.requiredVersion).toBe(false);
  });
});

describe('readSplitPackage', () => {
  it('maps every name of the design system\'s parts to its sub-path, and the bare name to the core', () => {
    const ui = readSplitPackage('@floorhire/ui');
    expect(ui.parts.sort()).toEqual(['@floorhire/ui/controls', '@floorhire/ui/overlays']);
    expect(ui.coreFile).toMatch(/shared\/ui\/src\/core\.ts$/);
    expect(ui.names).toMatchObject({ Dialog: '@floorhire/ui/overlays', Menu: '@floorhire/ui/overlays', Tabs: '@floorhire/ui/controls', Checkbox: '@floorhire/ui/controls' });
    expect(ui.names.Box).toBeUndefined();
  });
});

describe('what is shared', () => {
  it('bundles stateless peers in each app (tree-shaken) and shares the page-wide singletons', () => {
    const shared = deriveShared({ react: '^19.0.0', 'react-router': '^7.9.0', '@floorhire/rules': '0.1.0', '@floorhire/contract': '0.1.0', '@floorhire/event-bus': '0.1.0', '@emotion/react': '^11.14.0' });
    expect(Object.keys(shared).sort()).toEqual(['@emotion/react', '@floorhire/event-bus', 'react', 'react/jsx-dev-runtime', 'react/jsx-runtime']);
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
    expect(Object.keys(federation._options.shared as object).sort()).toEqual(['ky', 'luxon', 'react', 'react/jsx-dev-runtime', 'react/jsx-runtime']);
  });

  it('resolves the design system to its core and makes remotes use the shell\'s copy of every part', async () => {
    const dir = await app({ react: '^19.0.0', '@floorhire/ui': '^1.0.0' }, { linkModules: true });
    const remote = createFederatedConfig({ name: 'x', dir, isHost: false, exposes: { './lifecycle': './src/lifecycle.tsx' }, mode: 'production' });
    const shared = (remote.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: { shared: Record<string, { import?: false; eager?: true }> } })._options.shared;
    for (const key of ['@floorhire/ui', '@floorhire/ui/overlays', '@floorhire/ui/controls']) expect(shared[key]?.import, key).toBe(false);
    expect(shared.react?.import).toBeUndefined();
    expect((remote.resolve?.alias as Record<string, string>)['@floorhire/ui$']).toBe(readSplitPackage('@floorhire/ui').coreFile);
    expect(shared.react?.eager).toBeUndefined();
  });

  it('builds the shell as no container at all: it provides its singletons at run time, with their installed versions (ADR 282)', async () => {
    const dir = await app({ react: '^19.0.0', '@floorhire/ui': '^1.0.0' }, { linkModules: true });
    const host = createFederatedConfig({ name: 'h', dir, isHost: true, mode: 'production' });
    expect(host.plugins?.some((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin')).toBe(false);
    const define = host.plugins?.find((plugin) => plugin?.constructor.name === 'DefinePlugin') as unknown as { definitions: Record<string, string> };
    const provided = JSON.parse(JSON.parse(define.definitions['process.env.FLOORHIRE_PROVIDED_SHARED']!)) as Record<string, { version: string }>;
    expect(Object.keys(provided).sort()).toEqual(['@floorhire/ui', '@floorhire/ui/controls', '@floorhire/ui/overlays', 'ky', 'luxon', 'react', 'react/jsx-dev-runtime', 'react/jsx-runtime']);
    expect(provided['react/jsx-runtime']?.version).toBe(provided.react?.version);
    expect(provided.react?.version).toMatch(/^\d+\.\d+\.\d+/u);
  });

  it('builds remotes against the shell\'s federation runtime core, and records the range they need of it', async () => {
    const dir = await app({ react: '^19.0.0' }, { linkModules: true });
    const remote = createFederatedConfig({ name: 'x', dir, isHost: false, exposes: { './lifecycle': './src/lifecycle.tsx' }, mode: 'production' });
    const federation = remote.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: { experiments: { externalRuntime?: boolean } } };
    expect(federation._options.experiments.externalRuntime).toBe(true);
    const version = installedVersion(RUNTIME_CORE, dir)!;
    expect(runtimeCoreRequirement(dir)).toEqual({ [RUNTIME_CORE]: { version, requiredVersion: `~${version.split('.').slice(0, 2).join('.')}.0` } });
  });

  it('refuses a remote that exposes anything but ./lifecycle', async () => {
    const dir = await app({});
    expect(() => createFederatedConfig({ name: 'x', dir, isHost: false, exposes: { './lifecycle': 'a', './other': 'b' } })).toThrow(/exactly one module/);
  });

  it('reads the contract version as data', () => {
    expect(readContractVersion()).toBeGreaterThanOrEqual(1);
  });
});
