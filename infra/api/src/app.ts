import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_SERVICES, type ApiService } from '@floorhire/rules';
import { socialAdapters } from './auth/social';
import { TokenService, type AuthContext } from './auth/tokens';
import { loadConfig } from './config';
import { migrateUp, openDatabase, type Db, type Tx } from './db';
import type { AppDeps } from './deps';
import { keepRawJsonBody, loggerOptions, refuseCardNumbers } from './http/card-numbers';
import { RateLimiter } from './http/rate-limit';
import { registerRoute } from './http/register';
import { route, type CatalogEntry } from './http/route';
import { emailAdapterFor, smsAdapterFor } from './delivery/adapters';
import { registerOutboxDelivery } from './delivery/outbox';
import { loadModules } from './modules/discover';
import { hasAnyUser } from './modules/users';
import { beginActingRequest, finishActingRequest } from './modules/staff';
import { loadReferenceData } from './modules/module';
import { registerErrorHandlers } from './plugins/errors';
import { buildOpenApi } from './plugins/openapi';
import { EventBus, eventsRoute, registerEventRetention } from './events';
import { registerJobRetention, Worker } from './worker/worker';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** The verified caller, or null (no or invalid bearer token). */
    auth: AuthContext | null;
    /** The audit-trail entry of a write made while acting as a user (ADR 301). */
    actAsActionId: number | null;
  }
  interface FastifyContextConfig {
    actAs?: 'refuse';
  }
}

export interface BuildAppOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** false (default), true, or a pino level such as 'warn'. */
  logger?: boolean | string;
  /** Service groups to serve; all when omitted (API_SERVICES=jobs,inbox on the command line). */
  services?: ApiService[];
  seed?: 'demo' | 'none';
  /** Start the background worker (default true). Tests drive it with app.deps.worker.runDue(). */
  worker?: boolean;
  /** An already opened database to share (tests open one per run); not closed with the app. */
  db?: Db;
}

const SEED_MODULE = fileURLToPath(new URL('./seed/demo.ts', import.meta.url));

/** Runs the demo seed once, on an empty database, in one transaction. */
async function runDemoSeed(db: Db, log: FastifyBaseLogger): Promise<void> {
  if (await hasAnyUser(db)) return;
  if (!existsSync(SEED_MODULE)) {
    log.info('demo seed module not found (infra/api/src/seed/demo.ts); starting without demo data');
    return;
  }
  const mod = (await import(SEED_MODULE)) as { seedDemo?: (db: Db) => Promise<unknown> };
  if (typeof mod.seedDemo !== 'function') {
    log.warn('infra/api/src/seed/demo.ts does not export seedDemo(db); starting without demo data');
    return;
  }
  const started = Date.now();
  await db.transaction(async (tx: Tx) => {
    // The seed may open its own transactions; inside this one they join it.
    const scoped: Db = { ...tx, engine: db.engine, transaction: (fn) => fn(tx), listen: (...args) => db.listen(...args), close: async () => undefined };
    await mod.seedDemo!(scoped);
  });
  log.info({ ms: Date.now() - started }, 'demo seed loaded');
}

export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  // Modules are found by folder (modules/*/index.ts): no list to edit when a domain is added.
  const modules = await loadModules();
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    bodyLimit: 8 * 1024 * 1024,
    // Forwarded headers count only from configured proxies (ADR 038): a client's own
    // X-Forwarded-For must not choose the address its rate limits are keyed on.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    routerOptions: { maxParamLength: 500 },
  });
  const db = opts.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pools: config.dbPools }));
  try {
    await migrateUp(db);
    await loadReferenceData(db, modules);
    if (opts.seed === 'demo') await runDemoSeed(db, app.log);
  } catch (error) {
    if (!opts.db) await db.close();
    throw error;
  }

  const worker = new Worker(db, app.log, config.workerPollMs, config.workerLeaseMs);
  const limiter = new RateLimiter(db);
  const events = new EventBus(db, app.log);
  registerOutboxDelivery(worker, db, { email: emailAdapterFor(config, db), sms: smsAdapterFor(config, db) });
  for (const module of modules) module.setup?.({ db, worker, log: app.log, config, events });
  registerEventRetention(worker, events, config.events.retentionHours);
  registerJobRetention(worker, db);
  worker.every('rate-limits.prune', 5 * 60_000, async () => {
    await limiter.prune();
  });
  const catalog: CatalogEntry[] = [];
  const deps: AppDeps = { config, db, tokens: new TokenService(db, config), social: socialAdapters(config), worker, limiter, events, catalog };
  app.decorate('deps', deps);

  const services = new Set<ApiService>(opts.services ?? API_SERVICES);
  let openApi: Record<string, unknown> | undefined;

  await app.register(
    async (scope) => {
      await scope.register(cookie);
      keepRawJsonBody(scope);
      if (process.env.PAYMENT_PROVIDER === 'stripe') refuseCardNumbers(scope);
      // Webhooks (the SMS provider's) post form fields; nothing else here takes them.
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      scope.decorateRequest('auth', null);
      scope.decorateRequest('actAsActionId', null);
      scope.addHook('onRequest', async (req) => {
        const header = req.headers.authorization;
        if (header?.startsWith('Bearer ')) req.auth = await deps.tokens.verifyAccess(header.slice(7).trim());
        // Acting as a user (ADR 301): the session must still be open, and a write is in the
        // audit trail before its route runs.
        if (req.auth?.actAs) {
          const path = req.url.split('?')[0] ?? req.url;
          req.actAsActionId = await beginActingRequest(db, {
            auth: req.auth,
            method: req.method,
            route: req.routeOptions.url ?? path,
            path,
            clientAddress: req.ip,
            refused: req.routeOptions.config.actAs === 'refuse',
          });
        }
      });
      scope.addHook('onResponse', async (req, reply) => {
        if (req.actAsActionId !== null) await finishActingRequest(db, req.actAsActionId, reply.statusCode).catch((error: unknown) => req.log.error({ err: error }, 'act-as audit: the answer was not noted'));
      });
      registerErrorHandlers(scope);

      registerRoute(
        scope,
        route({
          method: 'GET',
          url: '/health',
          summary: 'Liveness: answers without touching the database (the benchmark baseline)',
          access: 'public',
          tenancy: { kind: 'none', why: 'no data' },
          response: v.object({ status: v.literal('ok') }),
          handler: async () => ({ status: 'ok' as const }),
        }),
        'platform',
        deps,
      );
      registerRoute(
        scope,
        route({
          method: 'GET',
          url: '/openapi.json',
          summary: 'This document, generated from the valibot schemas the routes validate with',
          access: 'public',
          tenancy: { kind: 'none', why: 'no data' },
          handler: async (ctx) => {
            openApi ??= buildOpenApi(catalog);
            return ctx.reply.header('cache-control', 'no-cache').send(openApi);
          },
        }),
        'platform',
        deps,
      );
      registerRoute(scope, eventsRoute, 'platform', deps);
      for (const module of modules) {
        for (const group of module.routes ?? []) {
          if (!services.has(group.service)) continue;
          for (const def of group.routes) registerRoute(scope, def, group.service, deps);
        }
      }
    },
    { prefix: '/v4' },
  );

  // Open event streams would hold the server's close until their clients left.
  app.addHook('preClose', async () => {
    await events.stop();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
    if (!opts.db) await db.close();
  });
  await events.start();
  if (opts.worker !== false) worker.start();
  return app;
}
