// `npm run build`: builds every workspace that has a build script, as many at a time as the
// machine has cores (BUILD_CONCURRENCY overrides). npm's own `--workspaces` runs them one by one,
// and one webpack build keeps about one core busy, so on CI's two cores this halves the wall
// time as remotes are added. Each build's output is printed whole when it ends, not interleaved.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

interface Workspace {
  name: string;
  dir: string;
}

const root = path.resolve(import.meta.dirname, '../../..');

export function buildableWorkspaces(rootDir: string): Workspace[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { workspaces: string[] };
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(rootDir, parent), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `${parent}/${d.name}`)
      .sort();
  });
  return dirs.flatMap((dir) => {
    const file = path.join(rootDir, dir, 'package.json');
    if (!existsSync(file)) return [];
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name: string; scripts?: Record<string, string> };
    return pkg.scripts?.build ? [{ name: pkg.name, dir }] : [];
  });
}

function build(ws: Workspace): Promise<{ ws: Workspace; code: number; output: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', ws.name], { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    child.on('close', (code) => resolve({ ws, code: code ?? 1, output, ms: Math.round(performance.now() - started) }));
  });
}

async function main(): Promise<void> {
  const queue = buildableWorkspaces(root);
  const concurrency = Math.max(1, Number(process.env.BUILD_CONCURRENCY) || availableParallelism());
  const failed: string[] = [];
  const started = performance.now();
  console.log(`building ${queue.length} workspaces, ${concurrency} at a time`);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let ws = queue.shift(); ws; ws = queue.shift()) {
        const result = await build(ws);
        console.log(`\n── ${ws.name} (${ws.dir}) ${result.code === 0 ? 'built' : 'FAILED'} in ${(result.ms / 1000).toFixed(1)} s`);
        if (result.code !== 0 || process.env.BUILD_VERBOSE) console.log(result.output.trimEnd());
        if (result.code !== 0) failed.push(ws.name);
      }
    }),
  );
  console.log(`\nbuild: ${failed.length ? `${failed.length} failed (${failed.join(', ')})` : 'all built'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (failed.length) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
