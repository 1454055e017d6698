import { cp, readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { readRegistry, releaseDir, writeRegistry } from '@floorhire/registry-cli';
import type { RegistryDocument, RegistryEntry } from '@floorhire/registry';
import { dataDir, REPO_ROOT } from './paths';

export async function registryDoc(): Promise<RegistryDocument> {
  return readRegistry(dataDir());
}

export async function registryEntry(name: string): Promise<RegistryEntry> {
  const entry = (await registryDoc()).remotes[name];
  if (!entry) throw new Error(`${name} is not in the registry of this run (is it built? see global setup output)`);
  return entry;
}

/** Writes one entry straight into the registry (how the fault journeys break and repair a remote). */
export async function putEntry(entry: RegistryEntry): Promise<void> {
  const doc = await registryDoc();
  await writeRegistry(dataDir(), { ...doc, revision: doc.revision + 1, updatedAt: new Date().toISOString(), remotes: { ...doc.remotes, [entry.name]: entry } });
}

/** Runs the real CLI, as an operator would. */
export function cli(...args: string[]): string {
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [path.join(REPO_ROOT, 'infra', 'registry', 'src', 'cli.ts'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir() },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`registry CLI ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export type FaultKind = 'throws-on-load' | 'throws-on-render';

/**
 * A faulty copy of a released build, with a valid integrity: the entry script throws as it
 * runs, or its lifecycle module's mount rejects. Product code is never changed.
 */
export async function faultyCopy(entry: RegistryEntry, kind: FaultKind): Promise<RegistryEntry> {
  const version = `${entry.version.split('-')[0]}-fault.${kind === 'throws-on-load' ? 'load' : 'render'}.${Date.now()}`;
  const source = releaseDir(dataDir(), entry.name, entry.version);
  const target = releaseDir(dataDir(), entry.name, version);
  await cp(source, target, { recursive: true });
  const entryFile = path.join(target, 'remoteEntry.js');
  let code = await readFile(entryFile, 'utf8');
  if (kind === 'throws-on-load') {
    code = `throw new Error('fixture fault: ${entry.name} throws while loading');\n${code}`;
  } else {
    // The container's get/init are read-only getters, so replace the whole global object.
    code += `\n;(function () {
  var name = ${JSON.stringify(entry.name)};
  var original = self[name];
  self[name] = {
    init: function () { return original.init.apply(original, arguments); },
    get: function () {
      return Promise.resolve(original.get.apply(original, arguments)).then(function (factory) {
        return function () {
          var mod = factory();
          var lifecycles = mod && mod.mount ? mod : mod.default;
          return Object.assign({}, lifecycles, { mount: function () { return Promise.reject(new Error('fixture fault: ' + name + ' throws while rendering')); } });
        };
      });
    },
  };
})();\n`;
  }
  await writeFile(entryFile, code);
  // Every released file has precompressed copies (ADR 141); the build's are of the original entry,
  // so the faulty copy gets its own, and the server sends the fault in whichever encoding is asked.
  await writeFile(`${entryFile}.br`, brotliCompressSync(code));
  await writeFile(`${entryFile}.gz`, gzipSync(code));
  const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
  const base = `/releases/${entry.name}/${version}`;
  return { ...entry, version, entryUrl: `${base}/remoteEntry.js`, manifestUrl: `${base}/mf-manifest.json`, integrity };
}
