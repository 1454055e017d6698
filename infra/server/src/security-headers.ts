// Security headers on every answer of the server (ADR 142): the shell, released remotes, the
// registry, runtime config and the API, including 404s, errors and raw streams.
import type { FastifyInstance } from 'fastify';
import { API_SERVICES } from '@floorhire/rules';
import { providerCompanions } from './provider-origins';

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin of an absolute http(s) URL, or null (relative, malformed or another scheme). */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = (values: readonly (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];

/**
 * Where the page may talk to besides itself, from the same environment the runtime
 * configuration is built from: the card-payment and bank-link scripts (ADR 004) and API
 * services moved to other origins (API_PUBLIC_URL, API_URL_<SERVICE>).
 */
export function externalOrigins(env: NodeJS.ProcessEnv = process.env): { providers: string[]; api: string[] } {
  return {
    providers: unique([originOf(env.CARD_PAYMENT_SCRIPT_URL), originOf(env.BANK_LINK_SCRIPT_URL)]),
    api: unique([originOf(env.API_PUBLIC_URL), ...API_SERVICES.map((service) => originOf(env[`API_URL_${service.toUpperCase()}`]))]),
  };
}

/**
 * Scripts only from this origin and the two configured providers; no inline script, no eval.
 * Styles allow 'unsafe-inline': Emotion (Chakra) writes its rules into <style> elements at run
 * time and ApexCharts sets style attributes on its SVG; a nonce would cover the first only and
 * would make index.html per-request (no precompressed copy), for a class of injection React's
 * escaping already closes. Providers may also frame their card fields and call their own APIs.
 */
export function contentSecurityPolicy(env: NodeJS.ProcessEnv = process.env): string {
  const { providers, api } = externalOrigins(env);
  // A known provider's other origins (its API, its frames), only when its script is configured.
  const companions = providerCompanions(env);
  const list = (...values: string[]) => values.join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...providers, ...companions.script)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", ...api, ...providers, ...companions.connect)}`,
    `frame-src ${providers.length ? list(...providers, ...companions.frame) : "'none'"}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The policy of every answer that is not a page: scripts, styles, JSON, images, API answers.
 * A browser applies a policy only to a document (or a worker; the product starts none), so the
 * page's long list is dead weight on each of the twenty-odd files a first visit downloads
 * (about 200 bytes each, uncompressed in HTTP/1.1 headers). Should one of them be opened as a
 * document (a JSON answer or an SVG in its own tab), this one lets it run and load nothing
 * and refuses every frame (ADR 146).
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Whether a path is answered with a page (index.html): no file extension, or .html, and not the API. */
export function isDocumentPath(pathname: string): boolean {
  if (pathname.startsWith('/v4/') || pathname === '/v4') return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

/** Powerful features the product never uses are off; payment only for itself and its provider. */
export function permissionsPolicy(env: NodeJS.ProcessEnv = process.env): string {
  const card = originOf(env.CARD_PAYMENT_SCRIPT_URL);
  const payment = ['self', ...(card ? [`"${card}"`] : [])].join(' ');
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'serial=()',
    'browsing-topics=()',
    `payment=(${payment})`,
  ].join(', ');
}

/** The headers of a page; other answers get the same with RESOURCE_POLICY as their policy. */
export function securityHeaders(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(env),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy(env),
    // Popups a provider opens (3-D Secure, bank OAuth) keep their opener; pages that open us lose it.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
}

/**
 * Set on the raw response when the request arrives, so every answer carries them: Fastify
 * replies, static files, errors, 404s and streams written straight to the socket (the event
 * stream), whose writeHead merges headers set beforehand. Strict-Transport-Security only over
 * HTTPS, as the proxy in front reports it (trustProxy, X-Forwarded-Proto): browsers ignore it
 * on plain HTTP, and sending it from a local http:// server would say nothing true.
 */
export function registerSecurityHeaders(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  const page = Object.entries(securityHeaders(env));
  const resource = page.map(([name, value]): [string, string] => [name, name === 'content-security-policy' ? RESOURCE_POLICY : value]);
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    for (const [name, value] of isDocumentPath(pathname) ? page : resource) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
  });
}
