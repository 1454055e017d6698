// Development: builds ONE remote from source in watch mode and serves the product with the
// registry pointing that remote at the fresh build, against everyone else's released builds.
// Usage: npm run dev -w @floorhire/server -- <remote-dir-or-name>   (PORT, DATA_DIR as for npm start)
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { readDeclaration, resolveDataDir, resolveRemoteDir } from '@floorhire/registry-cli';
import { buildServer } from './server';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run dev -w @floorhire/server -- <remote-dir-or-name>');
  process.exit(1);
}

// The factory reads the mode from NODE_ENV when no --mode flag is given.
process.env.NODE_ENV = 'development';
const remoteDir = await resolveRemoteDir(target);
const { declaration } = await readDeclaration(remoteDir);
const dataDir = resolveDataDir();
const devDir = path.join(dataDir, 'dev');
const outDir = path.join(devDir, declaration.name);
mkdirSync(outDir, { recursive: true });

const loaded = (await import(pathToFileURL(path.join(remoteDir, 'webpack.config.ts')).href)) as { default: Configuration };
const config: Configuration = { ...loaded.default, mode: 'development', output: { ...loaded.default.output, path: outDir } };

const compiler = webpack(config);
const watching = compiler.watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error) console.error(`[dev] ${declaration.name}: build failed`, error);
  else if (stats?.hasErrors()) console.error(stats.toString('errors-only'));
  else console.log(`[dev] ${declaration.name} rebuilt in ${stats ? stats.endTime - stats.startTime : '?'} ms — reload the page`);
});

const port = Number(process.env.PORT ?? 8080);
const { app, api } = await buildServer({
  dataDir,
  environment: 'development',
  devDir,
  devOverrides: { [declaration.name]: `/dev/${declaration.name}/` },
  devDeclarations: { [declaration.name]: declaration },
  api: process.env.API_ORIGIN ? { mode: 'proxy', origin: process.env.API_ORIGIN } : process.env.SERVE_API === 'false' ? { mode: 'off' } : { mode: 'embedded' },
});
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`[dev] http://localhost:${port} — ${declaration.name} from source (${path.relative(process.cwd(), remoteDir) || '.'}), others released; API: ${api}`);

const closeApp = () => void app.close().then(() => process.exit(0));
// webpack types the watcher as possibly undefined (a compiler that is already running).
const stop = () => (watching ? watching.close(closeApp) : closeApp());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
