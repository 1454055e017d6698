import { API_SERVICES, type ApiService } from '@floorhire/rules';
import { buildApp } from './app';

// Runs the API alone: `npx tsx infra/api/src/server.ts` (API_SERVICES=jobs,inbox for some groups;
// WORKER=off for replicas that leave background jobs to dedicated worker processes, docs/scaling.md).
function servicesFromEnv(value: string | undefined): ApiService[] | undefined {
  if (!value) return undefined;
  const wanted = value.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = wanted.filter((s) => !(API_SERVICES as readonly string[]).includes(s));
  if (unknown.length > 0) throw new Error(`Unknown API_SERVICES: ${unknown.join(', ')} (known: ${API_SERVICES.join(', ')})`);
  return wanted as ApiService[];
}

const app = await buildApp({
  logger: process.env.LOG_LEVEL ?? 'info',
  seed: process.env.SEED === 'none' ? 'none' : 'demo',
  services: servicesFromEnv(process.env.API_SERVICES),
  worker: process.env.WORKER !== 'off',
});
const port = Number(process.env.API_PORT ?? process.env.PORT ?? 8080);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
