import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readHistory, readRegistry, releaseDir } from './store';
import { release, releaseAll, rollback, ReleaseError } from './release';

let root: string;
let dataDir: string;

async function fakeRemote(name: string, options: { version?: string; body?: string; routes?: string[]; contractVersion?: number } = {}) {
  const dir = path.join(root, 'remotes', name);
  const dist = path.join(dir, 'dist');
  await mkdir(dist, { recursive: true });
  const version = options.version ?? '1.0.0';
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: `@floorhire/remote-${name}`, version }));
  await writeFile(path.join(dir, 'remote.json'), JSON.stringify({ name, routes: options.routes ?? [`/lab/${name}/*`], nav: [{ label: name, path: `/lab/${name}`, area: 'public' }] }));
  await writeFile(path.join(dist, 'remoteEntry.js'), options.body ?? `var ${name} = {};`);
  await writeFile(path.join(dist, 'mf-manifest.json'), '{}');
  await writeFile(path.join(dist, 'main.0123456789ab.js'), 'chunk');
  await writeFile(path.join(dist, 'floorhire-build.json'), JSON.stringify({ name, packageName: `@floorhire/remote-${name}`, version, contractVersion: options.contractVersion ?? 1, isHost: false, mode: 'production' }));
  return dir;
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fh-registry-test-'));
  dataDir = path.join(root, 'data');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('release', () => {
  it('copies the build into an immutable version folder and registers it with its sha384', async () => {
    const dir = await fakeRemote('alpha', { body: 'var alpha = 1;' });
    const result = await release({ dataDir, remoteDir: dir });
    expect(result.status).toBe('released');
    const doc = await readRegistry(dataDir);
    const entry = doc.remotes.alpha!;
    expect(entry.entryUrl).toBe('/releases/alpha/1.0.0/remoteEntry.js');
    expect(entry.manifestUrl).toBe('/releases/alpha/1.0.0/mf-manifest.json');
    expect(entry.integrity).toBe(`sha384-${createHash('sha384').update('var alpha = 1;').digest('base64')}`);
    expect(entry.routes).toEqual(['/lab/alpha/*']);
    expect(entry.contractVersion).toBe(1);
    expect(await readFile(path.join(releaseDir(dataDir, 'alpha', '1.0.0'), 'main.0123456789ab.js'), 'utf8')).toBe('chunk');
    expect(doc.revision).toBe(1);
  });

  it('releases the precompressed copies with their files; the integrity is that of the uncompressed entry', async () => {
    const dir = await fakeRemote('alpha', { body: 'var alpha = 2;' });
    const { brotliCompressSync, brotliDecompressSync, gzipSync } = await import('node:zlib');
    await writeFile(path.join(dir, 'dist', 'remoteEntry.js.br'), brotliCompressSync('var alpha = 2;'));
    await writeFile(path.join(dir, 'dist', 'remoteEntry.js.gz'), gzipSync('var alpha = 2;'));
    const { entry } = await release({ dataDir, remoteDir: dir });
    const folder = releaseDir(dataDir, 'alpha', '1.0.0');
    expect(brotliDecompressSync(await readFile(path.join(folder, 'remoteEntry.js.br'))).toString()).toBe('var alpha = 2;');
    expect(await readFile(path.join(folder, 'remoteEntry.js.gz'))).toEqual(await readFile(path.join(dir, 'dist', 'remoteEntry.js.gz')));
    expect(entry.integrity).toBe(`sha384-${createHash('sha384').update('var alpha = 2;').digest('base64')}`);
    // The same build again, copies included, is the same release.
    expect((await release({ dataDir, remoteDir: dir })).status).toBe('unchanged');
  });

  it('reads remote.json, lists its route patterns and records what the build needs of the shared singletons', async () => {
    const dir = await fakeRemote('alpha');
    await writeFile(
      path.join(dir, 'remote.json'),
      JSON.stringify({ name: 'alpha', routes: [{ path: '/lab/alpha', page: 'alpha-home' }, { path: '/lab/alpha/:id', page: 'alpha-detail' }], roles: [] }),
    );
    const info = JSON.parse(await readFile(path.join(dir, 'dist', 'floorhire-build.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(path.join(dir, 'dist', 'floorhire-build.json'), JSON.stringify({ ...info, shared: { '@floorhire/ui': { version: '1.1.0', requiredVersion: '^1.1.0' }, react: { version: '19.2.1', requiredVersion: '^19.2.0' } } }));
    const { entry } = await release({ dataDir, remoteDir: dir });
    expect(entry.routes).toEqual(['/lab/alpha', '/lab/alpha/:id']);
    expect(entry.shared).toEqual({ '@floorhire/ui': '^1.1.0', react: '^19.2.0' });
    expect((await readRegistry(dataDir)).remotes.alpha?.shared).toEqual(entry.shared);
  });

  it('reads a remote only from its remote.json: the old package.json "floorhire" field declares nothing', async () => {
    const dir = await fakeRemote('alpha');
    await rm(path.join(dir, 'remote.json'));
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: '@floorhire/remote-alpha', version: '1.0.0', floorhire: { name: 'alpha', routes: ['/lab/alpha/*'] } }));
    await expect(release({ dataDir, remoteDir: dir })).rejects.toThrow(/declares nothing: add its remote.json/);
  });

  it('is idempotent for the same build and refuses other content under a released version', async () => {
    const dir = await fakeRemote('alpha');
    await release({ dataDir, remoteDir: dir });
    expect((await release({ dataDir, remoteDir: dir })).status).toBe('unchanged');
    await writeFile(path.join(dir, 'dist', 'remoteEntry.js'), 'var alpha = "changed";');
    await expect(release({ dataDir, remoteDir: dir })).rejects.toThrow(/already released with different content/);
    expect((await readRegistry(dataDir)).revision).toBe(1);
  });

  it('refuses a build without build info, and routes another remote owns', async () => {
    const dir = await fakeRemote('alpha');
    await rm(path.join(dir, 'dist', 'floorhire-build.json'));
    await expect(release({ dataDir, remoteDir: dir })).rejects.toThrow(ReleaseError);
    const beta = await fakeRemote('beta', { routes: ['/lab/shared/*'] });
    const gamma = await fakeRemote('gamma', { routes: ['/lab/shared/*'] });
    await release({ dataDir, remoteDir: beta });
    await expect(release({ dataDir, remoteDir: gamma })).rejects.toThrow(/routes already owned: \/lab\/shared\/\* \(beta\)/);
  });

  it('keeps old versions on disk and records history', async () => {
    const dir = await fakeRemote('alpha', { body: 'v1' });
    await release({ dataDir, remoteDir: dir });
    await fakeRemote('alpha', { body: 'v2', version: '1.1.0' });
    const second = await release({ dataDir, remoteDir: dir });
    expect(second.previousVersion).toBe('1.0.0');
    expect(await readFile(path.join(releaseDir(dataDir, 'alpha', '1.0.0'), 'remoteEntry.js'), 'utf8')).toBe('v1');
    const history = await readHistory(dataDir, 'alpha');
    expect(history.map((record) => [record.action, record.version])).toEqual([
      ['release', '1.0.0'],
      ['release', '1.1.0'],
    ]);
  });

  it('serialises concurrent releases so none is lost', async () => {
    const dirs = await Promise.all(['a', 'b', 'c', 'd'].map((name) => fakeRemote(name)));
    await Promise.all(dirs.map((remoteDir) => release({ dataDir, remoteDir })));
    const doc = await readRegistry(dataDir);
    expect(Object.keys(doc.remotes).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(doc.revision).toBe(4);
  });
});

describe('rollback', () => {
  it('flips back to the previous version, or to a named one, and records it', async () => {
    const dir = await fakeRemote('alpha', { body: 'v1' });
    await release({ dataDir, remoteDir: dir });
    await fakeRemote('alpha', { body: 'v2', version: '1.1.0' });
    await release({ dataDir, remoteDir: dir });
    const back = await rollback({ dataDir, name: 'alpha' });
    expect(back.entry.version).toBe('1.0.0');
    expect((await readRegistry(dataDir)).remotes.alpha?.integrity).toBe(`sha384-${createHash('sha384').update('v1').digest('base64')}`);
    expect((await rollback({ dataDir, name: 'alpha', version: '1.1.0' })).entry.version).toBe('1.1.0');
    expect((await readHistory(dataDir, 'alpha')).map((r) => r.action)).toEqual(['release', 'release', 'rollback', 'rollback']);
  });

  it('refuses a version that was never released or whose files changed on disk', async () => {
    const dir = await fakeRemote('alpha', { body: 'v1' });
    await release({ dataDir, remoteDir: dir });
    await expect(rollback({ dataDir, name: 'alpha', version: '9.9.9' })).rejects.toThrow(/never released/);
    await expect(rollback({ dataDir, name: 'alpha' })).rejects.toThrow(/no earlier version/);
    await fakeRemote('alpha', { body: 'v2', version: '1.1.0' });
    await release({ dataDir, remoteDir: dir });
    await writeFile(path.join(releaseDir(dataDir, 'alpha', '1.0.0'), 'remoteEntry.js'), 'tampered');
    await expect(rollback({ dataDir, name: 'alpha' })).rejects.toThrow(/does not match its recorded integrity/);
  });
});

describe('release-all', () => {
  it('releases every built remote once and skips unbuilt ones and un-bumped rebuilds', async () => {
    await fakeRemote('alpha');
    await fakeRemote('beta');
    await mkdir(path.join(root, 'remotes', 'unbuilt'), { recursive: true });
    const remotes = path.join(root, 'remotes');
    const first = await releaseAll(dataDir, [remotes]);
    expect(first.map((r) => [r.remote, r.status])).toEqual([
      ['alpha', 'released'],
      ['beta', 'released'],
      ['unbuilt', 'skipped'],
    ]);
    await writeFile(path.join(remotes, 'beta', 'dist', 'remoteEntry.js'), 'rebuilt without a version bump');
    const second = await releaseAll(dataDir, [remotes]);
    expect(second.map((r) => [r.remote, r.status])).toEqual([
      ['alpha', 'unchanged'],
      ['beta', 'skipped'],
      ['unbuilt', 'skipped'],
    ]);
  });
});
