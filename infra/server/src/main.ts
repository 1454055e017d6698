import path from 'node:path';
import { buildServer, REPO_ROOT } from './server';
import type { ServerOptions } from './server';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
const environment = process.env.FLOORHIRE_ENV === 'development' ? 'development' : 'production';
const api: ServerOptions['api'] = process.env.API_ORIGIN
  ? { mode: 'proxy', origin: process.env.API_ORIGIN }
  : process.env.SERVE_API === 'false'
    ? { mode: 'off' }
    : { mode: 'embedded' };

const { app, api: apiMode } = await buildServer({ dataDir, environment, api, shellDir: process.env.SHELL_DIR, logger: process.env.LOG_REQUESTS === 'true' });

const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void close());
process.on('SIGTERM', () => void close());

await app.listen({ port, host });
console.log(`FloorHire on http://localhost:${port} (API: ${apiMode}, data: ${dataDir}, ${environment})`);
