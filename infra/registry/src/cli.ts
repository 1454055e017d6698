#!/usr/bin/env -S npx tsx
// floorhire-registry: release, rollback, history and pruning of remotes (see docs/architecture.md).
import { parseArgs } from 'node:util';
import { readHistory, readRegistry, resolveDataDir } from './store';
import { release, releaseAll, rollback, resolveRemoteDir, ReleaseError } from './release';
import { prune, PRUNE_DEFAULTS } from './prune';

const USAGE = `Usage:
  tsx infra/registry/src/cli.ts release <remote-dir-or-name> [--version x.y.z] [--dist <dir>]
  tsx infra/registry/src/cli.ts rollback <remote> [version]
  tsx infra/registry/src/cli.ts history <remote>
  tsx infra/registry/src/cli.ts list
  tsx infra/registry/src/cli.ts release-all
  tsx infra/registry/src/cli.ts prune [<remote>] [--keep N] [--min-age-hours H] [--dry-run]
      deletes old version folders; keeps the current version, the N most recent (default ${PRUNE_DEFAULTS.keep})
      and any current within the last H hours (default ${PRUNE_DEFAULTS.minAgeHours}, for tabs still open)
Environment: DATA_DIR (default ./data)`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      dist: { type: 'string' },
      'data-dir': { type: 'string' },
      keep: { type: 'string' },
      'min-age-hours': { type: 'string' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const [command, target, extra] = positionals;
  const dataDir = resolveDataDir(values['data-dir']);
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  switch (command) {
    case 'release': {
      if (!target) throw new ReleaseError('release needs a remote folder or name');
      const remoteDir = await resolveRemoteDir(target);
      const result = await release({ dataDir, remoteDir, version: values.version, distDir: values.dist });
      const from = result.previousVersion ? ` (was ${result.previousVersion})` : '';
      console.log(`${result.entry.name} ${result.entry.version}: ${result.status}${from}\n  entry ${result.entry.entryUrl}\n  ${result.entry.integrity}`);
      return 0;
    }
    case 'rollback': {
      if (!target) throw new ReleaseError('rollback needs a remote name');
      const result = await rollback({ dataDir, name: target, version: extra });
      console.log(`${target}: now ${result.entry.version} (was ${result.previousVersion ?? 'none'})`);
      return 0;
    }
    case 'history': {
      if (!target) throw new ReleaseError('history needs a remote name');
      const doc = await readRegistry(dataDir);
      const records = await readHistory(dataDir, target);
      if (records.length === 0) console.log(`${target}: no history`);
      for (const record of records) {
        const marker = doc.remotes[target]?.version === record.version && record === records.at(-1) ? ' <- current' : '';
        console.log(`${record.at}  r${record.revision}  ${record.action.padEnd(8)} ${record.version}${record.previousVersion ? ` (from ${record.previousVersion})` : ''}${marker}`);
      }
      return 0;
    }
    case 'list': {
      const doc = await readRegistry(dataDir);
      console.log(`registry revision ${doc.revision}, updated ${doc.updatedAt}`);
      for (const entry of Object.values(doc.remotes)) console.log(`  ${entry.name.padEnd(16)} ${entry.version.padEnd(10)} ${entry.routes.join(' ')}`);
      return 0;
    }
    case 'release-all': {
      const results = await releaseAll(dataDir);
      for (const result of results) console.log(`  ${result.remote.padEnd(16)} ${result.status}${result.version ? ` ${result.version}` : ''}${result.message ? ` — ${result.message}` : ''}`);
      return results.some((result) => result.status === 'failed') ? 1 : 0;
    }
    case 'prune': {
      if (extra) throw new ReleaseError('prune takes at most one remote name');
      const result = await prune({
        dataDir,
        name: target,
        keep: numberOption('--keep', values.keep),
        minAgeHours: numberOption('--min-age-hours', values['min-age-hours']),
        dryRun: values['dry-run'],
      });
      for (const item of result.removed) console.log(`  ${result.dryRun ? 'would remove' : 'removed'} ${item.name} ${item.version} (${formatBytes(item.bytes)}, last current ${item.lastActiveAt})`);
      for (const item of result.skipped) console.log(`  skipped ${item.entry ? `${item.name}/${item.entry}` : item.name}: ${item.reason}`);
      const count = `${result.removed.length} version${result.removed.length === 1 ? '' : 's'}`;
      const freed = `${formatBytes(result.bytes)} (${result.bytes} bytes)`;
      console.log(
        `${result.dryRun ? `dry run: ${count} would be removed, ${freed} would be freed` : `${count} removed, ${freed} freed`}; ` +
          `kept ${result.kept.length} (current, ${result.keep} most recent, or current within ${result.minAgeHours} h)`,
      );
      return 0;
    }
    default:
      console.error(`Unknown command "${command}"\n${USAGE}`);
      return 1;
  }
}

/** A numeric flag's text as a number; range checks are prune()'s. */
function numberOption(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (Number.isNaN(value)) throw new ReleaseError(`${flag} must be a number (got "${raw}")`);
  return value;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ReleaseError || error instanceof Error ? `error: ${error.message}` : error);
    process.exit(1);
  },
);
