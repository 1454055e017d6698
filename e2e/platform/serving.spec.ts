import { expect, test } from '@playwright/test';
import { registryEntry } from '../support/registry';

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

  test('the shell bundle names no remote', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/src="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(await (await request.get(script)).text()).not.toContain('/releases/');
  });
});
