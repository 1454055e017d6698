import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyPath, readRegistry, releaseDir, releasesDir, REPO_ROOT } from './store';
import { release, rollback, ReleaseError } from './release';
import { prune } from './prune';

let root: string;
let dataDir: string;

const HOUR = 3_600_000;
const NOW = new Date('2026-12-01T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

async function fakeRemote(name: string, version: string) {
  const dir = path.join(root, 'remotes', name);
  const dist = path.join(dir, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: `@floorhire/remote-${name}`, version }));
  await writeFile(path.join(dir, 'remote.json'), JSON.stringify({ name, routes: [`/lab/${name}/*`], nav: [{ label: name, path: `/lab/${name}`, area: 'public' }] }));
  await writeFile(path.join(dist, 'remoteEntry.js'), `var ${name} = "${version}";`);
  await writeFile(path.join(dist, 'mf-manifest.json'), '{}');
  await writeFile(path.join(dist, 'main.0123456789ab.js'), 'chunk');
  await writeFile(path.join(dist, 'floorhire-build.json'), JSON.stringify({ name, packageName: `@floorhire/remote-${name}`, version, contractVersion: 1, isHost: false, mode: 'production' }));
  return dir;
}

/** Releases each [version, hours before NOW] in order. */
async function releaseVersions(name: string, versions: Array<[string, number]>, now = NOW) {
  for (const [version, age] of versions) {
    const remoteDir = await fakeRemote(name, version);
    await release({ dataDir, remoteDir, now: new Date(now.getTime() - age * HOUR) });
  }
}

const onDisk = async (name: string) => (await readdir(path.join(releasesDir(dataDir), name))).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fh-prune-test-'));
  dataDir = path.join(root, 'data');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('prune', () => {
  it('never removes the current version, even after a rollback to an old one', async () => {
    await releaseVersions('alpha', [
      ['1.0.0', 100],
      ['1.1.0', 90],
      ['1.2.0', 80],
    ]);
    await rollback({ dataDir, name: 'alpha', version: '1.0.0', now: hoursAgo(70) });
    const result = await prune({ dataDir, keep: 1, minAgeHours: 0, now: NOW });
    expect(result.removed.map((item) => item.version)).toEqual(['1.1.0', '1.2.0']);
    expect(result.kept).toEqual([{ name: 'alpha', version: '1.0.0', reasons: ['current', 'recent'] }]);
    expect(await onDisk('alpha')).toEqual(['1.0.0']);
    expect((await readRegistry(dataDir)).remotes.alpha?.version).toBe('1.0.0');
    expect(await readFile(path.join(releaseDir(dataDir, 'alpha', '1.0.0'), 'remoteEntry.js'), 'utf8')).toBe('var alpha = "1.0.0";');

    // With the history file lost, the registry alone still protects what runs.
    await rm(historyPath(dataDir));
    await utimes(releaseDir(dataDir, 'alpha', '1.0.0'), hoursAgo(100), hoursAgo(100));
    const again = await prune({ dataDir, keep: 1, minAgeHours: 0, now: NOW });
    expect(again.removed).toEqual([]);
    expect(again.kept).toEqual([{ name: 'alpha', version: '1.0.0', reasons: ['current'] }]);
    expect(await onDisk('alpha')).toEqual(['1.0.0']);
  });

  it('keeps the N most recently activated versions (default 5), a rollback counting as recent', async () => {
    await releaseVersions('alpha', [
      ['1.0.0', 200],
      ['1.1.0', 190],
      ['1.2.0', 180],
      ['1.3.0', 170],
      ['1.4.0', 160],
      ['1.5.0', 150],
      ['1.6.0', 140],
    ]);
    const byDefault = await prune({ dataDir, now: NOW });
    expect(byDefault.removed.map((item) => item.version)).toEqual(['1.0.0', '1.1.0']);
    expect(byDefault.bytes).toBe(byDefault.removed.reduce((sum, item) => sum + item.bytes, 0));
    expect(byDefault.bytes).toBeGreaterThan(0);
    expect(await onDisk('alpha')).toEqual(['1.2.0', '1.3.0', '1.4.0', '1.5.0', '1.6.0']);

    await rollback({ dataDir, name: 'alpha', version: '1.2.0', now: hoursAgo(100) });
    const result = await prune({ dataDir, keep: 3, minAgeHours: 0, now: NOW });
    expect(result.removed.map((item) => item.version)).toEqual(['1.3.0', '1.4.0']);
    expect(await onDisk('alpha')).toEqual(['1.2.0', '1.5.0', '1.6.0']);
    // What was kept can still be rolled back to; what was pruned cannot.
    expect((await rollback({ dataDir, name: 'alpha', version: '1.6.0', now: NOW })).entry.version).toBe('1.6.0');
    await expect(rollback({ dataDir, name: 'alpha', version: '1.4.0', now: NOW })).rejects.toThrow(/no longer on disk/);
  });

  it('keeps every version that was current within the last H hours, however old its release', async () => {
    await releaseVersions('alpha', [
      ['1.0.0', 72],
      ['1.1.0', 48], // replaced 2 hours ago: tabs opened before that still run it
      ['1.2.0', 2],
    ]);
    const result = await prune({ dataDir, keep: 1, minAgeHours: 24, now: NOW });
    expect(result.removed.map((item) => [item.version, item.lastActiveAt])).toEqual([['1.0.0', hoursAgo(48).toISOString()]]);
    expect(result.kept).toEqual([
      { name: 'alpha', version: '1.1.0', reasons: ['active'] },
      { name: 'alpha', version: '1.2.0', reasons: ['current', 'recent', 'active'] },
    ]);
    expect(await onDisk('alpha')).toEqual(['1.1.0', '1.2.0']);
    expect((await prune({ dataDir, keep: 1, minAgeHours: 1, now: NOW })).removed.map((item) => item.version)).toEqual(['1.1.0']);
    expect(await onDisk('alpha')).toEqual(['1.2.0']);
  });

  it('with dryRun reports what would go and deletes nothing', async () => {
    await releaseVersions('alpha', [
      ['1.0.0', 100],
      ['1.1.0', 90],
      ['1.2.0', 80],
    ]);
    const dry = await prune({ dataDir, keep: 1, minAgeHours: 0, dryRun: true, now: NOW });
    expect(dry.dryRun).toBe(true);
    expect(dry.removed.map((item) => item.version)).toEqual(['1.0.0', '1.1.0']);
    expect(dry.bytes).toBeGreaterThan(0);
    expect(await onDisk('alpha')).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    const real = await prune({ dataDir, keep: 1, minAgeHours: 0, now: NOW });
    expect(real.removed).toEqual(dry.removed);
    expect(real.bytes).toBe(dry.bytes);
    expect(await onDisk('alpha')).toEqual(['1.2.0']);
  });

  it('given a remote, touches only that remote', async () => {
    const versions: Array<[string, number]> = [
      ['1.0.0', 100],
      ['1.1.0', 90],
      ['1.2.0', 80],
    ];
    await releaseVersions('alpha', versions);
    await releaseVersions('beta', versions);
    const result = await prune({ dataDir, name: 'alpha', keep: 1, minAgeHours: 0, now: NOW });
    expect(result.removed.map((item) => `${item.name} ${item.version}`)).toEqual(['alpha 1.0.0', 'alpha 1.1.0']);
    expect(await onDisk('alpha')).toEqual(['1.2.0']);
    expect(await onDisk('beta')).toEqual(['1.0.0', '1.1.0', '1.2.0']);
  });

  it('refuses bad arguments before deleting anything', async () => {
    await releaseVersions('alpha', [
      ['1.0.0', 100],
      ['1.1.0', 90],
    ]);
    for (const keep of [0, -1, 2.5, Number.NaN]) {
      await expect(prune({ dataDir, keep, minAgeHours: 0, now: NOW })).rejects.toThrow(/--keep must be a whole number of versions, at least 1/);
    }
    for (const minAgeHours of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(prune({ dataDir, keep: 1, minAgeHours, now: NOW })).rejects.toThrow(/--min-age-hours must be a number of hours, 0 or more/);
    }
    await expect(prune({ dataDir, name: '../alpha', keep: 1, minAgeHours: 0, now: NOW })).rejects.toThrow(/is not a remote name/);
    await expect(prune({ dataDir, name: 'ghost', keep: 1, minAgeHours: 0, now: NOW })).rejects.toThrow(ReleaseError);
    expect(await onDisk('alpha')).toEqual(['1.0.0', '1.1.0']);
  });

  it('deletes only version folders directly under a remote and never follows links', async () => {
    await releaseVersions('alpha', [
      ['1.0.0', 100],
      ['1.1.0', 90],
    ]);
    const alphaDir = path.join(releasesDir(dataDir), 'alpha');
    const outside = path.join(root, 'outside');
    await mkdir(path.join(outside, '0.9.0'), { recursive: true });
    await writeFile(path.join(outside, '0.9.0', 'keep.txt'), 'not ours');
    await symlink(path.join(outside, '0.9.0'), path.join(alphaDir, '0.9.0'));
    await symlink(outside, path.join(releasesDir(dataDir), 'linked'));
    await mkdir(path.join(alphaDir, 'notes'));
    await writeFile(path.join(alphaDir, 'README.txt'), 'hand-written');
    await mkdir(path.join(alphaDir, '1.0.1-rc.1.0123abcd.tmp')); // a release being copied
    // Version folders history does not know: their folder's mtime stands in for when they ran.
    for (const [version, age] of [
      ['0.5.0', 100],
      ['0.6.0', 1],
    ] as const) {
      await mkdir(path.join(alphaDir, version));
      await writeFile(path.join(alphaDir, version, 'remoteEntry.js'), version);
      await utimes(path.join(alphaDir, version), hoursAgo(age), hoursAgo(age));
    }

    const result = await prune({ dataDir, keep: 1, minAgeHours: 24, now: NOW });
    expect(result.removed.map((item) => item.version)).toEqual(['0.5.0', '1.0.0']);
    expect(result.skipped.map((item) => [item.name, item.entry, item.reason])).toEqual([
      ['alpha', '0.9.0', 'a symbolic link: not followed'],
      ['alpha', '1.0.1-rc.1.0123abcd.tmp', 'a release being copied, or left by a failed one'],
      ['alpha', 'notes', 'not a version folder'],
      ['alpha', 'README.txt', 'not a folder'],
      ['linked', '', 'a symbolic link: not followed'],
    ]);
    expect(await onDisk('alpha')).toEqual(['0.6.0', '0.9.0', '1.0.1-rc.1.0123abcd.tmp', '1.1.0', 'notes', 'README.txt']);
    expect(await readFile(path.join(outside, '0.9.0', 'keep.txt'), 'utf8')).toBe('not ours');
  });
});

describe('cli prune', () => {
  const run = promisify(execFile);
  const cli = (...args: string[]) =>
    run(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [path.join(REPO_ROOT, 'infra', 'registry', 'src', 'cli.ts'), ...args], { env: { ...process.env, DATA_DIR: dataDir } });

  it('prints one line per version that would go and a summary, and refuses bad flags', async () => {
    const realNow = new Date();
    await releaseVersions(
      'alpha',
      [
        ['1.0.0', 100],
        ['1.1.0', 90],
      ],
      realNow,
    );
    const { stdout } = await cli('prune', 'alpha', '--keep', '1', '--dry-run');
    expect(stdout).toMatch(/^ {2}would remove alpha 1\.0\.0 \(\d+ B, last current /m);
    expect(stdout).toMatch(/^dry run: 1 version would be removed, \d+ B \(\d+ bytes\) would be freed; kept 1/m);
    expect(await onDisk('alpha')).toEqual(['1.0.0', '1.1.0']);

    await expect(cli('prune', '--keep', '0')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: --keep must be a whole number/) });
    await expect(cli('prune', '--min-age-hours=soon')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: --min-age-hours must be a number \(got "soon"\)/) });
    expect(await onDisk('alpha')).toEqual(['1.0.0', '1.1.0']);
  }, 30_000);
});
