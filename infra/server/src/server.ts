import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { emptyRegistry, findOwner, parseRegistry } from '@floorhire/registry';
import type { RemoteDeclaration } from '@floorhire/registry';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { ENCODING_SUFFIX, negotiateEncoding, registerResponseCompression } from './compression';
import { hasSessionHint, remotePreloads, shellDocumentFor } from './first-paint';
import { registerSecurityHeaders } from './security-headers';
import { buildRuntimeConfig } from './runtime-config';
import type { Environment } from './runtime-config';
import { applyOverrides, OVERRIDE_COOKIE, parseOverrideCookie } from './dev-override';
import type { Overrides } from './dev-override';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export interface ServerOptions {
  dataDir: string;
  /** The shell build to serve (default shell/dist). */
  shellDir?: string;
  environment?: Environment;
  /** 'embedded' calls buildApp from @floorhire/api; 'proxy' forwards /v4 to apiOrigin; 'off' serves no API. */
  api?: { mode: 'embedded' } | { mode: 'proxy'; origin: string } | { mode: 'off' };
  /** Development: registry overrides applied to every request (the dev command's own remote). */
  devOverrides?: Overrides;
  /** Development: extra folder served under /dev/ (the dev command's watch output). */
  devDir?: string;
  /** Development: declarations of overridden remotes that were never released. */
  devDeclarations?: Record<string, RemoteDeclaration>;
  logger?: boolean;
  /**
   * Proxies whose X-Forwarded-* headers count (ADR 038; default TRUSTED_PROXIES). With the API
   * embedded, the API's own setting (the same variable) governs the shared instance.
   */
  trustedProxies?: readonly string[];
}

type ApiModule = { buildApp: (opts?: { dataDir?: string; logger?: boolean; databaseUrl?: string; seed?: 'demo' | 'none' }) => Promise<FastifyInstance> };

async function createInstance(options: ServerOptions): Promise<{ app: FastifyInstance; api: string }> {
  const api = options.api ?? { mode: 'embedded' };
  if (api.mode === 'embedded') {
    let mod: ApiModule | null = null;
    try {
      // Dynamic: the server must still serve the front end while the API package is absent or broken.
      // A variable specifier keeps the type check independent of the API package's state.
      const specifier = '@floorhire/api';
      mod = (await import(specifier)) as ApiModule;
    } catch (error) {
      console.warn(`[server] @floorhire/api could not be loaded — serving NO /v4 routes. ${error instanceof Error ? error.message : String(error)}`);
    }
    if (mod && typeof mod.buildApp === 'function') {
      // npm start serves the product with demo data (SEED=none for an empty database).
      const app = await mod.buildApp({ dataDir: options.dataDir, logger: options.logger ?? false, databaseUrl: process.env.DATABASE_URL, seed: process.env.SEED === 'none' ? 'none' : 'demo' });
      return { app, api: 'embedded' };
    }
    if (mod) console.warn('[server] @floorhire/api has no buildApp export — serving NO /v4 routes.');
    return { app: bareInstance(options), api: 'none' };
  }
  const app = bareInstance(options);
  if (api.mode === 'proxy') {
    const { default: proxy } = await import('@fastify/http-proxy');
    await app.register(proxy, { upstream: api.origin, prefix: '/v4', rewritePrefix: '/v4', http2: false });
    return { app, api: `proxy ${api.origin}` };
  }
  return { app, api: 'none' };
}

/**
 * Like the API's instance: behind a configured proxy (TRUSTED_PROXIES, ADR 038), its
 * X-Forwarded-Proto says whether the visitor used HTTPS; nobody else's forwarded headers count.
 */
function bareInstance(options: ServerOptions): FastifyInstance {
  const trusted = options.trustedProxies ?? (process.env.TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return Fastify({ logger: options.logger ?? false, trustProxy: trusted.length > 0 ? [...trusted] : false });
}

function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
  res.setHeader('cache-control', cacheControlFor(filePath));
  // The same URL answers br, gzip or the original bytes (@fastify/static's preCompressed).
  res.setHeader('vary', 'Accept-Encoding');
}

/** Static folders: precompressed copies chosen by Accept-Encoding; ETag alone revalidates. */
const STATIC_DEFAULTS = { decorateReply: false, cacheControl: false, index: false, preCompressed: true, lastModified: false, setHeaders: setCacheHeaders } as const;

/** Serves the shell, /releases/**, the registry and runtime config on the API's Fastify instance. */
export async function buildServer(options: ServerOptions): Promise<{ app: FastifyInstance; api: string }> {
  const environment = options.environment ?? 'production';
  const shellDir = path.resolve(options.shellDir ?? path.join(REPO_ROOT, 'shell', 'dist'));
  const releasesRoot = path.join(options.dataDir, 'releases');
  const { app, api } = await createInstance(options);
  registerSecurityHeaders(app);
  registerResponseCompression(app);

  await app.register(fastifyStatic, { ...STATIC_DEFAULTS, root: releasesRoot, prefix: '/releases/' });
  if (options.devDir) {
    await app.register(fastifyStatic, { root: path.resolve(options.devDir), prefix: '/dev/', decorateReply: false, cacheControl: false, index: false, setHeaders: (res) => res.setHeader('cache-control', 'no-store') });
  }
  await app.register(fastifyStatic, { ...STATIC_DEFAULTS, root: shellDir, prefix: '/', wildcard: true });

  const resolveLocal = (urlPath: string): string | null => {
    const clean = path.posix.normalize(urlPath);
    if (clean.startsWith('/releases/')) return path.join(releasesRoot, clean.slice('/releases/'.length));
    if (clean.startsWith('/dev/') && options.devDir) return path.join(path.resolve(options.devDir), clean.slice('/dev/'.length));
    return null;
  };

  // A release never changes (ADR 182): its manifest is read once per server, when first asked.
  const releaseManifests = new Map<string, Promise<unknown>>();
  const manifestOf = (manifestUrl: string): Promise<unknown> => {
    let manifest = releaseManifests.get(manifestUrl);
    if (!manifest) {
      const file = resolveLocal(manifestUrl);
      manifest = file ? readFile(file, 'utf8').then((text): unknown => JSON.parse(text)).catch(() => null) : Promise.resolve(null);
      releaseManifests.set(manifestUrl, manifest);
    }
    return manifest;
  };
  const readRegistry = async () => parseRegistry(JSON.parse(await readFile(path.join(options.dataDir, 'registry.json'), 'utf8')));

  app.get('/registry.json', async (request, reply) => {
    let doc;
    try {
      doc = await readRegistry();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') request.log.error(error, 'registry.json is unreadable; serving an empty registry');
      doc = emptyRegistry(new Date(0));
    }
    if (environment === 'development') {
      const cookieHeader = request.headers.cookie ?? '';
      const raw = cookieHeader
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${OVERRIDE_COOKIE}=`))
        ?.slice(OVERRIDE_COOKIE.length + 1);
      const overrides = { ...options.devOverrides, ...parseOverrideCookie(raw ? decodeURIComponent(raw) : undefined) };
      doc = await applyOverrides(doc, overrides, resolveLocal, options.devDeclarations);
    }
    return reply.header('cache-control', NO_CACHE).type('application/json').send(doc);
  });

  app.get('/runtime-config.json', async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    return reply.header('cache-control', NO_CACHE).send(buildRuntimeConfig(origin, environment));
  });

  // index.html for every history-mode route, in the build's precompressed form when accepted.
  // With a prerendered first paint chosen by path and session hint (ADR 280): hence Vary: Cookie.
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
    // The remote owning a signed-in page downloads with the shell's own chunks (ADR 284). The
    // development server's overrides change entries per request: it sends no preload.
    if (environment !== 'development' && hasSessionHint(request.headers.cookie)) {
      const registry = await readRegistry().catch(() => null);
      const owner = registry ? findOwner(registry, pathname)?.entry : undefined;
      if (owner) reply.header('link', remotePreloads(owner, await manifestOf(owner.manifestUrl)));
    }
    // A build without first-paint copies (an older shell) still answers with its index.html.
    for (const name of [...new Set([shellDocumentFor(pathname, request.headers.cookie), 'index.html'])]) {
      const file = path.join(shellDir, name);
      if (encoding) {
        const compressed = await readFile(`${file}${ENCODING_SUFFIX[encoding]}`).catch(() => null);
        if (compressed) return reply.header('content-encoding', encoding).send(compressed);
      }
      const plain = await readFile(file, 'utf8').catch(() => null);
      if (plain !== null) return reply.send(plain);
    }
    return reply.code(503).type('text/plain').send('The shell is not built: run npm run build.');
  };

  app.get('/', async (request, reply) => sendShell(request, reply));

  // History-mode routing: any path that is not a file and not the API gets the shell.
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(url);
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ message: 'Not found', statusCode: 404 });
    if (url === '/v4' || url.startsWith('/v4/')) return reply.code(404).send({ message: 'The API is not available on this server', statusCode: 404, error: 'NotFound' });
    if (looksLikeFile || url.startsWith('/releases/') || url.startsWith('/dev/')) {
      return reply.code(404).header('cache-control', NO_CACHE).type('text/plain').send('Not found');
    }
    return sendShell(request, reply);
  });

  return { app, api };
}
