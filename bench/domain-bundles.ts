// What the domain packages cost or save in the browser (docs/decisions/170-domain-packages.md):
// for the shell and each remote build, the @floorhire/rules singleton chunk, the remote's own
// code (its exposed module and the chunks it loads, minus the singletons the shell provides),
// and all JS, in gzip bytes. Run after `npm run build`:
//   npx tsx bench/domain-bundles.ts [root]          (root: a checkout whose apps are built; default this one)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function measure(appDir: string) {
  const dist = path.join(appDir, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const js = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const rules = manifest.shared.find((s) => s.name === '@floorhire/rules');
  const rulesBytes = (rules ? [...rules.assets.js.sync, ...rules.assets.js.async] : []).reduce((n, f) => n + gz(path.join(dist, f)), 0);
  const first = [...manifest.exposes.flatMap((e) => e.assets.js.sync), ...(existsSync(path.join(dist, 'remoteEntry.js')) ? ['remoteEntry.js'] : [])];
  const own = new Set(manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]).filter((f) => !sharedFiles.has(f)));
  if (existsSync(path.join(dist, 'remoteEntry.js'))) own.add('remoteEntry.js');
  return {
    allJs: js.reduce((n, f) => n + gz(path.join(dist, f)), 0),
    rulesSingleton: rulesBytes,
    ownCode: [...own].reduce((n, f) => n + gz(path.join(dist, f)), 0),
    /** What mounting the remote fetches first: its entry and the exposed module's chunk. */
    entryAndFirstChunk: first.reduce((n, f) => n + gz(path.join(dist, f)), 0),
  };
}

if (import.meta.filename === process.argv[1]) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const apps = ['shell', ...readdirSync(path.join(root, 'remotes')).map((r) => `remotes/${r}`)].filter((a) => existsSync(path.join(root, a, 'dist', 'mf-manifest.json')));
  console.log(`${root}\napp                  all JS (gz)   rules singleton (gz)   own code (gz)   entry + first chunk (gz)`);
  for (const app of apps) {
    const m = measure(path.join(root, app));
    console.log(`${app.padEnd(20)} ${kb(m.allJs).padStart(11)}   ${kb(m.rulesSingleton).padStart(20)}   ${app === 'shell' ? '-'.padStart(13) : kb(m.ownCode).padStart(13)}   ${app === 'shell' ? '-'.padStart(24) : kb(m.entryAndFirstChunk).padStart(24)}`);
  }
}
