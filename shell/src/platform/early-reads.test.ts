import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '@floorhire/rules';
import { fetchWithEarlyRefresh, hasSessionHint, mayHaveSession, refreshUrl, resetEarlyReads, SESSION_HINT, startEarlyReads, takeEarly } from './early-reads';

const ORIGIN = 'https://floorhire.test';

function fakeWindow(cookie: string, config: unknown = { api: { auth: `${ORIGIN}/v4` } }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    if (url === '/runtime-config.json') return Response.json(config);
    if (url === '/registry.json') return Response.json({ revision: 1 });
    return Response.json({ accessToken: 'early', url });
  });
  return { win: { fetch: fetchImpl as unknown as typeof fetch, location: { origin: ORIGIN } as Location, document: { cookie } }, calls, fetchImpl };
}

afterEach(() => resetEarlyReads());

describe('session hint', () => {
  it('is the cookie the API sets', () => {
    expect(SESSION_HINT).toBe(SESSION_HINT_COOKIE);
  });

  it('is read from document.cookie; an emptied cookie is no hint', () => {
    expect(hasSessionHint('a=1; fh_session=1; b=2')).toBe(true);
    expect(hasSessionHint('fh_session=')).toBe(false);
    expect(hasSessionHint('other_fh_session=1')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });

  it('a same-origin auth service needs the hint; another origin is always probed', () => {
    expect(mayHaveSession(`${ORIGIN}/v4`, '', ORIGIN)).toBe(false);
    expect(mayHaveSession('/v4', 'fh_session=1', ORIGIN)).toBe(true);
    expect(mayHaveSession('https://auth.floorhire.test/v4', '', ORIGIN)).toBe(true);
  });

  it('names the address the auth API calls', () => {
    expect(refreshUrl(`${ORIGIN}/v4`, ORIGIN)).toBe(`${ORIGIN}/v4/auth/refresh`);
    expect(refreshUrl('/v4/', ORIGIN)).toBe(`${ORIGIN}/v4/auth/refresh`);
  });
});

describe('startEarlyReads', () => {
  it('starts config and registry at once and hands each answer over once', async () => {
    const { win, calls } = fakeWindow('');
    startEarlyReads(win);
    expect(calls.map((c) => c.url)).toEqual(['/runtime-config.json', '/registry.json']);
    expect(await (await takeEarly('registry'))?.json()).toEqual({ revision: 1 });
    expect(takeEarly('registry')).toBeNull();
    expect(await (await takeEarly('config'))?.json()).toMatchObject({ api: { auth: `${ORIGIN}/v4` } });
  });

  it('probes the refresh cookie only when the hint is there, and the auth API takes that answer once', async () => {
    const visitor = fakeWindow('');
    startEarlyReads(visitor.win);
    const network = vi.fn(async () => Response.json({ from: 'network' }));
    const fetchAuth = fetchWithEarlyRefresh(network as unknown as typeof fetch);
    expect(await (await fetchAuth(new Request(`${ORIGIN}/v4/auth/refresh`))).json()).toEqual({ from: 'network' });
    expect(visitor.calls.map((c) => c.url)).not.toContain(`${ORIGIN}/v4/auth/refresh`);
    resetEarlyReads();

    const returning = fakeWindow('fh_session=1');
    startEarlyReads(returning.win);
    const early = await fetchAuth(new Request(`${ORIGIN}/v4/auth/refresh`));
    expect(await early.json()).toMatchObject({ accessToken: 'early' });
    expect(returning.calls.find((c) => c.url.endsWith('/auth/refresh'))?.init).toMatchObject({ credentials: 'same-origin' });
    // The cookie rotated: a second refresh must really go to the network.
    expect(await (await fetchAuth(new Request(`${ORIGIN}/v4/auth/refresh`))).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('sends the probe with the first reads when the hint is there, before the configuration has answered', () => {
    const { win, calls } = fakeWindow('fh_session=1');
    startEarlyReads(win);
    expect(calls.map((c) => c.url)).toEqual(['/runtime-config.json', '/registry.json', `${ORIGIN}/v4/auth/refresh`]);
  });

  it('asks the configured auth service when it lives on another origin', async () => {
    const { win, calls } = fakeWindow('fh_session=1', { api: { auth: 'https://auth.floorhire.test/v4' } });
    startEarlyReads(win);
    const network = vi.fn(async () => Response.json({ from: 'network' }));
    const fetchAuth = fetchWithEarlyRefresh(network as unknown as typeof fetch);
    const early = await fetchAuth(new Request('https://auth.floorhire.test/v4/auth/refresh'));
    expect(await early.json()).toMatchObject({ accessToken: 'early', url: 'https://auth.floorhire.test/v4/auth/refresh' });
    expect(network).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(2);
  });

  it('asks for the profile with the probe\'s token as soon as the probe answers, and hands that answer to the same request once', async () => {
    const { win, calls } = fakeWindow('fh_session=1');
    startEarlyReads(win);
    const network = vi.fn(async () => Response.json({ from: 'network' }));
    const fetchAuth = fetchWithEarlyRefresh(network as unknown as typeof fetch);
    await (await fetchAuth(new Request(`${ORIGIN}/v4/auth/refresh`))).json();
    const early = calls.find((c) => c.url.endsWith('/user-profile/me'));
    expect(early?.url).toBe(`${ORIGIN}/v4/user-profile/me`);
    expect(new Headers(early?.init?.headers).get('authorization')).toBe('Bearer early');
    // Another token is another request: it goes to the network.
    expect(await (await fetchAuth(new Request(`${ORIGIN}/v4/user-profile/me`, { headers: { authorization: 'Bearer other' } }))).json()).toEqual({ from: 'network' });
    const profile = await fetchAuth(new Request(`${ORIGIN}/v4/user-profile/me`, { headers: { authorization: 'Bearer early' } }));
    expect(await profile.json()).toMatchObject({ url: `${ORIGIN}/v4/user-profile/me` });
    expect(await (await fetchAuth(new Request(`${ORIGIN}/v4/user-profile/me`, { headers: { authorization: 'Bearer early' } }))).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('asks for no profile when the probe is refused', async () => {
    const { win, calls, fetchImpl } = fakeWindow('fh_session=1');
    fetchImpl.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return String(input).endsWith('/auth/refresh') ? new Response('{}', { status: 401 }) : Response.json({});
    });
    startEarlyReads(win);
    const fetchAuth = fetchWithEarlyRefresh(vi.fn(async () => Response.json({})) as unknown as typeof fetch);
    expect((await fetchAuth(new Request(`${ORIGIN}/v4/auth/refresh`))).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.some((c) => c.url.endsWith('/user-profile/me'))).toBe(false);
  });

  it('never hands the probe to another call', async () => {
    const { win } = fakeWindow('fh_session=1');
    startEarlyReads(win);
    const network = vi.fn(async () => Response.json({ from: 'network' }));
    const fetchAuth = fetchWithEarlyRefresh(network as unknown as typeof fetch);
    expect(await (await fetchAuth(new Request(`${ORIGIN}/v4/user-profile/me`))).json()).toEqual({ from: 'network' });
    expect(await (await fetchAuth(new Request(`${ORIGIN}/v4/auth/refresh`, { method: 'POST' }))).json()).toEqual({ from: 'network' });
    expect(await (await fetchAuth(new Request(`${ORIGIN}/v4/auth/refresh`))).json()).toMatchObject({ accessToken: 'early' });
  });
});
