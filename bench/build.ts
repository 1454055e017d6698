// Cold and warm build time of every app (shell, remotes/*, fixture remotes) through the one
// build factory. Cold = the app's webpack cache removed; warm = an immediate rebuild.
// Run: npx tsx bench/build.ts [app-dir ...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface BuildFigure {
  app: string;
  coldSeconds: number;
  warmSeconds: number;
}

export function appDirs(): string[] {
  const dirs = [path.join(ROOT, 'shell')];
  for (const root of [path.join(ROOT, 'remotes'), path.join(ROOT, 'e2e', 'fixtures', 'remotes')]) {
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      const dir = path.join(root, entry.name);
      if (entry.isDirectory() && existsSync(path.join(dir, 'webpack.config.ts'))) dirs.push(dir);
    }
  }
  return dirs;
}

function timedBuild(dir: string): number {
  const started = performance.now();
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--config', 'webpack.config.ts'], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: '--import tsx' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build of ${dir} failed:\n${result.stdout}\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

export async function run(dirs: string[] = appDirs()): Promise<BuildFigure[]> {
  const figures: BuildFigure[] = [];
  for (const dir of dirs) {
    rmSync(path.join(dir, 'node_modules', '.cache', 'webpack'), { recursive: true, force: true });
    const coldSeconds = timedBuild(dir);
    const warmSeconds = timedBuild(dir);
    const figure = { app: path.relative(ROOT, dir), coldSeconds: Number(coldSeconds.toFixed(1)), warmSeconds: Number(warmSeconds.toFixed(1)) };
    console.log(`${figure.app.padEnd(32)} cold ${figure.coldSeconds.toFixed(1)} s   warm ${figure.warmSeconds.toFixed(1)} s`);
    figures.push(figure);
  }
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'results', 'build.json'), `${JSON.stringify({ at: new Date().toISOString(), figures }, null, 2)}\n`);
  return figures;
}

if (import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2).map((dir) => path.resolve(dir));
  await run(args.length ? args : undefined);
}
