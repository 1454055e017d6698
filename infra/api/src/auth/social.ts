import { randomToken } from './tokens';
import type { ApiConfig } from '../config';

// Social login through one OAuth 2.0 / OIDC adapter interface (spec 000 §7: google, facebook).
// Without client credentials, outside production, a local provider page stands in so the whole
// flow runs in development and tests (docs/decisions/035-social-login.md).

export interface SocialProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  nameFirst: string;
  nameLast: string;
}

export interface SocialAdapter {
  readonly provider: string;
  authorizeUrl(input: { state: string; callbackUrl: string }): string;
  exchange(input: { code: string; callbackUrl: string }): Promise<SocialProfile>;
}

interface OAuthEndpoints {
  authorize: string;
  token: string;
  userinfo: string;
  scope: string;
}

const GOOGLE: OAuthEndpoints = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
  scope: 'openid email profile',
};

const FACEBOOK: OAuthEndpoints = {
  authorize: 'https://www.facebook.com/v19.0/dialog/oauth',
  token: 'https://graph.facebook.com/v19.0/oauth/access_token',
  userinfo: 'https://graph.facebook.com/me?fields=id,email,first_name,last_name',
  scope: 'email public_profile',
};

/** Authorization-code flow against a real provider. */
export function oauthAdapter(provider: 'google' | 'facebook', credentials: { clientId: string; clientSecret: string }, fetchImpl: typeof fetch = fetch): SocialAdapter {
  const endpoints = provider === 'google' ? GOOGLE : FACEBOOK;
  return {
    provider,
    authorizeUrl({ state, callbackUrl }) {
      const url = new URL(endpoints.authorize);
      url.search = new URLSearchParams({ client_id: credentials.clientId, redirect_uri: callbackUrl, response_type: 'code', scope: endpoints.scope, state }).toString();
      return url.toString();
    },
    async exchange({ code, callbackUrl }) {
      const tokenResponse = await fetchImpl(endpoints.token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ code, client_id: credentials.clientId, client_secret: credentials.clientSecret, redirect_uri: callbackUrl, grant_type: 'authorization_code' }),
      });
      if (!tokenResponse.ok) throw new Error(`${provider} token exchange answered ${tokenResponse.status}`);
      const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
      if (!accessToken) throw new Error(`${provider} gave no access token`);
      const infoResponse = await fetchImpl(endpoints.userinfo, { headers: { authorization: `Bearer ${accessToken}` } });
      if (!infoResponse.ok) throw new Error(`${provider} userinfo answered ${infoResponse.status}`);
      const info = (await infoResponse.json()) as Record<string, unknown>;
      const text = (key: string) => (typeof info[key] === 'string' ? (info[key] as string) : '');
      return {
        subject: text(provider === 'google' ? 'sub' : 'id'),
        email: text('email') || null,
        // Facebook only returns confirmed addresses; Google says so explicitly.
        emailVerified: provider === 'facebook' ? !!text('email') : info.email_verified === true,
        nameFirst: text(provider === 'google' ? 'given_name' : 'first_name'),
        nameLast: text(provider === 'google' ? 'family_name' : 'last_name'),
      };
    },
  };
}

/** The development stand-in: a page under /v4/auth/social/local where you type who you are. */
export function localAdapter(provider: string): SocialAdapter & { approve(profile: Omit<SocialProfile, 'emailVerified'>): string } {
  const codes = new Map<string, { profile: SocialProfile; expires: number }>();
  return {
    provider,
    authorizeUrl({ state }) {
      return `/v4/auth/social/local/authorize?${new URLSearchParams({ provider, state }).toString()}`;
    },
    approve(profile) {
      const code = randomToken(16);
      codes.set(code, { profile: { ...profile, emailVerified: true }, expires: Date.now() + 5 * 60_000 });
      return code;
    },
    async exchange({ code }) {
      const entry = codes.get(code);
      codes.delete(code);
      if (!entry || entry.expires < Date.now()) throw new Error('Unknown or expired authorization code');
      return entry.profile;
    },
  };
}

export type LocalSocialAdapter = ReturnType<typeof localAdapter>;

export function socialAdapters(config: ApiConfig): Map<string, SocialAdapter> {
  const adapters = new Map<string, SocialAdapter>();
  for (const provider of ['google', 'facebook'] as const) {
    const credentials = config.social[provider];
    if (credentials) adapters.set(provider, oauthAdapter(provider, credentials));
    else if (config.social.local) adapters.set(provider, localAdapter(provider));
  }
  return adapters;
}
