#!/usr/bin/env -S npx tsx
// floorhire-registry: release, rollback and history of remotes (see docs/architecture.md).
import { parseArgs } from 'node:util';
import { readHistory, readRegistry, resolveDataDir } from './store';
import { release, releaseAll, rollback, resolveRemoteDir, ReleaseError } from './release';

const USAGE = `Usage:
  tsx infra/registry/src/cli.ts release <remote-dir-or-name> [--version x.y.z] [--dist <dir>]
  tsx infra/registry/src/cli.ts rollback <remote> [version]
  tsx infra/registry/src/cli.ts history <remote>
  tsx infra/registry/src/cli.ts list
  tsx infra/registry/src/cli.ts release-all
Environment: DATA_DIR (default ./data)`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { version: { type: 'string' }, dist: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean' } },
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
    default:
      console.error(`Unknown command "${command}"\n${USAGE}`);
      return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ReleaseError || error instanceof Error ? `error: ${error.message}` : error);
    process.exit(1);
  },
);
