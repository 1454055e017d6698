import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, externalOrigins, HSTS, isDocumentPath, permissionsPolicy, registerSecurityHeaders, RESOURCE_POLICY } from './security-headers';
import { buildServer } from './server';

/** One directive of a policy, as its list of sources. */
function directive(policy: string, name: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/u)).find(([key]) => key === name);
  if (!found) throw new Error(`${name} missing from ${policy}`);
  return found.slice(1);
}

const PROVIDERS = {
  CARD_PAYMENT_SCRIPT_URL: 'https://js.cardpay.example/v3',
  BANK_LINK_SCRIPT_URL: 'https://cdn.banklink.example/link-initialize.js',
};

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin only when no provider is configured, and no framing', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/u);
  });

  it('adds the card-payment and bank-link origins from runtime configuration to scripts, frames and connections', () => {
    const policy = contentSecurityPolicy(PROVIDERS);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://js.cardpay.example', 'https://cdn.banklink.example']);
    expect(directive(policy, 'frame-src')).toEqual(['https://js.cardpay.example', 'https://cdn.banklink.example']);
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(['https://js.cardpay.example', 'https://cdn.banklink.example']));
  });

  it('lets the page call API services moved to other origins, and nothing else', () => {
    const policy = contentSecurityPolicy({ API_PUBLIC_URL: 'https://api.floorhire.example/', API_URL_CANDIDATEDISCOVERY: 'https://search.floorhire.example/v4' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.floorhire.example', 'https://search.floorhire.example']);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it('ignores addresses that are not absolute http(s) URLs', () => {
    expect(externalOrigins({ CARD_PAYMENT_SCRIPT_URL: 'javascript:alert(1)', BANK_LINK_SCRIPT_URL: '/local.js' })).toEqual({ providers: [], api: [] });
  });
});

describe('isDocumentPath', () => {
  it('knows the pages (routes and .html) from files and API answers', () => {
    for (const path of ['/', '/login', '/employer/dashboard', '/link/abc123', '/index.html']) expect(isDocumentPath(path), path).toBe(true);
    for (const path of ['/main.0123456789ab.js', '/favicon.svg', '/registry.json', '/releases/jobs/1.0.0/remoteEntry.js', '/v4/jobs', '/v4/auth/refresh']) expect(isDocumentPath(path), path).toBe(false);
  });
});

describe('permissionsPolicy', () => {
  it('turns off what the product never uses and allows payment for itself and the card provider', () => {
    expect(permissionsPolicy({})).toContain('camera=()');
    expect(permissionsPolicy({})).toContain('geolocation=()');
    expect(permissionsPolicy({})).toContain('payment=(self)');
    expect(permissionsPolicy(PROVIDERS)).toContain('payment=(self "https://js.cardpay.example")');
  });
});

describe('every answer of the server', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fh-headers-test-'));
    const shellDir = path.join(root, 'shell');
    await mkdir(path.join(root, 'data', 'releases', 'alpha', '1.0.0'), { recursive: true });
    await mkdir(shellDir, { recursive: true });
    await writeFile(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(shellDir, 'main.0123456789ab.js'), 'shell');
    await writeFile(path.join(root, 'data', 'releases', 'alpha', '1.0.0', 'remoteEntry.js'), 'var alpha;');
    // As behind a load balancer on this host (ADR 038).
    app = (await buildServer({ dataDir: path.join(root, 'data'), shellDir, api: { mode: 'off' }, trustedProxies: ['127.0.0.1'] })).app;
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const answers = ['/', '/employer/dashboard', '/main.0123456789ab.js', '/releases/alpha/1.0.0/remoteEntry.js', '/registry.json', '/runtime-config.json', '/v4/jobs', '/missing.js'];

  it('carries the policy, nosniff, referrer and permissions headers, whatever the status', async () => {
    for (const url of answers) {
      const { headers, statusCode } = await app.inject(url);
      expect([200, 404], url).toContain(statusCode);
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['x-frame-options'], url).toBe('DENY');
    }
    expect((await app.inject({ method: 'POST', url: '/v4/auth/login' })).headers['content-security-policy']).toBe(RESOURCE_POLICY);
  });

  it('gives pages the product policy and every other answer one that runs and loads nothing', async () => {
    for (const url of ['/', '/employer/dashboard', '/login?next=%2Femployer']) expect((await app.inject(url)).headers['content-security-policy'], url).toBe(contentSecurityPolicy({}));
    for (const url of ['/main.0123456789ab.js', '/releases/alpha/1.0.0/remoteEntry.js', '/registry.json', '/v4/jobs', '/missing.js']) {
      expect((await app.inject(url)).headers['content-security-policy'], url).toBe(RESOURCE_POLICY);
    }
  });

  it('sends Strict-Transport-Security only when the visitor came over HTTPS', async () => {
    for (const url of answers) {
      expect((await app.inject(url)).headers['strict-transport-security'], url).toBeUndefined();
      const secure = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security'], url).toBe(HSTS);
    }
  });

  it("believes X-Forwarded-Proto only from a configured proxy, never from the client itself", async () => {
    const direct = (await buildServer({ dataDir: path.join(root, 'data'), shellDir: path.join(root, 'shell'), api: { mode: 'off' }, trustedProxies: [] })).app;
    const forged = await direct.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const elsewhere = await app.inject({ url: '/', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } });
    expect(elsewhere.headers['strict-transport-security']).toBeUndefined();
    await direct.close();
  });
});

describe('registerSecurityHeaders', () => {
  it('covers answers written straight to the socket (the event stream) and routes declared before it', async () => {
    const app = Fastify({ trustProxy: ['127.0.0.1'] });
    await app.register(async (scope) => {
      scope.get('/v4/events', (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
        reply.raw.end('data: hello\n\n');
      });
    });
    registerSecurityHeaders(app, {});
    const response = await app.inject({ url: '/v4/events', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.headers['content-security-policy']).toBe(RESOURCE_POLICY);
    expect(response.headers['strict-transport-security']).toBe(HSTS);
    await app.close();
  });
});
