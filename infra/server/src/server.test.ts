import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { emptyRegistry } from '@floorhire/registry';
import type { RegistryDocument } from '@floorhire/registry';
import { buildServer } from './server';
import { OVERRIDE_COOKIE } from './dev-override';
import { FIRST_PAINT_FILES } from './first-paint';

let root: string;
let prod: FastifyInstance;
let dev: FastifyInstance;

const registry: RegistryDocument = {
  ...emptyRegistry(new Date('2026-11-21T10:00:00Z')),
  revision: 3,
  remotes: {
    alpha: {
      name: 'alpha',
      version: '1.0.0',
      basePath: '/lab/alpha',
      routes: ['/lab/alpha/*'],
      nav: [],
      roles: [],
      features: [],
      manifestUrl: '/releases/alpha/1.0.0/mf-manifest.json',
      entryUrl: '/releases/alpha/1.0.0/remoteEntry.js',
      integrity: `sha384-${'A'.repeat(64)}`,
      contractVersion: 1,
      releasedAt: '2026-11-21T10:00:00.000Z',
    },
  },
};

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fh-server-test-'));
  const shellDir = path.join(root, 'shell');
  const dataDir = path.join(root, 'data');
  const release = path.join(dataDir, 'releases', 'alpha', '1.0.0');
  const devDir = path.join(root, 'dev');
  await mkdir(shellDir, { recursive: true });
  await mkdir(release, { recursive: true });
  await mkdir(path.join(devDir, 'alpha'), { recursive: true });
  await writeFile(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(shellDir, 'main.0123456789ab.js'), 'shell');
  await writeFile(path.join(shellDir, FIRST_PAINT_FILES.login), '<!doctype html><div id="first-paint">login form</div><div id="root"></div>');
  await writeFile(`${path.join(shellDir, FIRST_PAINT_FILES.login)}.br`, brotliCompressSync('<!doctype html><div id="first-paint">login form</div><div id="root"></div>'));
  await writeFile(path.join(shellDir, FIRST_PAINT_FILES.app), '<!doctype html><div id="first-paint">app frame</div><div id="root"></div>');
  await writeFile(path.join(release, 'remoteEntry.js'), 'var alpha;');
  await writeFile(path.join(release, 'mf-manifest.json'), JSON.stringify({ exposes: [{ name: 'lifecycle', assets: { js: { sync: ['250.abcdefabcdef.js', '__federation_expose_lifecycle.abcdefabcdef.js'], async: ['666.abcdefabcdef.js'] } } }] }));
  await writeFile(path.join(release, '123.abcdefabcdef.js'), 'chunk');
  await writeFile(path.join(devDir, 'alpha', 'remoteEntry.js'), 'var alpha = "dev";');
  await writeFile(path.join(dataDir, 'registry.json'), JSON.stringify(registry));
  // What the build factory writes next to each file (ADR 141); marked so a test can tell them apart.
  for (const file of [path.join(shellDir, 'index.html'), path.join(shellDir, 'main.0123456789ab.js'), path.join(release, 'remoteEntry.js')]) {
    const original = await readFile(file, 'utf8');
    await writeFile(`${file}.br`, brotliCompressSync(`${original}/*br*/`));
    await writeFile(`${file}.gz`, gzipSync(`${original}/*gz*/`));
  }
  prod = (await buildServer({ dataDir, shellDir, api: { mode: 'off' } })).app;
  dev = (await buildServer({ dataDir, shellDir, api: { mode: 'off' }, environment: 'development', devDir })).app;
});

afterAll(async () => {
  await prod.close();
  await dev.close();
  await rm(root, { recursive: true, force: true });
});

describe('production server', () => {
  it('serves the registry and runtime config without caching', async () => {
    const response = await prod.inject('/registry.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ revision: 3, remotes: { alpha: { version: '1.0.0' } } });
    const config = await prod.inject({ url: '/runtime-config.json', headers: { host: 'floorhire.test' } });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.json()).toMatchObject({ environment: 'production', api: { jobs: 'http://floorhire.test/v4', inbox: 'http://floorhire.test/v4' } });
  });

  it('marks entries and manifests no-cache and content-hashed chunks immutable', async () => {
    expect((await prod.inject('/releases/alpha/1.0.0/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await prod.inject('/releases/alpha/1.0.0/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    expect((await prod.inject('/releases/alpha/1.0.0/123.abcdefabcdef.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await prod.inject('/main.0123456789ab.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every non-file route with the shell and missing files with 404', async () => {
    for (const url of ['/', '/employer/jobs/3', '/lab/alpha/details?x=1']) {
      const response = await prod.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
    expect((await prod.inject('/missing.js')).statusCode).toBe(404);
    expect((await prod.inject('/releases/alpha/9.9.9/remoteEntry.js')).statusCode).toBe(404);
    expect((await prod.inject('/v4/jobs')).statusCode).toBe(404);
  });

  it('serves the precompressed copy the client accepts, with Vary, and the original otherwise', async () => {
    for (const url of ['/main.0123456789ab.js', '/releases/alpha/1.0.0/remoteEntry.js', '/', '/employer/jobs/3']) {
      const br = await prod.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toContain('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toContain('/*br*/');
      const gz = await prod.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString(), url).toContain('/*gz*/');
      const plain = await prod.inject(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).not.toContain('/*');
    }
    const html = await prod.inject({ url: '/employer', headers: { 'accept-encoding': 'br' } });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['cache-control']).toBe('no-cache');
    const script = await prod.inject({ url: '/main.0123456789ab.js', headers: { 'accept-encoding': 'br' } });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await prod.inject({ url: '/releases/alpha/1.0.0/remoteEntry.js', headers: { 'accept-encoding': 'br' } })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a visitor\'s /login with the login first paint and a possible session with the app frame (ADR 280)', async () => {
    const login = await prod.inject({ url: '/login?next=1', headers: { 'accept-encoding': 'br' } });
    expect(login.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(login.rawPayload).toString()).toContain('login form');
    expect(login.headers.vary).toContain('Cookie');
    for (const url of ['/employer', '/login', '/']) {
      // No brotli copy of the app frame here: the plain file, not index.html's brotli copy.
      const app = await prod.inject({ url, headers: { cookie: 'theme=x; fh_session=1', 'accept-encoding': 'br' } });
      expect(app.headers['content-encoding'], url).toBeUndefined();
      expect(app.body, url).toContain('app frame');
    }
    for (const url of ['/signup', '/employer', '/link/abc']) {
      const plain = await prod.inject(url);
      expect(plain.body, url).not.toContain('first-paint');
      expect(plain.body, url).toContain('<div id="root">');
    }
  });

  it('preloads the entry and lifecycle of the remote owning a page for someone who may be signed in, as its loader asks for them (ADR 284)', async () => {
    const page = await prod.inject({ url: '/lab/alpha/items?tab=1', headers: { cookie: 'fh_session=1' } });
    expect(String(page.headers.link).split(', ')).toEqual([
      `</releases/alpha/1.0.0/remoteEntry.js>; rel=preload; as=script; crossorigin=anonymous; integrity="sha384-${'A'.repeat(64)}"`,
      // The exposed lifecycle's own files; its pages' chunks wait for the address that needs them.
      '</releases/alpha/1.0.0/250.abcdefabcdef.js>; rel=preload; as=script',
      '</releases/alpha/1.0.0/__federation_expose_lifecycle.abcdefabcdef.js>; rel=preload; as=script',
    ]);
    // A visitor is sent to /login from a guarded page; a page no remote owns loads none.
    expect((await prod.inject('/lab/alpha/items')).headers.link).toBeUndefined();
    expect((await prod.inject({ url: '/signup', headers: { cookie: 'fh_session=1' } })).headers.link).toBeUndefined();
  });

  it('falls back to the original file when a file has no precompressed copy', async () => {
    const chunk = await prod.inject({ url: '/releases/alpha/1.0.0/123.abcdefabcdef.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-encoding']).toBeUndefined();
    expect(chunk.body).toBe('chunk');
  });

  it('ignores registry overrides outside development', async () => {
    const cookie = `${OVERRIDE_COOKIE}=${encodeURIComponent(JSON.stringify({ alpha: '/dev/alpha/' }))}`;
    const response = await prod.inject({ url: '/registry.json', headers: { cookie } });
    expect(response.json().remotes.alpha.entryUrl).toBe('/releases/alpha/1.0.0/remoteEntry.js');
  });
});

describe('development server', () => {
  it('honours the override cookie and computes the integrity of the local build', async () => {
    const cookie = `${OVERRIDE_COOKIE}=${encodeURIComponent(JSON.stringify({ alpha: '/dev/alpha/' }))}`;
    const entry = (await dev.inject({ url: '/registry.json', headers: { cookie } })).json().remotes.alpha;
    expect(entry.entryUrl).toBe('/dev/alpha/remoteEntry.js');
    expect(entry.version).toBe('1.0.0-dev');
    expect(entry.integrity).toMatch(/^sha384-/);
    expect(entry.integrity).not.toBe(registry.remotes.alpha?.integrity);
  });

  it('ignores overrides that do not point at a local build folder', async () => {
    const cookie = `${OVERRIDE_COOKIE}=${encodeURIComponent(JSON.stringify({ alpha: 'https://evil.example/' }))}`;
    expect((await dev.inject({ url: '/registry.json', headers: { cookie } })).json().remotes.alpha.entryUrl).toBe('/releases/alpha/1.0.0/remoteEntry.js');
  });
});
