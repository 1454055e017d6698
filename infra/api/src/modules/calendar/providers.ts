import { createCipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CALENDAR_PROVIDERS, type CalendarProvider } from '@floorhire/domain-applications';
import type { ApiConfig } from '../../config';

// Calendar providers behind one adapter (architecture brief: third parties behind adapters with a
// working local implementation). Google and Microsoft use OAuth 2.0 authorization-code flows
// when their client ids are configured; otherwise, outside production, a local adapter stands
// in so the whole connect flow works on a laptop. docs/decisions/104-calendar-and-ics.md.

export interface CalendarConnection {
  email: string | null;
  primaryCalendarId: string | null;
  credentials: Record<string, unknown>;
}

export interface CalendarAdapter {
  readonly provider: CalendarProvider;
  readonly local: boolean;
  authUrl(state: string, redirectUri: string): string;
  exchange(code: string, redirectUri: string, fallbackEmail: string): Promise<CalendarConnection>;
}

export function isCalendarProvider(value: string): value is CalendarProvider {
  return (CALENDAR_PROVIDERS as readonly string[]).includes(value);
}

interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

const ENDPOINTS: Readonly<Record<CalendarProvider, { auth: string; token: string; scope: string; me: string }>> = {
  google: {
    auth: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    scope: 'openid email https://www.googleapis.com/auth/calendar.events',
    me: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  microsoft: {
    auth: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    token: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    scope: 'openid email offline_access Calendars.ReadWrite User.Read',
    me: 'https://graph.microsoft.com/v1.0/me',
  },
};

function oauthAdapter(provider: CalendarProvider, client: OAuthClient, fetchImpl: typeof fetch): CalendarAdapter {
  const ep = ENDPOINTS[provider];
  return {
    provider,
    local: false,
    authUrl(state, redirectUri) {
      const params = new URLSearchParams({ client_id: client.clientId, redirect_uri: redirectUri, response_type: 'code', scope: ep.scope, state });
      if (provider === 'google') {
        params.set('access_type', 'offline');
        params.set('prompt', 'consent');
      }
      return `${ep.auth}?${params.toString()}`;
    },
    async exchange(code, redirectUri) {
      const response = await fetchImpl(ep.token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ code, client_id: client.clientId, client_secret: client.clientSecret, redirect_uri: redirectUri, grant_type: 'authorization_code' }),
      });
      if (!response.ok) throw new Error(`Calendar provider answered ${response.status}`);
      const tokens = (await response.json()) as { access_token?: string; refresh_token?: string; expires_in?: number };
      const me = await fetchImpl(ep.me, { headers: { authorization: `Bearer ${tokens.access_token ?? ''}` } });
      const profile = me.ok ? ((await me.json()) as { email?: string; mail?: string; userPrincipalName?: string }) : {};
      const email = profile.email ?? profile.mail ?? profile.userPrincipalName ?? null;
      return { email, primaryCalendarId: provider === 'google' ? 'primary' : (email ?? 'calendar'), credentials: { ...tokens, obtainedAt: Date.now() } };
    },
  };
}

function localAdapter(provider: CalendarProvider): CalendarAdapter {
  return {
    provider,
    local: true,
    authUrl(state, redirectUri) {
      const url = new URL(redirectUri);
      url.searchParams.set('provider', provider);
      url.searchParams.set('code', `local-${provider}-${randomBytes(8).toString('hex')}`);
      url.searchParams.set('state', state);
      return url.toString();
    },
    async exchange(code, _redirectUri, fallbackEmail) {
      if (!code.startsWith(`local-${provider}-`)) throw new Error('Unknown local calendar code');
      return { email: fallbackEmail, primaryCalendarId: `${provider}-primary`, credentials: { local: true } };
    },
  };
}

export function calendarAdapterFor(provider: CalendarProvider, config: ApiConfig, env = process.env, fetchImpl: typeof fetch = fetch): CalendarAdapter | null {
  const prefix = provider === 'google' ? 'GOOGLE_CALENDAR' : 'MICROSOFT_CALENDAR';
  const clientId = env[`${prefix}_CLIENT_ID`];
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (clientId && clientSecret) return oauthAdapter(provider, { clientId, clientSecret }, fetchImpl);
  return config.production ? null : localAdapter(provider);
}

// Signed, expiring OAuth state: the callback only accepts a state this server made for this user.
const STATE_TTL_MS = 15 * 60_000;

export function signState(secret: Uint8Array, userId: number, provider: CalendarProvider, redirectUri: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, p: provider, r: redirectUri, e: now + STATE_TTL_MS, n: randomBytes(6).toString('hex') })).toString('base64url');
  const mac = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

export function verifyState(secret: Uint8Array, state: string, now = Date.now()): { userId: number; provider: string; redirectUri: string } | null {
  const [payload, mac] = state.split('.');
  if (!payload || !mac) return null;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: number; p: string; r: string; e: number };
    if (typeof data.e !== 'number' || data.e < now) return null;
    return { userId: data.u, provider: data.p, redirectUri: data.r };
  } catch {
    return null;
  }
}

// Provider tokens are encrypted (AES-256-GCM) before they reach the database.
const keyOf = (secret: Uint8Array) => createHash('sha256').update('calendar-credentials').update(secret).digest();

export function sealCredentials(secret: Uint8Array, value: Record<string, unknown>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

