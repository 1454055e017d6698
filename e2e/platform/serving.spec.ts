import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { dataDir, SHELL_DIST } from '../support/paths';
import { registryEntry } from '../support/registry';

/** Text files of a build folder: the ones that shrink when compressed. */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(?:js|json|html|svg)$/u.test(file));
}

/** A GET whose body stays as the server encoded it (Node's fetch would decode it). */
async function rawGet(baseURL: string, url: string, acceptEncoding?: string) {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(new URL(url, baseURL), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

test.describe('production server', () => {
  test('registry, runtime config, manifest and entry are no-cache; hashed chunks are immutable', async ({ request }) => {
    for (const url of ['/registry.json', '/runtime-config.json', '/']) {
      expect((await request.get(url)).headers()['cache-control'], url).toBe('no-cache');
    }
    const alpha = await registryEntry('alpha');
    expect((await request.get(alpha.entryUrl)).headers()['cache-control']).toBe('no-cache');
    const manifestResponse = await request.get(alpha.manifestUrl);
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
    const chunk = manifest.exposes[0]?.assets.js.sync[0];
    expect(chunk).toMatch(/\.[0-9a-f]{12}\.js$/);
    const chunkResponse = await request.get(alpha.entryUrl.replace('remoteEntry.js', chunk ?? ''));
    expect(chunkResponse.status()).toBe(200);
    expect(chunkResponse.headers()['cache-control']).toBe(IMMUTABLE);
  });

  test('every non-file route gets the shell (history mode); missing files are 404', async ({ request }) => {
    const deep = await request.get('/employer/jobs/12/candidates?x=1');
    expect(deep.status()).toBe(200);
    expect(deep.headers()['content-type']).toContain('text/html');
    expect(await deep.text()).toContain('<div id="root">');
    expect((await request.get('/nothing-here.js')).status()).toBe(404);
    expect((await request.get('/releases/alpha/9.9.9/remoteEntry.js')).status()).toBe(404);
  });

  test('runtime config lists a base address for every API service', async ({ request }) => {
    const config = (await (await request.get('/runtime-config.json')).json()) as { api: Record<string, string>; environment: string };
    expect(config.environment).toBe('production');
    expect(config.api.jobs).toMatch(/\/v4$/);
    expect(Object.keys(config.api).length).toBeGreaterThanOrEqual(10);
  });

  test('every built file of the shell and of each release has brotli and gzip copies beside it', async () => {
    const folders = [SHELL_DIST, ...['applicants', 'jobs', 'alpha'].map((name) => path.join(dataDir(), 'releases', name)).filter((dir) => existsSync(dir))];
    for (const folder of folders) {
      const files = textFiles(folder).filter((file) => !file.includes('/test-results/'));
      expect(files.length, folder).toBeGreaterThan(3);
      for (const file of files) {
        for (const suffix of ['.br', '.gz']) expect(existsSync(path.join(folder, `${file}${suffix}`)), `${folder}/${file}${suffix}`).toBe(true);
      }
    }
  });

  test('static files are sent in the encoding asked for, with Vary, and decode to the original bytes', async ({ baseURL }) => {
    const html = await (await fetch(new URL('/', baseURL))).text();
    const script = /src="([^"]+\.js)"/u.exec(html)?.[1] ?? '';
    const original = await rawGet(baseURL!, script);
    expect(original.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(baseURL!, script, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.body.length).toBeLessThan(original.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(original.body)).toBe(true);
    const gz = await rawGet(baseURL!, script, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(original.body)).toBe(true);
    const page = await rawGet(baseURL!, '/employer/jobs', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root">');
  });

  test('a remote entry is sent compressed while its integrity is that of the original bytes', async ({ baseURL }) => {
    const entry = await registryEntry('applicants');
    const br = await rawGet(baseURL!, entry.entryUrl, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    const bytes = brotliDecompressSync(br.body);
    expect(`sha384-${createHash('sha384').update(bytes).digest('base64')}`).toBe(entry.integrity);
  });

  test('API answers over 1 KB are compressed; small ones are not', async ({ baseURL }) => {
    const big = await rawGet(baseURL!, '/v4/openapi.json', 'gzip, br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(big.body).toString())).toHaveProperty('paths');
    const small = await rawGet(baseURL!, '/v4/health', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });

  test('a signed-in page\'s document preloads the owning remote and the runtime that mounts it; a visitor\'s does not (ADR 284)', async ({ request }) => {
    const signedIn = await request.get('/employer/dashboard', { headers: { cookie: 'fh_session=1' } });
    const applicants = await registryEntry('applicants');
    const link = signedIn.headers().link ?? '';
    expect(link).toContain(`<${applicants.entryUrl}>; rel=preload; as=script; crossorigin=anonymous; integrity="${applicants.integrity}"`);
    expect(link).toMatch(/\/releases\/applicants\/[^>]+\/__federation_expose_lifecycle\.[0-9a-f]+\.js>; rel=preload; as=script/u);
    const preloaded = [...(await signedIn.text()).matchAll(/<link rel="preload" as="script" href="([^"]+)">/gu)].map((m) => m[1]!);
    const code = await Promise.all(preloaded.map(async (href) => (await request.get(href)).text()));
    // The federation host's runtime and single-spa, which every remote's mount waits for.
    expect(code.some((text) => text.includes('Federation Runtime'))).toBe(true);
    expect(code.some((text) => text.includes('single-spa'))).toBe(true);
    const visitor = await request.get('/employer/dashboard');
    expect(visitor.headers().link).toBeUndefined();
    expect(await visitor.text()).not.toContain('Federation Runtime');
  });

  test('the shell bundle names no remote', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/src="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(await (await request.get(script)).text()).not.toContain('/releases/');
  });
});
