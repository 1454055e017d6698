// The first reads of a page, started by index.ts before the bootstrap chunk and the shared
// modules are even requested (ADR 143): runtime configuration, the registry and, when this
// browser may have a session, the refresh probe are in flight while the bulk of the JavaScript
// downloads and evaluates. The platform and the session take each answer once, instead of
// asking again. This file is part of the entry chunk: it imports nothing.

export const RUNTIME_CONFIG_URL = '/runtime-config.json';
export const REGISTRY_URL = '/registry.json';
/** The same name as SESSION_HINT_COOKIE in @floorhire/rules (a shared module, unusable here). */
export const SESSION_HINT = 'fh_session';

/** True when the readable "may have a session" cookie the API sets with the refresh cookie is present. */
export function hasSessionHint(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT}=`) && part.trim().length > SESSION_HINT.length + 1);
}

/**
 * Whether probing the refresh cookie can succeed: the hint says so, or the auth service lives on
 * another origin, whose cookies this page cannot read (there, every page probes, as before).
 */
export function mayHaveSession(authBase: string, cookie: string, origin: string): boolean {
  if (hasSessionHint(cookie)) return true;
  try {
    return new URL(authBase, origin).origin !== origin;
  } catch {
    return false;
  }
}

/** The address the auth API's refresh call uses (ky joins 'auth/refresh' to the base with a slash). */
export function refreshUrl(authBase: string, origin: string): string {
  return new URL(`${authBase.endsWith('/') ? authBase : `${authBase}/`}auth/refresh`, origin).href;
}

interface EarlyProfile {
  url: string;
  authorization: string;
  response: Promise<Response>;
}

interface Pending {
  config: Promise<Response> | null;
  registry: Promise<Response> | null;
  refresh: { url: string; response: Promise<Response> } | null;
  /** The signed-in user's profile, asked for with the probe's access token as soon as it answers. */
  profile: Promise<EarlyProfile | null> | null;
}

const pending: Pending = { config: null, registry: null, refresh: null, profile: null };
let refreshProbe: Promise<void> = Promise.resolve();

function authBaseOf(config: unknown, origin: string): string {
  const api = (config as { api?: { auth?: unknown } } | null)?.api;
  return typeof api?.auth === 'string' ? api.auth : `${origin}/v4`;
}

/** index.ts calls this first thing; a second call does nothing. */
export function startEarlyReads(win: Pick<Window, 'fetch' | 'location'> & { document: Pick<Document, 'cookie'> } = window): void {
  if (pending.config) return;
  const origin = win.location.origin;
  pending.config = win.fetch(RUNTIME_CONFIG_URL, { cache: 'no-store' });
  pending.registry = win.fetch(REGISTRY_URL, { cache: 'no-store' });
  const probe = (url: string) => {
    const response = win.fetch(url, { credentials: 'same-origin' });
    pending.refresh = { url, response };
    // The profile read follows the probe's answer at once, with its access token, instead of
    // after the app's modules have run and the session has read that answer (ADR 281). The
    // token goes from this response to that request, in memory only.
    const profileUrl = url.replace(/auth\/refresh$/u, 'user-profile/me');
    pending.profile = response
      .then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((tokens: unknown) => {
        const token = (tokens as { accessToken?: unknown } | null)?.accessToken;
        if (typeof token !== 'string' || token === '') return null;
        const authorization = `Bearer ${token}`;
        return { url: profileUrl, authorization, response: win.fetch(profileUrl, { headers: { authorization }, credentials: 'same-origin' }) };
      })
      .catch(() => null);
  };
  // The hint is set by this origin's API, so it names this origin's refresh address: the probe
  // goes out with the first two reads instead of after the configuration has arrived and the
  // main thread, busy evaluating the page's modules, has read it (ADR 281).
  if (hasSessionHint(win.document.cookie)) probe(refreshUrl(`${origin}/v4`, origin));
  refreshProbe = pending.config
    .then((response) => (response.ok ? response.clone().json() : null))
    .catch(() => null)
    .then((config: unknown) => {
      const authBase = authBaseOf(config, origin);
      const url = refreshUrl(authBase, origin);
      if (pending.refresh?.url === url || !mayHaveSession(authBase, win.document.cookie, origin)) return;
      // The configured auth service lives elsewhere: the probe above (if any) asked the wrong one.
      probe(url);
    });
}

/** The early answer for runtime config or the registry, once; null if none was started or it was taken. */
export function takeEarly(key: 'config' | 'registry'): Promise<Response> | null {
  const response = pending[key];
  pending[key] = null;
  return response;
}

function authorizationOf(input: RequestInfo | URL, init: RequestInit | undefined): string | null {
  const headers = new Headers(input instanceof Request ? input.headers : undefined);
  if (init?.headers) new Headers(init.headers).forEach((value, key) => headers.set(key, value));
  return headers.get('authorization');
}

/**
 * A fetch for the shell's auth API: the first GET of the refresh address gets the probe index.ts
 * started (the refresh cookie rotates on each use, so a second request with the same cookie
 * would revoke the session), and the first GET of the profile with that probe's token gets the
 * profile read that followed it. Everything else goes to the network.
 */
export function fetchWithEarlyRefresh(fetchImpl: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = input instanceof Request ? input.url : String(input);
    if (method === 'GET') {
      await refreshProbe;
      const early = pending.refresh;
      if (early && early.url === url) {
        pending.refresh = null;
        return early.response;
      }
      const profile = pending.profile ? await pending.profile : null;
      if (profile && profile.url === url && profile.authorization === authorizationOf(input, init)) {
        pending.profile = null;
        return profile.response;
      }
    }
    return fetchImpl(input, init);
  };
}

/** Tests: forget what was started. */
export function resetEarlyReads(): void {
  pending.config = null;
  pending.registry = null;
  pending.refresh = null;
  pending.profile = null;
  refreshProbe = Promise.resolve();
}
